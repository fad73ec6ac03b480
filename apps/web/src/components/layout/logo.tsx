import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { SITE_NAME } from '@/lib/site';

/**
 * Play mark + wordmark, linking to `to` (the landing page by default), with the tagline (spec §1) in every header:
 * under the wordmark in two short lines on narrow and medium screens, beside it from `xl` up, where there is room.
 * The link's name stays the site's name; the tagline is read as the text after it.
 */
export function Logo({
  to = '/',
  className,
  showTagline = true,
}: {
  to?: string;
  className?: string;
  showTagline?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={clsx('flex min-w-0 items-center gap-4', className)}>
      <AppLink
        to={to}
        aria-label={SITE_NAME}
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
        <span className="flex flex-col">
          <span className="text-lg leading-5">{SITE_NAME}</span>
          {showTagline ? (
            <span
              aria-hidden="true"
              data-testid="logo-tagline-stacked"
              className="max-w-[10rem] text-xs leading-[14px] font-normal tracking-normal text-muted xl:hidden"
            >
              {t('site.tagline')}
            </span>
          ) : null}
        </span>
      </AppLink>
      {showTagline ? (
        <p
          data-testid="logo-tagline"
          className="max-xl:sr-only border-l border-border pl-4 text-xs text-muted"
        >
          {t('site.tagline')}
        </p>
      ) : null}
    </div>
  );
}
