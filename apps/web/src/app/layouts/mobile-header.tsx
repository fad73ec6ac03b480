import { clsx } from 'clsx';
import {
  Download,
  House,
  ListVideo,
  LogIn,
  LogOut,
  Search,
  Settings,
  UserCog,
  UserPlus,
  UserRound,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguagePicker } from '@/components/layout/language-picker';
import { Logo } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Avatar } from '@/components/ui/avatar';
import { Dialog } from '@/components/ui/dialog';
import { ProfileAvatar } from '@/components/ui/profile-avatar';
import { useAuth } from '@/hooks/use-auth';
import { useSignOut } from '@/hooks/use-sign-out';
import { HeaderAvatar, KidsBadge } from './header-avatar';
import { KidsProfileCard } from './kids-profile-card';
import { SubscriptionCard } from './subscription-card';

const DRAWER_ITEM =
  'flex h-12 w-full items-center gap-3 rounded-md px-3 text-base font-semibold hover:bg-surface-2 aria-[current=page]:bg-surface-2';

function DrawerLink({
  to,
  icon,
  children,
  onClick,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <NavLink to={to} className={DRAWER_ITEM} onClick={onClick} end>
      {icon}
      {children}
    </NavLink>
  );
}

/** Mobile header (spec §2): logo, search, and the avatar that opens the "My Account" drawer. */
export function MobileHeader() {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const { signOut, isPending } = useSignOut();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const overHero = pathname === '/home';

  function handleClose() {
    setOpen(false);
  }

  async function handleSignOut() {
    await signOut();
    setOpen(false);
  }

  const iconClass = 'size-5 text-muted';
  return (
    <header
      className={clsx(
        'top-0 z-40 pt-[env(safe-area-inset-top)]',
        overHero
          ? 'absolute inset-x-0 bg-gradient-to-b from-background/90 to-transparent'
          : 'sticky border-b border-border/60 bg-background/90 backdrop-blur-md',
      )}
    >
      <div className="flex h-14 items-center gap-2 px-4">
        <Logo to="/home" />
        <Link
          to="/search"
          aria-label={t('nav.searchTitles')}
          className="ml-auto inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-surface-2"
        >
          <Search className="size-5" aria-hidden="true" />
        </Link>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('nav.openAccountMenu')}
          className="inline-flex size-11 items-center justify-center rounded-full"
        >
          {auth.isAuthenticated ? (
            <HeaderAvatar size="sm" />
          ) : (
            <UserRound className="size-6 text-muted" aria-hidden="true" />
          )}
        </button>
      </div>

      <Dialog open={open} onOpenChange={setOpen} title={t('nav.myAccount')} side="right">
        {auth.isAuthenticated ? (
          <>
            {auth.isKids && auth.viewerProfile ? (
              <div className="mb-4 flex items-center gap-3">
                <ProfileAvatar avatar={auth.viewerProfile.avatar} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{auth.viewerProfile.name}</p>
                  <KidsBadge />
                </div>
              </div>
            ) : (
              <div className="mb-4 flex items-center gap-3">
                <Avatar initials={auth.initials} src={auth.avatarUrl} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{auth.displayName}</p>
                  {auth.email ? <p className="truncate text-sm text-muted">{auth.email}</p> : null}
                  {auth.viewerProfile ? (
                    <p className="truncate text-sm text-muted">
                      {t('nav.watchingAs', { name: auth.viewerProfile.name })}
                    </p>
                  ) : null}
                </div>
              </div>
            )}
            <nav aria-label={t('nav.account')}>
              <ul className="space-y-1">
                <li>
                  <DrawerLink
                    to="/home"
                    icon={<House className={iconClass} aria-hidden="true" />}
                    onClick={handleClose}
                  >
                    {t('nav.home')}
                  </DrawerLink>
                </li>
                <li>
                  <DrawerLink
                    to="/my-list"
                    icon={<ListVideo className={iconClass} aria-hidden="true" />}
                    onClick={handleClose}
                  >
                    {t('nav.myList')}
                  </DrawerLink>
                </li>
                {auth.isPremium || auth.isAdmin ? (
                  <li>
                    <DrawerLink
                      to="/downloads"
                      icon={<Download className={iconClass} aria-hidden="true" />}
                      onClick={handleClose}
                    >
                      {t('nav.downloads')}
                    </DrawerLink>
                  </li>
                ) : null}
                {auth.isKids ? (
                  <li>
                    <DrawerLink
                      to="/profiles"
                      icon={<Users className={iconClass} aria-hidden="true" />}
                      onClick={handleClose}
                    >
                      {t('nav.exitKids')}
                    </DrawerLink>
                  </li>
                ) : (
                  <>
                    <li>
                      <DrawerLink
                        to="/profiles"
                        icon={<Users className={iconClass} aria-hidden="true" />}
                        onClick={handleClose}
                      >
                        {t('nav.switchProfile')}
                      </DrawerLink>
                    </li>
                    <li>
                      <DrawerLink
                        to="/profiles/manage"
                        icon={<UserCog className={iconClass} aria-hidden="true" />}
                        onClick={handleClose}
                      >
                        {t('nav.manageProfiles')}
                      </DrawerLink>
                    </li>
                    <li>
                      <DrawerLink
                        to="/settings"
                        icon={<Settings className={iconClass} aria-hidden="true" />}
                        onClick={handleClose}
                      >
                        {t('nav.accountSettings')}
                      </DrawerLink>
                    </li>
                  </>
                )}
                <li>
                  <ThemeToggle withLabel className={DRAWER_ITEM} />
                </li>
                <li>
                  <button type="button" className={DRAWER_ITEM} onClick={handleSignOut} disabled={isPending}>
                    <LogOut className={iconClass} aria-hidden="true" />
                    {isPending ? t('nav.signingOut') : t('nav.logOutButton')}
                  </button>
                </li>
              </ul>
            </nav>
            <div className="mt-6">
              {auth.isKids ? (
                <KidsProfileCard onNavigate={handleClose} />
              ) : (
                <SubscriptionCard premium={auth.isPremium} onNavigate={handleClose} />
              )}
            </div>
            <LanguagePicker className="mt-6" withLabel />
          </>
        ) : (
          <nav aria-label={t('nav.account')}>
            <ul className="space-y-1">
              <li>
                <DrawerLink
                  to="/home"
                  icon={<House className={iconClass} aria-hidden="true" />}
                  onClick={handleClose}
                >
                  {t('nav.home')}
                </DrawerLink>
              </li>
              <li>
                <DrawerLink
                  to="/auth"
                  icon={<LogIn className={iconClass} aria-hidden="true" />}
                  onClick={handleClose}
                >
                  {t('nav.signInButton')}
                </DrawerLink>
              </li>
              <li>
                <DrawerLink
                  to="/register"
                  icon={<UserPlus className={iconClass} aria-hidden="true" />}
                  onClick={handleClose}
                >
                  {t('nav.signUpButton')}
                </DrawerLink>
              </li>
              <li>
                <ThemeToggle withLabel className={DRAWER_ITEM} />
              </li>
            </ul>
            <LanguagePicker className="mt-6" withLabel />
          </nav>
        )}
      </Dialog>
    </header>
  );
}
