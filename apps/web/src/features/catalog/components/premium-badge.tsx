import { clsx } from 'clsx';

export function PremiumBadge({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex h-5 items-center rounded bg-accent px-1.5 text-xs leading-none font-bold tracking-wide text-on-accent uppercase',
        className,
      )}
    >
      Premium
    </span>
  );
}
