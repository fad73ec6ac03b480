import type { VideoDetail } from '@mzansi/contracts/discovery';
import { useTranslation } from 'react-i18next';
import { lengthOf } from '../api/title-length';
import { useCatalogWords } from '@/hooks/use-catalog-words';
import { AgeRatingBadge } from './age-rating-badge';
import { PremiumBadge } from './premium-badge';

/** Type, year, length, the FPB rating (badge and name), its consumer advice spelled out, quality and Premium. */
export function TitleSummary({ detail }: { detail: VideoDetail }) {
  const { t } = useTranslation('catalog');
  const words = useCatalogWords();
  const hd =
    detail.mainVideo?.maxQuality === 'HD' ||
    detail.seasons.some((season) => season.episodes.some((episode) => episode.video?.maxQuality === 'HD'));
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-foreground/85">
        <span>{words.typeLabel(detail.type)}</span>
        <span aria-hidden="true">·</span>
        <span>{detail.year}</span>
        <span aria-hidden="true">·</span>
        <span>{lengthOf(detail, words)}</span>
        {hd ? (
          <span className="rounded border border-foreground/40 px-1 text-xs leading-4 font-bold">HD</span>
        ) : null}
        {detail.premium ? <PremiumBadge /> : null}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <AgeRatingBadge code={detail.ageRating} />
        <span className="font-semibold">{detail.ageRatingName}</span>
        {detail.advisories.length > 0 ? (
          <span className="text-muted">
            <span className="sr-only">{t('badges.consumerAdvice')} </span>
            {detail.advisories.map((advisory) => `${advisory.code} ${advisory.name}`).join(', ')}
          </span>
        ) : null}
      </p>
    </div>
  );
}
