import { hasAnyRole, type Role } from '@mzansi/contracts/roles';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuthStore } from '@/stores/auth-store';

/**
 * The admin area's sections, each shown to those who may open it (the same roles as its route in the contracts'
 * route table). Each admin page (a feature of its own) draws this at its top; a moderator sees only what a moderator
 * may open.
 */
const SECTIONS: ReadonlyArray<{
  to: string;
  label:
    | 'adminNav.dashboard'
    | 'adminNav.users'
    | 'adminNav.content'
    | 'adminNav.moderation'
    | 'adminNav.ads'
    | 'adminNav.feedback'
    | 'adminNav.errors'
    | 'adminNav.audit';
  roles: Role[];
  end: boolean;
}> = [
  { to: '/admin', label: 'adminNav.dashboard', roles: ['admin'], end: true },
  // The user pages (/admin/users/:id) belong to Users: not `end`.
  { to: '/admin/users', label: 'adminNav.users', roles: ['moderator', 'admin'], end: false },
  // Everyone's uploads and titles: the studio, as admins see it.
  { to: '/studio', label: 'adminNav.content', roles: ['admin'], end: false },
  { to: '/admin/moderation', label: 'adminNav.moderation', roles: ['moderator', 'admin'], end: true },
  { to: '/admin/ads', label: 'adminNav.ads', roles: ['admin'], end: true },
  // The feedback item pages (/admin/feedback/:id) belong to Feedback: not `end`.
  { to: '/admin/feedback', label: 'adminNav.feedback', roles: ['admin'], end: false },
  { to: '/admin/errors', label: 'adminNav.errors', roles: ['admin'], end: true },
  { to: '/admin/audit', label: 'adminNav.audit', roles: ['admin'], end: true },
];

export function AdminNav() {
  const { t } = useTranslation('common');
  const roles = useAuthStore((state) => state.roles);
  const sections = SECTIONS.filter((section) => hasAnyRole(roles, section.roles));
  return (
    <nav aria-label={t('adminNav.label')} className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b border-border">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
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
