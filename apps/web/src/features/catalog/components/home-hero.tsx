import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageName } from '../api/catalog-vocabulary';
import { useCatalogWords } from '@/hooks/use-catalog-words';
import { AgeRatingBadge } from './age-rating-badge';
import { PremiumBadge } from './premium-badge';

/** One height for the hero, its skeleton and its error, so nothing below moves when it arrives. */
const HERO_BOX = 'relative isolate h-[68svh] min-h-[440px] max-h-[820px] w-full overflow-hidden sm:h-[72vh]';

interface HomeHeroProps {
  item: VideoListItem;
  /** "Trending in South Africa" */
  kicker?: string;
  /** the tier's buttons (TitleActions) and My List */
  actions: ReactNode;
  /** a muted preview laid over the backdrop (fast connections only) */
  media?: ReactNode;
}

/**
 * The featured title under the transparent header (spec §2, DESIGN.md): textless backdrop, the title in HTML, a one-
 * line hook, age rating in its FPB colour, and the tier's actions.
 */
export function HomeHero({ item, kicker, actions, media }: HomeHeroProps) {
  const { backdrop } = item;
  const words = useCatalogWords();
  return (
    <section aria-labelledby="hero-title" className={HERO_BOX}>
      {backdrop.src ? (
        <img
          src={backdrop.src}
          srcSet={backdrop.srcSet || undefined}
          sizes="100vw"
          width={backdrop.width || 1920}
          height={backdrop.height || 1080}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover object-[65%_30%]"
        />
      ) : (
        <div className="absolute inset-0 -z-20 bg-surface-2" />
      )}
      {media}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-background via-background/40 to-background/0" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-background/85 via-background/30 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 mx-auto w-full max-w-[1440px] px-4 pb-8 sm:px-6 sm:pb-12 lg:px-10">
        {kicker ? (
          <p className="text-xs font-semibold tracking-widest text-link uppercase sm:text-sm">{kicker}</p>
        ) : null}
        <h2 id="hero-title" className="mt-2 max-w-3xl text-2xl font-bold drop-shadow-lg sm:text-3xl">
          <Link to={`/watch/${item.id}`} className="rounded hover:underline">
            {item.title}
          </Link>
        </h2>
        {item.tagline ? (
          <p className="mt-2 line-clamp-2 max-w-xl text-base text-foreground/90 sm:text-lg">{item.tagline}</p>
        ) : null}
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-foreground/85">
          <AgeRatingBadge code={item.ageRating} />
          <span>{item.year}</span>
          <span>{words.typeLabel(item.type)}</span>
          {item.type !== 'series' && item.runtimeMinutes ? (
            <span>{words.runtime(item.runtimeMinutes)}</span>
          ) : null}
          {item.languages[0] ? <span>{languageName(item.languages[0])}</span> : null}
          {item.premium ? <PremiumBadge /> : null}
        </p>
        <div className="mt-5 sm:mt-6">{actions}</div>
      </div>
    </section>
  );
}

export function HomeHeroSkeleton() {
  const { t } = useTranslation('messages');
  return (
    <div role="status" className={HERO_BOX}>
      <span className="sr-only">{t('loadingDefault')}</span>
      <div aria-hidden="true" className="absolute inset-0 bg-surface motion-safe:animate-pulse" />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 mx-auto w-full max-w-[1440px] space-y-3 px-4 pb-12 sm:px-6 lg:px-10"
      >
        <div className="h-4 w-40 rounded bg-surface-2" />
        <div className="h-10 w-3/4 max-w-lg rounded bg-surface-2" />
        <div className="h-5 w-2/3 max-w-md rounded bg-surface-2" />
        <div className="flex gap-3 pt-3">
          <div className="h-12 w-40 rounded-md bg-surface-2" />
          <div className="h-12 w-32 rounded-md bg-surface-2" />
        </div>
      </div>
    </div>
  );
}

/** Keeps the header clear of the first row when there is no hero to show. */
export function HomeHeroSpacer() {
  return <div aria-hidden="true" className="h-20" />;
}
