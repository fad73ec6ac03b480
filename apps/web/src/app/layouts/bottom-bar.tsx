import { clsx } from 'clsx';
import { Compass, House, ListVideo, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useBottomBarVisible } from '../hooks/use-bottom-bar-visible';

const ITEMS = [
  { to: '/home', label: 'nav.home', icon: House },
  { to: '/browse', label: 'nav.explore', icon: Compass },
  { to: '/my-list', label: 'nav.myList', icon: ListVideo },
  { to: '/profile', label: 'nav.profile', icon: UserRound },
] as const;

/** A Kids profile has no account page: its last item leads out of Kids (issue 16). */
const KIDS_ITEMS = [...ITEMS.slice(0, 3), { to: '/profiles', label: 'nav.exitKids', icon: Users }] as const;

/** Spec §2 mobile bottom bar: Home, Explore, My List, Profile (Exit Kids on a Kids profile); hides while scrolling down. */
export function BottomBar({ kids = false }: { kids?: boolean }) {
  const { t } = useTranslation('common');
  const visible = useBottomBarVisible();
  const items = kids ? KIDS_ITEMS : ITEMS;
  return (
    <nav
      aria-label={t('nav.quickNavigation')}
      data-testid="bottom-bar"
      data-visible={visible}
      className={clsx(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border/60 bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md transition-transform duration-200',
        visible ? 'translate-y-0' : 'translate-y-full',
      )}
    >
      <ul className="grid grid-cols-4">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              tabIndex={visible ? undefined : -1}
              className={({ isActive }) =>
                clsx(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold',
                  isActive ? 'text-foreground' : 'text-muted',
                )
              }
            >
              <Icon className="size-6" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
