import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { UsersList } from './users-list';

function UsersSection() {
  const { t } = useTranslation('admin');
  return (
    <ErrorBoundary level="section" name={t('users.sectionName')}>
      <UsersList />
    </ErrorBoundary>
  );
}

/** /admin/users (moderators and admins): find accounts by e-mail or name, filter, sort, open one. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader title={t('users.heading')} description={t('users.description')} />
      <UsersSection />
    </div>
  );
}

/**
 * /admin (admins): for now the user list, and the studio (every upload and title) under it, until the dashboard
 * takes this address. The studio is its own feature; the route table hands it in (features do not import each other).
 */
export function AdminPage({ studio }: { studio?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="grid gap-12">
        <section aria-labelledby="admin-users">
          <h2 id="admin-users" className="mb-3 text-xl font-bold">
            {t('users.heading')}
          </h2>
          <UsersSection />
        </section>
        {studio ? (
          <section aria-labelledby="admin-studio" className="grid gap-6">
            <h2 id="admin-studio" className="text-2xl font-bold">
              {t('studioHeading')}
            </h2>
            {studio}
          </section>
        ) : null}
      </div>
    </div>
  );
}
