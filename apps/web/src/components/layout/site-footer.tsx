import { HELP_CENTER_URL, SITE_NAME, SUPPORT_EMAIL } from '@mzansi/contracts/routes';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { LanguagePicker } from './language-picker';

/** A footer label: a key of the common namespace (literal, so the catalogue check sees it). */
type FooterLabel =
  | 'nav.home'
  | 'nav.browse'
  | 'nav.discover'
  | 'nav.library'
  | 'nav.search'
  | 'nav.profile'
  | 'nav.myList'
  | 'nav.subscription'
  | 'nav.settings'
  | 'nav.signIn'
  | 'nav.signUp'
  | 'nav.plans'
  | 'nav.exitKids'
  | 'nav.helpCenter'
  | 'footer.contactSupport'
  | 'footer.feedback'
  | 'footer.accessibility'
  | 'footer.terms'
  | 'footer.privacy'
  | 'footer.cookies'
  | 'footer.siteMap';

interface FooterLink {
  label: FooterLabel;
  /** a route of the app, or an external href (mailto:, https:) */
  to: string;
}

/** The Account column: a Kids profile's has its list and the way out of Kids only (issue 16). */
function accountLinks(signedIn: boolean, kids: boolean): FooterLink[] {
  if (signedIn && kids) {
    return [
      { label: 'nav.myList', to: '/my-list' },
      { label: 'nav.exitKids', to: '/profiles' },
    ];
  }
  return signedIn
    ? [
        { label: 'nav.profile', to: '/profile' },
        { label: 'nav.myList', to: '/my-list' },
        { label: 'nav.subscription', to: '/subscription' },
        { label: 'nav.settings', to: '/settings' },
      ]
    : [
        { label: 'nav.signIn', to: '/auth' },
        { label: 'nav.signUp', to: '/register' },
        { label: 'nav.plans', to: '/pricing' },
      ];
}

function columns(
  signedIn: boolean,
  kids: boolean,
): { title: 'footer.discover' | 'footer.account' | 'footer.support'; links: FooterLink[] }[] {
  return [
    {
      title: 'footer.discover',
      links: [
        { label: 'nav.home', to: '/home' },
        { label: 'nav.browse', to: '/browse' },
        { label: 'nav.discover', to: '/discover' },
        { label: 'nav.library', to: '/library' },
        { label: 'nav.search', to: '/search' },
      ],
    },
    { title: 'footer.account', links: accountLinks(signedIn, kids) },
    {
      title: 'footer.support',
      links: [
        { label: 'nav.helpCenter', to: HELP_CENTER_URL },
        { label: 'footer.contactSupport', to: `mailto:${SUPPORT_EMAIL}` },
        { label: 'footer.feedback', to: '/feedback' },
        { label: 'footer.accessibility', to: '/accessibility' },
        { label: 'footer.terms', to: '/terms' },
        { label: 'footer.privacy', to: '/privacy' },
        { label: 'footer.cookies', to: '/cookies' },
        { label: 'footer.siteMap', to: '/sitemap' },
      ],
    },
  ];
}

const LINK_CLASSES = 'rounded text-sm text-muted hover:text-foreground';

/** Footer with the spec's Discover, Account and Support columns (spec §2). */
export function SiteFooter({ signedIn = false, kids = false }: { signedIn?: boolean; kids?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <footer className="mt-16 border-t border-border/60 bg-surface">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-10">
        <div>
          <p className="text-base font-bold">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-muted">{t('site.tagline')}</p>
          <LanguagePicker className="mt-4" withLabel />
        </div>
        {columns(signedIn, kids).map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.to.startsWith('/') ? (
                    <AppLink to={link.to} className={LINK_CLASSES}>
                      {t(link.label)}
                    </AppLink>
                  ) : link.to.startsWith('http') ? (
                    <a href={link.to} className={LINK_CLASSES} target="_blank" rel="noreferrer">
                      {t(link.label)}
                      <span className="sr-only"> {t('nav.opensInNewTab')}</span>
                    </a>
                  ) : (
                    <a href={link.to} className={LINK_CLASSES}>
                      {t(link.label)}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto max-w-[1440px] px-4 pb-8 text-xs text-muted sm:px-6 lg:px-10">
        {t('site.copyright', { year: String(new Date().getFullYear()), site: SITE_NAME })}
      </p>
    </footer>
  );
}
