import { Link } from 'react-router';
import { SITE_NAME, SUPPORT_MAILTO } from '@/lib/site';

interface FooterLink {
  label: string;
  /** a route of the app, or an external href (mailto:) */
  to: string;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Discover',
    links: [
      { label: 'Home', to: '/home' },
      { label: 'Browse', to: '/browse' },
      { label: 'Search', to: '/search' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', to: '/auth' },
      { label: 'Sign up', to: '/register' },
      { label: 'Plans', to: '/pricing' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact support', to: SUPPORT_MAILTO },
      { label: 'Accessibility', to: '/accessibility' },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
    ],
  },
];

const LINK_CLASSES = 'rounded text-sm text-muted hover:text-foreground';

/** Footer with the spec's Discover, Account and Support columns (spec §2). */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border/60 bg-surface">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-10">
        <div>
          <p className="text-base font-bold">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-muted">Local stories, streaming from Mzansi to the world.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.to.startsWith('/') ? (
                    <Link to={link.to} className={LINK_CLASSES}>
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.to} className={LINK_CLASSES}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto max-w-[1440px] px-4 pb-8 text-xs text-muted sm:px-6 lg:px-10">
        © {new Date().getFullYear()} {SITE_NAME}. Made in South Africa.
      </p>
    </footer>
  );
}
