import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { UsersList } from './users-list';

/** /admin/users (moderators and admins): find accounts by e-mail or name, filter, sort, open one. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader title={t('users.heading')} description={t('users.description')} />
      <ErrorBoundary level="section" name={t('users.sectionName')}>
        <UsersList />
      </ErrorBoundary>
    </div>
  );
}
