import { formatDate } from '@mzansi/contracts/format';
import { ROLES, type Role } from '@mzansi/contracts/roles';
import { useRef, useState, type ReactNode } from 'react';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/stores/auth-store';
import { useAdminUsers, useRevokePremium, useSetUserRoles, type AdminUser } from '../api/admin-users';

const ROLE_HINTS: Record<Role, string> = {
  user: 'watch, list, rate',
  creator: 'upload and manage own titles',
  moderator: 'moderate content, manage users',
  admin: 'everything',
};

function sameRoles(a: readonly Role[], b: readonly Role[]) {
  return a.length === b.length && a.every((role) => b.includes(role));
}

function UserRow({ user, self }: { user: AdminUser; self: boolean }) {
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
          <span className="rounded bg-surface-3 px-1.5 py-0.5">{user.is_premium ? 'Premium' : 'Free'}</span>
          {user.confirmed ? null : <span className="rounded bg-surface-3 px-1.5 py-0.5">Unconfirmed</span>}
          {user.banned ? <span className="rounded bg-danger/20 px-1.5 py-0.5">Banned</span> : null}
        </span>
      </th>
      <td className="py-3 pr-4">
        <fieldset>
          <legend className="sr-only">Roles of {label}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {ROLES.map((role) => (
              <label
                key={role}
                className="inline-flex items-center gap-2 text-sm capitalize"
                title={ROLE_HINTS[role]}
              >
                <input
                  type="checkbox"
                  checked={roles.includes(role)}
                  onChange={() => toggle(role)}
                  disabled={self && role === 'admin'}
                  className="size-4 accent-[var(--color-primary)]"
                />
                {role}
              </label>
            ))}
          </div>
        </fieldset>
        {roles.length === 0 ? <p className="mt-1 text-xs text-danger">Keep at least one role.</p> : null}
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-muted">{formatDate(user.created_at)}</td>
      <td className="space-y-2 py-3 text-right">
        {user.is_premium ? (
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setConfirmingRevoke(true)}
              aria-label={`Revoke Premium of ${label}`}
            >
              Revoke Premium
            </Button>
          </div>
        ) : null}
        <ConfirmDialog
          open={confirmingRevoke}
          onOpenChange={setConfirmingRevoke}
          title="Revoke Premium?"
          description={`${label} (${user.email}) loses Premium now and moves to the Free Tier.`}
          confirmLabel="Revoke Premium"
          cancelLabel="Keep Premium"
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate(user.id, { onSettled: () => setConfirmingRevoke(false) })}
          fallbackFocus={() => nameRef.current}
        />
        <Button
          size="sm"
          onClick={() => save.mutate({ id: user.id, roles })}
          disabled={!changed || roles.length === 0 || save.isPending}
          aria-label={`Save roles of ${label}`}
        >
          {save.isPending ? <Spinner className="size-4" /> : null}
          Save
        </Button>
      </td>
    </tr>
  );
}

function UserTable() {
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
  if (isPending) return <LoadingState label="Loading users..." />;
  if (isError) {
    return (
      <QueryErrorState
        variant="compact"
        title="We could not load the users."
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
          <caption className="sr-only">Users and their roles</caption>
          <thead>
            <tr className="text-left text-xs text-muted uppercase">
              <th scope="col" className="pb-2">
                User
              </th>
              <th scope="col" className="pb-2">
                Roles
              </th>
              <th scope="col" className="pb-2">
                Joined
              </th>
              <th scope="col" className="pb-2 text-right">
                <span className="sr-only">Actions</span>
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
            {isFetchingNextPage ? 'Loading…' : 'Load more users'}
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
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="Admin"
        description="Users and roles, uploads and titles. Role changes are written to the audit log."
      />
      <div className="grid gap-12">
        <section aria-labelledby="admin-users">
          <h2 id="admin-users" className="mb-3 text-xl font-bold">
            Users
          </h2>
          <ErrorBoundary level="section" name="The user list">
            <UserTable />
          </ErrorBoundary>
        </section>
        {studio ? (
          <section aria-labelledby="admin-studio" className="grid gap-6">
            <h2 id="admin-studio" className="text-2xl font-bold">
              Uploads and titles
            </h2>
            {studio}
          </section>
        ) : null}
      </div>
    </div>
  );
}
