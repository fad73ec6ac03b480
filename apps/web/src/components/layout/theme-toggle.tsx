import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/hooks/use-theme';
import {
  THEME_LABEL_TO_DARK_ATTRIBUTE,
  THEME_LABEL_TO_LIGHT_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
  themeToggleLabel,
  toggleTheme,
} from '@/lib/theme';

/**
 * Spec §4: the quick dark/light toggle in every header. It stores an explicit "dark" or "light" under the theme key,
 * the same key the light/dark/system setting on /settings writes (D57). Shows the theme it switches to.
 */
export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { t } = useTranslation('common');
  const { theme } = useTheme();
  const labels = { toLight: t('theme.toLight'), toDark: t('theme.toDark') };
  const label = themeToggleLabel(theme, labels);
  const iconClasses = clsx('size-5', withLabel && 'text-muted');
  return (
    <button
      type="button"
      onClick={toggleTheme}
      // The landing page's own script finds it by this where React does not run (landing-islands.ts).
      {...{
        [THEME_TOGGLE_ATTRIBUTE]: withLabel ? 'label' : 'icon',
        [THEME_LABEL_TO_LIGHT_ATTRIBUTE]: labels.toLight,
        [THEME_LABEL_TO_DARK_ATTRIBUTE]: labels.toDark,
      }}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      className={
        className ??
        'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-foreground'
      }
    >
      {/* Both icons, one shown by the theme class on <html>: right from the first paint of a server-drawn page,
          before the script knows the device's theme (the label follows once it does). */}
      <Sun className={clsx(iconClasses, 'light:hidden')} aria-hidden="true" />
      <Moon className={clsx(iconClasses, 'hidden light:block')} aria-hidden="true" />
      {withLabel ? label : null}
    </button>
  );
}
