import type { RatingSummary, Thumb } from '@mzansi/contracts/reviews';
import { clsx } from 'clsx';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { authUrlFor } from '@/lib/auth-redirect';

const THUMB_CLASSES =
  'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors disabled:opacity-60';

/** The share who liked a title and how many rated it. */
export function RatingSummaryText({ summary }: { summary: RatingSummary | undefined }) {
  const { t } = useTranslation('reviews');
  if (!summary) return null;
  if (summary.total === 0 || summary.liked_percent === null) {
    return <p className="text-sm text-muted">{t('rating.none')}</p>;
  }
  return (
    <p className="text-sm">
      <span className="font-semibold">{t('rating.summary', { percent: summary.liked_percent })}</span>
      <span className="text-muted"> · {t('rating.count', { count: summary.total })}</span>
    </p>
  );
}

/**
 * Thumbs up / down for a signed-in viewer (aria-pressed says which is set; pressing the set one clears it), or a
 * "Sign in to rate" link for a visitor.
 */
export function RatingControl({
  signedIn,
  value,
  onChange,
  disabled = false,
}: {
  signedIn: boolean;
  value: Thumb | null;
  onChange: (next: Thumb | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const location = useLocation();
  if (!signedIn) {
    return (
      <ButtonLink to={authUrlFor(`${location.pathname}${location.search}`)} variant="secondary" size="sm">
        {t('rating.signInToRate')}
      </ButtonLink>
    );
  }
  const thumb = (which: Thumb) => {
    const pressed = value === which;
    const Icon = which === 'up' ? ThumbsUp : ThumbsDown;
    return (
      <button
        type="button"
        aria-pressed={pressed}
        disabled={disabled}
        onClick={() => onChange(pressed ? null : which)}
        className={clsx(
          THUMB_CLASSES,
          pressed
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-border bg-surface-2 text-foreground hover:bg-surface-3',
        )}
      >
        <Icon className="size-5" aria-hidden="true" fill={pressed ? 'currentColor' : 'none'} />
        {which === 'up' ? t('rating.like') : t('rating.dislike')}
      </button>
    );
  };
  return (
    <div role="group" aria-label={t('rating.groupLabel')} className="flex flex-wrap gap-2">
      {thumb('up')}
      {thumb('down')}
    </div>
  );
}
