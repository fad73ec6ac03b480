import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import {
  Clapperboard,
  CreditCard,
  ExternalLink,
  LifeBuoy,
  LogOut,
  Settings,
  Shield,
  User,
  UserCog,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/profile-avatar';
import { useAuth } from '@/hooks/use-auth';
import { useSignOut } from '@/hooks/use-sign-out';
import { HELP_CENTER_URL } from '@/lib/site';
import { HeaderAvatar, KidsBadge } from './header-avatar';

const ITEM =
  'flex h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none select-none data-[highlighted]:bg-surface-3 data-[disabled]:cursor-default data-[disabled]:opacity-60';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={ITEM}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * Spec §2 user menu: Profile, Subscription, Settings, Help Center (external) and Log out; with viewer profiles
 * (issue 16) the profile watching, Switch profile and Manage profiles. A Kids profile sees only its own name, Exit
 * Kids, help and Log out: no account, billing, studio or admin.
 */
export function UserMenu() {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const { signOut, isPending } = useSignOut();
  const iconClass = 'size-4 text-muted';
  const profile = auth.viewerProfile;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('nav.accountMenuFor', { name: auth.displayName })}
        className="inline-flex size-11 items-center justify-center rounded-full data-[state=open]:ring-2 data-[state=open]:ring-primary"
      >
        <HeaderAvatar size="md" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[70] w-64 rounded-xl border border-border bg-surface-2 p-1.5 text-foreground shadow-2xl"
        >
          {auth.isKids && profile ? (
            <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
              <ProfileAvatar avatar={profile.avatar} size="md" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold">{profile.name}</span>
                <KidsBadge />
              </span>
            </DropdownMenu.Label>
          ) : (
            <DropdownMenu.Label className="px-3 py-2">
              <span className="block truncate text-sm font-semibold">{auth.displayName}</span>
              {auth.email ? <span className="block truncate text-xs text-muted">{auth.email}</span> : null}
              <span
                className={clsx(
                  'mt-1 inline-block rounded px-1.5 py-0.5 text-xs font-semibold',
                  auth.isPremium ? 'bg-accent text-on-accent' : 'bg-surface-3 text-muted',
                )}
              >
                {auth.isPremium ? t('plan.premium') : t('plan.freeTier')}
              </span>
              {profile ? (
                <span className="mt-2 flex items-center gap-2 text-xs text-muted">
                  <ProfileAvatar avatar={profile.avatar} size="xs" />
                  <span className="truncate">{t('nav.watchingAs', { name: profile.name })}</span>
                </span>
              ) : null}
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {auth.isKids ? (
            <MenuLink to="/profiles" icon={<Users className={iconClass} aria-hidden="true" />}>
              {t('nav.exitKids')}
            </MenuLink>
          ) : (
            <>
              <MenuLink to="/profiles" icon={<Users className={iconClass} aria-hidden="true" />}>
                {t('nav.switchProfile')}
              </MenuLink>
              <MenuLink to="/profiles/manage" icon={<UserCog className={iconClass} aria-hidden="true" />}>
                {t('nav.manageProfiles')}
              </MenuLink>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <MenuLink to="/profile" icon={<User className={iconClass} aria-hidden="true" />}>
                {t('nav.profile')}
              </MenuLink>
              <MenuLink to="/subscription" icon={<CreditCard className={iconClass} aria-hidden="true" />}>
                {t('nav.subscription')}
              </MenuLink>
              <MenuLink to="/settings" icon={<Settings className={iconClass} aria-hidden="true" />}>
                {t('nav.settings')}
              </MenuLink>
              {auth.hasAnyRole(['creator']) && !auth.isAdmin ? (
                <MenuLink to="/studio" icon={<Clapperboard className={iconClass} aria-hidden="true" />}>
                  {t('nav.studio')}
                </MenuLink>
              ) : null}
              {auth.isAdmin || auth.hasRole('moderator') ? (
                // A moderator's way into the admin area is the part of it they may open: moderation first.
                <MenuLink
                  to={auth.isAdmin ? '/admin' : '/admin/moderation'}
                  icon={<Shield className={iconClass} aria-hidden="true" />}
                >
                  {t('nav.admin')}
                </MenuLink>
              ) : null}
            </>
          )}
          <DropdownMenu.Item asChild className={ITEM}>
            <a href={HELP_CENTER_URL} target="_blank" rel="noreferrer">
              <LifeBuoy className={iconClass} aria-hidden="true" />
              {t('nav.helpCenter')}
              <ExternalLink className="ml-auto size-3.5 text-muted" aria-hidden="true" />
              <span className="sr-only">{t('nav.opensInNewTab')}</span>
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={ITEM}
            disabled={isPending}
            onSelect={(event) => {
              event.preventDefault();
              void signOut();
            }}
          >
            <LogOut className={iconClass} aria-hidden="true" />
            {isPending ? t('nav.signingOut') : t('nav.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
