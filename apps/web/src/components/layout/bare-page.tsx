import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/**
 * The frame of the pages without the shell (spec §2: auth, pricing, subscription, payment-cancel): logo, the page,
 * and a short line of links. Focused on one task, nothing else to click.
 */
export function BarePage({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_14%,transparent),transparent_55%)]">
      <SkipLink />
      <header className="mx-auto flex h-16 w-full max-w-[1440px] items-center justify-between gap-4 px-4 sm:px-6 lg:px-10">
        <Logo to="/home" />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {aside}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-8 focus:outline-none sm:px-6">
        {children}
      </main>
      <footer className="px-4 py-6 text-center text-xs text-muted">
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
            <li>
              <Link to="/terms" className="rounded hover:text-foreground">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="rounded hover:text-foreground">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/cookies" className="rounded hover:text-foreground">
                {t('footer.cookies')}
              </Link>
            </li>
            <li>
              <Link to="/accessibility" className="rounded hover:text-foreground">
                {t('footer.accessibility')}
              </Link>
            </li>
            <li>
              <Link to="/feedback" className="rounded hover:text-foreground">
                {t('footer.feedback')}
              </Link>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}

/** The standard width and heading block of a page inside the shell. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
        {description ? <p className="mt-1 text-base text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export const PAGE_CONTAINER = 'mx-auto max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10';
