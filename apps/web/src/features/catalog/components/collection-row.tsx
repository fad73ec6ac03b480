import type { Collection } from '@mzansi/contracts/discovery';
import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import { ScrollRow, type RowItemFocusProps } from '@/components/ui/scroll-row';
import { collectionHref } from '../api/get-collections';
import { useCatalogWords } from '@/hooks/use-catalog-words';

const COLLECTION_ITEM = 'basis-[78%] sm:basis-[46%] md:basis-[38%] lg:basis-[30%] xl:basis-[23.5%]';

/** Collections have no artwork: each gets a calm two-tone gradient of the brand family, stable per collection. */
const TONES = [
  ['#1e3a8a', '#0f766e'],
  ['#7c2d12', '#1e293b'],
  ['#065f46', '#1e3a8a'],
  ['#4c1d95', '#0b0f17'],
  ['#9a3412', '#134e4a'],
  ['#0c4a6e', '#3f1d38'],
] as const;

function toneOf(key: string) {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return TONES[Math.abs(hash) % TONES.length]!;
}

export function CollectionCard({
  collection,
  focusProps,
}: {
  collection: Collection;
  focusProps?: RowItemFocusProps;
}) {
  const words = useCatalogWords();
  const [from, to] = toneOf(collection.guid);
  return (
    <Link
      to={collectionHref(collection)}
      {...focusProps}
      className="group block rounded-xl focus-visible:outline-offset-4"
    >
      <div
        className="relative flex aspect-video flex-col justify-end overflow-hidden rounded-xl p-4 text-white ring-1 ring-white/10"
        style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      >
        <Layers className="absolute top-4 right-4 size-6 opacity-60" aria-hidden="true" />
        <h3 className="text-lg leading-tight font-bold drop-shadow group-hover:underline">
          {collection.name}
        </h3>
        <p className="mt-1 text-sm text-white/85">{words.titles(collection.videoCount)}</p>
      </div>
      {collection.description ? (
        <p className="mt-2 line-clamp-2 text-sm text-muted">{collection.description}</p>
      ) : null}
    </Link>
  );
}

/** The collections as a row of cards, each leading to /browse?collection={guid} (spec §2). */
export function CollectionRow({ collections, label }: { collections: readonly Collection[]; label: string }) {
  return (
    <ScrollRow
      items={collections}
      label={label}
      getKey={(collection) => collection.guid}
      itemClassName={COLLECTION_ITEM}
      renderItem={(collection, focusProps) => (
        <CollectionCard collection={collection} focusProps={focusProps} />
      )}
    />
  );
}
