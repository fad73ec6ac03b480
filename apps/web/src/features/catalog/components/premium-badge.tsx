import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** `decorative` hides it from screen readers where the same word is already said in text nearby. */
export function PremiumBadge({
  className,
  decorative = false,
}: {
  className?: string;
  decorative?: boolean;
}) {
  const { t } = useTranslation('catalog');
  return (
    <span
      aria-hidden={decorative || undefined}
      className={clsx(
        'inline-flex h-5 items-center rounded bg-accent px-1.5 text-xs leading-none font-bold tracking-wide text-on-accent uppercase',
        className,
      )}
    >
      {t('badges.premium')}
    </span>
  );
}
