import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The admin area's sections. Each admin page (a feature of its own) draws this at its top. */
const SECTIONS = [
  { to: '/admin', label: 'adminNav.dashboard' },
  { to: '/admin/users', label: 'adminNav.users' },
  { to: '/admin/ads', label: 'adminNav.ads' },
] as const;

export function AdminNav() {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('adminNav.label')} className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b border-border">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end
              className={({ isActive }) =>
                clsx(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted hover:text-foreground',
                )
              }
            >
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
