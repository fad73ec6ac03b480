import type { AgeRatingCode } from '@mzansi/contracts/catalogue';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { AGE_RATING_TONES, type RatingTone } from './age-rating-tones';

const TONE_CLASSES: Record<RatingTone, string> = {
  green: 'bg-rating-green text-on-rating-green',
  amber: 'bg-rating-amber text-on-rating-amber',
  red: 'bg-rating-red text-on-rating-red',
};

/** FPB classification badge in its colour (green A/PG, amber 13/16, red 18). */
export function AgeRatingBadge({ code, className }: { code: AgeRatingCode; className?: string }) {
  const { t } = useTranslation('catalog');
  const tone: RatingTone = AGE_RATING_TONES[code];
  return (
    <span
      data-tone={tone}
      className={clsx(
        'inline-flex h-5 min-w-6 items-center justify-center rounded px-1.5 text-xs leading-none font-bold',
        TONE_CLASSES[tone],
        className,
      )}
    >
      <span className="sr-only">{t('badges.ageRating')} </span>
      {code}
    </span>
  );
}
