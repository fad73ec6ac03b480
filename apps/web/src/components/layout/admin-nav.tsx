import type { Role } from '@mzansi/contracts/roles';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '@/hooks/use-auth';

/**
 * The admin area's sections, each with the roles that may open it (the route table's rule for its page). Each admin
 * page (a feature of its own) draws this at its top; a moderator sees only what a moderator may open.
 */
const SECTIONS = [
  { to: '/admin', label: 'adminNav.users', roles: ['admin'] },
  { to: '/admin/ads', label: 'adminNav.ads', roles: ['admin'] },
  { to: '/admin/moderation', label: 'adminNav.moderation', roles: ['moderator', 'admin'] },
] as const satisfies readonly { to: string; label: string; roles: readonly Role[] }[];

export function AdminNav() {
  const { t } = useTranslation('common');
  const { roles } = useAuth();
  const sections = SECTIONS.filter((section) =>
    (section.roles as readonly Role[]).some((role) => roles.includes(role)),
  );
  return (
    <nav aria-label={t('adminNav.label')} className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b border-border">
        {sections.map((section) => (
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
