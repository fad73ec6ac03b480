import type { VideoDetail } from '@mzansi/contracts/discovery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { collectionHref } from '../api/get-collections';

type Credit = VideoDetail['credits'][number];

const CREW_ROLES = ['creator', 'director', 'writer', 'producer', 'narrator'] as const;
type CrewRole = (typeof CREW_ROLES)[number];

function PersonLink({ credit }: { credit: Credit }) {
  return (
    <Link
      to={`/search?q=${encodeURIComponent(credit.name)}`}
      className="rounded hover:text-link hover:underline"
    >
      {credit.name}
    </Link>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-base">{children}</dd>
    </div>
  );
}

function joinNodes(nodes: ReactNode[]): ReactNode[] {
  return nodes.flatMap((node, index) => (index === 0 ? [node] : [', ', node]));
}

/** Languages, genres (links to their category), cast and crew (links to search), and collections of a title. */
export function TitleFacts({ detail }: { detail: VideoDetail }) {
  const { t } = useTranslation('catalog');
  const roleTerm: Record<CrewRole, (count: number) => string> = {
    creator: (count) => t('facts.creator', { count }),
    director: (count) => t('facts.director', { count }),
    writer: (count) => t('facts.writer', { count }),
    producer: (count) => t('facts.producer', { count }),
    narrator: (count) => t('facts.narrator', { count }),
  };
  const cast = detail.credits.filter((credit) => credit.role === 'actor');
  return (
    <dl className="space-y-4">
      <Fact term={t('facts.audio')}>
        {detail.audioLanguages.length > 0
          ? detail.audioLanguages.map((language) => language.name).join(', ')
          : detail.originalLanguage.name}
      </Fact>
      {detail.subtitleLanguages.length > 0 ? (
        <Fact term={t('facts.subtitles')}>
          {detail.subtitleLanguages.map((language) => language.name).join(', ')}
        </Fact>
      ) : null}
      {detail.genreDetails.length > 0 ? (
        <Fact term={t('facts.genres', { count: detail.genreDetails.length })}>
          {joinNodes(
            detail.genreDetails.map((genre) => (
              <Link
                key={genre.slug}
                to={`/browse/${genre.slug}`}
                className="rounded text-link underline-offset-2 hover:underline"
              >
                {genre.name}
              </Link>
            )),
          )}
        </Fact>
      ) : null}
      {cast.length > 0 ? (
        <Fact term={t('facts.cast')}>
          <ul className="space-y-1">
            {cast.map((credit) => (
              <li key={credit.personId}>
                <PersonLink credit={credit} />
                {credit.character ? (
                  <span className="text-muted">
                    {' '}
                    {t('facts.asCharacter', { character: credit.character })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {CREW_ROLES.map((role) => {
        const people = detail.credits.filter((credit) => credit.role === role);
        if (people.length === 0) return null;
        return (
          <Fact key={role} term={roleTerm[role](people.length)}>
            {joinNodes(people.map((credit) => <PersonLink key={credit.personId} credit={credit} />))}
          </Fact>
        );
      })}
      {detail.collections.length > 0 ? (
        <Fact term={t('facts.collections', { count: detail.collections.length })}>
          {joinNodes(
            detail.collections.map((collection) => (
              <Link
                key={collection.guid}
                to={collectionHref(collection)}
                className="rounded text-link underline-offset-2 hover:underline"
              >
                {collection.name}
              </Link>
            )),
          )}
        </Fact>
      ) : null}
    </dl>
  );
}
