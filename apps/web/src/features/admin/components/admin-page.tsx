import { ROLES, type Role } from '@mzansi/contracts/roles';
import { formatDate } from '@mzansi/i18n/format';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { useAdminUsers, useRevokePremium, useSetUserRoles, type AdminUser } from '../api/admin-users';

const ROLE_NAMES = {
  user: 'roles.names.user',
  creator: 'roles.names.creator',
  moderator: 'roles.names.moderator',
  admin: 'roles.names.admin',
} as const satisfies Record<Role, string>;
const ROLE_HINTS = {
  user: 'roles.hints.user',
  creator: 'roles.hints.creator',
  moderator: 'roles.hints.moderator',
  admin: 'roles.hints.admin',
} as const satisfies Record<Role, string>;

function sameRoles(a: readonly Role[], b: readonly Role[]) {
  return a.length === b.length && a.every((role) => b.includes(role));
}

function UserRow({ user, self }: { user: AdminUser; self: boolean }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const save = useSetUserRoles();
  const revoke = useRevokePremium();
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  // After a revoke the button is gone (the user is no longer Premium): focus goes back to the user's name.
  const nameRef = useRef<HTMLElement>(null);
  const changed = !sameRoles(roles, user.roles);
  const label = user.username ?? user.email;

  function toggle(role: Role) {
    setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));
  }

  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="py-3 pr-4 text-left font-normal">
        <span ref={nameRef} tabIndex={-1} className="block font-semibold focus:outline-none">
          {label}
        </span>
        <span className="block text-xs text-muted">{user.email}</span>
        <span className="mt-1 flex flex-wrap gap-1 text-xs">
          <span className="rounded bg-surface-3 px-1.5 py-0.5">
            {user.is_premium ? t('badges.premium') : t('badges.free')}
          </span>
          {user.confirmed ? null : (
            <span className="rounded bg-surface-3 px-1.5 py-0.5">{t('badges.unconfirmed')}</span>
          )}
          {user.banned ? (
            <span className="rounded bg-danger/20 px-1.5 py-0.5">{t('badges.banned')}</span>
          ) : null}
        </span>
      </th>
      <td className="py-3 pr-4">
        <fieldset>
          <legend className="sr-only">{t('roles.legend', { name: label })}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {ROLES.map((role) => (
              <label
                key={role}
                className="inline-flex items-center gap-2 text-sm capitalize"
                title={t(ROLE_HINTS[role])}
              >
                <input
                  type="checkbox"
                  checked={roles.includes(role)}
                  onChange={() => toggle(role)}
                  disabled={self && role === 'admin'}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {t(ROLE_NAMES[role])}
              </label>
            ))}
          </div>
        </fieldset>
        {roles.length === 0 ? <p className="mt-1 text-xs text-danger">{t('roles.keepOne')}</p> : null}
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-muted">
        {formatDate(language, user.created_at, { day: 'numeric', month: 'short', year: 'numeric' })}
      </td>
      <td className="space-y-2 py-3 text-right">
        {user.is_premium ? (
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setConfirmingRevoke(true)}
              aria-label={t('revoke.label', { name: label })}
            >
              {t('revoke.button')}
            </Button>
          </div>
        ) : null}
        <ConfirmDialog
          open={confirmingRevoke}
          onOpenChange={setConfirmingRevoke}
          title={t('revoke.title')}
          description={t('revoke.description', { name: label, email: user.email })}
          confirmLabel={t('revoke.button')}
          cancelLabel={t('revoke.keep')}
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate(user.id, { onSettled: () => setConfirmingRevoke(false) })}
          fallbackFocus={() => nameRef.current}
        />
        <Button
          size="sm"
          onClick={() => save.mutate({ id: user.id, roles })}
          disabled={!changed || roles.length === 0 || save.isPending}
          aria-label={t('roles.saveLabel', { name: label })}
        >
          {save.isPending ? <Spinner className="size-4" /> : null}
          {t('roles.save')}
        </Button>
      </td>
    </tr>
  );
}

function UserTable() {
  const { t } = useTranslation('admin');
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isFetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useAdminUsers();
  const selfId = useAuthStore((state) => state.user?.id);
  if (isPending) return <LoadingState label={t('users.loading')} />;
  if (isError) {
    return (
      <QueryErrorState
        variant="compact"
        title={t('users.loadError')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const users = data.pages.flatMap((page) => page.items);
  return (
    <>
      <div className="overflow-x-auto rounded-2xl border border-border bg-surface p-4">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{t('users.caption')}</caption>
          <thead>
            <tr className="text-left text-xs text-muted uppercase">
              <th scope="col" className="pb-2">
                {t('users.columns.user')}
              </th>
              <th scope="col" className="pb-2">
                {t('users.columns.roles')}
              </th>
              <th scope="col" className="pb-2">
                {t('users.columns.joined')}
              </th>
              <th scope="col" className="pb-2 text-right">
                <span className="sr-only">{t('users.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <UserRow key={`${user.id}:${user.roles.join(',')}`} user={user} self={user.id === selfId} />
            ))}
          </tbody>
        </table>
      </div>
      {hasNextPage ? (
        <div className="mt-4">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('users.loadingMore') : t('users.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * /admin (admin only): users and their roles, and the studio (every upload and title). The studio is its own
 * feature; the route table hands it in (features do not import each other).
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
          <ErrorBoundary level="section" name={t('users.sectionName')}>
            <UserTable />
          </ErrorBoundary>
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
