import { clsx } from 'clsx';
import { Compass, House, ListVideo, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useBottomBarVisible } from '../hooks/use-bottom-bar-visible';

const ITEMS = [
  { to: '/home', label: 'nav.home', icon: House },
  { to: '/browse', label: 'nav.explore', icon: Compass },
  { to: '/my-list', label: 'nav.myList', icon: ListVideo },
  { to: '/profile', label: 'nav.profile', icon: UserRound },
] as const;

/** Spec §2 mobile bottom bar: Home, Explore, My List, Profile; hides while scrolling down. */
export function BottomBar() {
  const { t } = useTranslation('common');
  const visible = useBottomBarVisible();
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
        {ITEMS.map(({ to, label, icon: Icon }) => (
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
