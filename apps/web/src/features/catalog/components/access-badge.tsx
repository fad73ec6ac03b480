import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { AccessBadgeKind } from '../lib/access-badge-kind';

const TONES: Record<AccessBadgeKind, string> = {
  free: 'bg-accent text-on-accent',
  trailer: 'border border-foreground/40 text-foreground',
  premium: 'border border-foreground/40 text-foreground',
};

/** Sits in the text under the poster, never over the artwork (whose own words it would cover). */
export function AccessBadge({ kind, className }: { kind: AccessBadgeKind; className?: string }) {
  const { t } = useTranslation('catalog');
  const text: Record<AccessBadgeKind, string> = {
    free: t('badges.free'),
    trailer: t('badges.trailer'),
    premium: t('badges.premium'),
  };
  return (
    <span
      data-access={kind}
      className={clsx(
        'inline-flex h-4 items-center rounded px-1 text-xs leading-none font-bold tracking-wide uppercase',
        TONES[kind],
        className,
      )}
    >
      {text[kind]}
    </span>
  );
}
