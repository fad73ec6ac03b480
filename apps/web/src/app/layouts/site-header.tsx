import { clsx } from 'clsx';
import { Compass, Download, House, ListVideo, Menu, Search } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguagePicker } from '@/components/layout/language-picker';
import { Logo } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { ButtonLink } from '@/components/ui/button';
import { ClientOnly } from '@/components/ui/client-only';
import { Dialog } from '@/components/ui/dialog';
import { useAuth } from '@/hooks/use-auth';
import { HeaderAvatar } from './header-avatar';
import { KidsProfileCard } from './kids-profile-card';
import { SubscriptionCard } from './subscription-card';

const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * The user menu's button as it looks before its menu (Radix) has loaded: signed-in viewers only, fetched with the
 * page rather than in its first load, and drawn in its place meanwhile (and on the server).
 */
function UserMenuPlaceholder() {
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-full">
      <HeaderAvatar size="md" />
    </span>
  );
}

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return clsx(
    'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors',
    isActive ? 'bg-surface-2 text-foreground' : 'text-muted hover:bg-surface-2 hover:text-foreground',
  );
}

function navItems(
  signedIn: boolean,
  downloads: boolean,
): {
  to: string;
  label: 'nav.home' | 'nav.browse' | 'nav.myList' | 'nav.downloads';
  icon: typeof House;
}[] {
  return [
    { to: '/home', label: 'nav.home' as const, icon: House },
    { to: '/browse', label: 'nav.browse' as const, icon: Compass },
    ...(signedIn ? [{ to: '/my-list', label: 'nav.myList' as const, icon: ListVideo }] : []),
    // Downloads come with Premium (issue 17).
    ...(signedIn && downloads ? [{ to: '/downloads', label: 'nav.downloads' as const, icon: Download }] : []),
  ];
}

/**
 * Desktop header (spec §2): sticky (over the hero, transparent, on /home), Home / Browse / My List (signed in), a
 * search icon, the user menu or Sign In and Sign Up. Narrow windows get a drawer with the subscription card.
 */
export function SiteHeader() {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const overHero = pathname === '/home';
  const items = navItems(auth.isAuthenticated, auth.isPremium || auth.isAdmin);

  function handleCloseDrawer() {
    setDrawerOpen(false);
  }

  return (
    <header
      className={clsx(
        'top-0 z-40',
        overHero
          ? 'absolute inset-x-0 bg-gradient-to-b from-background/90 via-background/40 to-transparent'
          : 'sticky border-b border-border/60 bg-background/85 backdrop-blur-md supports-[not(backdrop-filter:blur(1px))]:bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-10">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-surface-2 md:hidden"
          aria-label={t('nav.openMenu')}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <Logo to="/home" />
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClasses}>
                  <Icon className="size-5" aria-hidden="true" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link
            to="/search"
            aria-label={t('nav.searchTitles')}
            className="inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-foreground"
          >
            <Search className="size-5" aria-hidden="true" />
          </Link>
          <LanguagePicker compact className="max-lg:hidden" />
          <ThemeToggle />
          {auth.isAuthenticated ? (
            <ClientOnly fallback={<UserMenuPlaceholder />}>
              <UserMenu />
            </ClientOnly>
          ) : (
            <>
              <ButtonLink to="/auth" variant="ghost" size="sm">
                {t('nav.signInButton')}
              </ButtonLink>
              <ButtonLink to="/register" size="sm" className="max-sm:hidden">
                {t('nav.signUpButton')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>

      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen} title={t('nav.menu')} side="left">
        <nav aria-label={t('nav.mainMenu')}>
          <ul className="space-y-1">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className={navLinkClasses} onClick={handleCloseDrawer}>
                  <Icon className="size-5" aria-hidden="true" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          {auth.isKids ? (
            <KidsProfileCard onNavigate={handleCloseDrawer} />
          ) : auth.isAuthenticated ? (
            <SubscriptionCard premium={auth.isPremium} onNavigate={handleCloseDrawer} />
          ) : (
            <div className="flex flex-col gap-2">
              <ButtonLink to="/auth" variant="secondary" onClick={handleCloseDrawer}>
                {t('nav.signInButton')}
              </ButtonLink>
              <ButtonLink to="/register" onClick={handleCloseDrawer}>
                {t('nav.signUpButton')}
              </ButtonLink>
            </div>
          )}
        </div>
        <LanguagePicker className="mt-6" withLabel />
      </Dialog>
    </header>
  );
}
