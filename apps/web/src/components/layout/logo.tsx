import { clsx } from 'clsx';
import { AppLink } from '@/components/ui/app-link';
import { SITE_NAME, SITE_TAGLINE } from '@/lib/site';

/** Play mark + wordmark, linking to `to` (the landing page by default); the tagline beside it on wide screens. */
export function Logo({
  to = '/',
  className,
  showTagline = false,
}: {
  to?: string;
  className?: string;
  showTagline?: boolean;
}) {
  return (
    <div className={clsx('flex min-w-0 items-center gap-4', className)}>
      <AppLink
        to={to}
        className="inline-flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight"
      >
        <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id="mzansi-logo-gradient" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#3b82f6" />
              <stop offset="1" stopColor="#10b981" />
            </linearGradient>
          </defs>
          <rect width="64" height="64" rx="14" className="fill-surface-2" />
          <path
            d="M24 17.5v29a2 2 0 0 0 3.05 1.7l23.2-14.5a2 2 0 0 0 0-3.4L27.05 15.8A2 2 0 0 0 24 17.5Z"
            fill="url(#mzansi-logo-gradient)"
          />
        </svg>
        <span className="text-lg">{SITE_NAME}</span>
      </AppLink>
      {showTagline ? (
        <p className="hidden truncate border-l border-border pl-4 text-xs text-muted xl:block">
          {SITE_TAGLINE}
        </p>
      ) : null}
    </div>
  );
}
