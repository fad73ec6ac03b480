import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '@/lib/theme';

/** The toggle's words, in one place (issue 16 translates them). */
const THEME_TOGGLE_COPY = {
  toLight: 'Switch to light theme',
  toDark: 'Switch to dark theme',
} as const;

/**
 * Spec §4: the quick dark/light toggle in every header. It stores an explicit "dark" or "light" under the theme key,
 * the same key the light/dark/system setting on /settings writes (D57). Shows the theme it switches to.
 */
export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { theme } = useTheme();
  const label = theme === 'dark' ? THEME_TOGGLE_COPY.toLight : THEME_TOGGLE_COPY.toDark;
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      className={
        className ??
        'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-foreground'
      }
    >
      <Icon className={clsx('size-5', withLabel && 'text-muted')} aria-hidden="true" />
      {withLabel ? label : null}
    </button>
  );
}
