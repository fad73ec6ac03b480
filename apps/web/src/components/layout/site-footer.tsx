import { HELP_CENTER_URL, SITE_NAME, SITE_TAGLINE, SUPPORT_EMAIL } from '@mzansi/contracts/routes';
import { AppLink } from '@/components/ui/app-link';
import { LanguagePicker } from './language-picker';

interface FooterLink {
  label: string;
  /** a route of the app, or an external href (mailto:, https:) */
  to: string;
}

function columns(signedIn: boolean): { title: string; links: FooterLink[] }[] {
  return [
    {
      title: 'Discover',
      links: [
        { label: 'Home', to: '/home' },
        { label: 'Browse', to: '/browse' },
        { label: 'Discover', to: '/discover' },
        { label: 'Library', to: '/library' },
        { label: 'Search', to: '/search' },
      ],
    },
    {
      title: 'Account',
      links: signedIn
        ? [
            { label: 'Profile', to: '/profile' },
            { label: 'My List', to: '/my-list' },
            { label: 'Subscription', to: '/subscription' },
            { label: 'Settings', to: '/settings' },
          ]
        : [
            { label: 'Sign in', to: '/auth' },
            { label: 'Sign up', to: '/register' },
            { label: 'Plans', to: '/pricing' },
          ],
    },
    {
      title: 'Support',
      links: [
        { label: 'Help Center', to: HELP_CENTER_URL },
        { label: 'Contact support', to: `mailto:${SUPPORT_EMAIL}` },
        { label: 'Feedback', to: '/feedback' },
        { label: 'Accessibility', to: '/accessibility' },
        { label: 'Terms', to: '/terms' },
        { label: 'Privacy', to: '/privacy' },
        { label: 'Cookies', to: '/cookies' },
        { label: 'Site map', to: '/sitemap' },
      ],
    },
  ];
}

const LINK_CLASSES = 'rounded text-sm text-muted hover:text-foreground';

/** Footer with the spec's Discover, Account and Support columns (spec §2). */
export function SiteFooter({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <footer className="mt-16 border-t border-border/60 bg-surface">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-10">
        <div>
          <p className="text-base font-bold">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-muted">{SITE_TAGLINE}</p>
          <LanguagePicker className="mt-4" withLabel />
        </div>
        {columns(signedIn).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.to.startsWith('/') ? (
                    <AppLink to={link.to} className={LINK_CLASSES}>
                      {link.label}
                    </AppLink>
                  ) : link.to.startsWith('http') ? (
                    <a href={link.to} className={LINK_CLASSES} target="_blank" rel="noreferrer">
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
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
