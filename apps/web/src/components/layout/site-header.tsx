import { clsx } from 'clsx';
import { House } from 'lucide-react';
import { NavLink } from 'react-router';
import { Logo } from './logo';

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return clsx(
    'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors',
    isActive ? 'bg-surface-2 text-foreground' : 'text-muted hover:bg-surface-2 hover:text-foreground',
  );
}

/** The shell's header. Search, My List and the account menu arrive with their features. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur-md supports-[not(backdrop-filter:blur(1px))]:bg-background">
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-6 px-4 sm:px-6 lg:px-10">
        <Logo to="/home" />
        <nav aria-label="Main">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/home" className={navLinkClasses}>
                <House className="size-5" aria-hidden="true" />
                Home
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
