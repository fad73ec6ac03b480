import {
  ADMIN_USER_PLANS,
  ADMIN_USER_STATUSES,
  type AdminUser,
  type AdminUserPlan,
  type AdminUserSort,
  type AdminUserStatus,
} from '@mzansi/contracts/admin-users';
import { ROLES, type Role } from '@mzansi/contracts/roles';
import { formatDate } from '@mzansi/i18n/format';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '@/components/ui/form-field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLanguage } from '@/lib/i18n';
import { useAdminUsers } from '../api/admin-users';
import {
  apiQuery,
  PAGE_SIZE,
  readUsersQuery,
  writeUsersQuery,
  type UsersListQuery,
} from '../lib/users-query';
import { PLAN_KEYS, ROLE_NAMES, STATUS_KEYS } from '../lib/labels';
import { Pager } from './pager';

/** How long the search box waits for typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const SORTABLE = {
  joined: ['joined_asc', 'joined_desc'],
  lastSeen: ['last_seen_asc', 'last_seen_desc'],
} as const;

function sortingOf(sort: AdminUserSort): SortingState {
  const id = sort.startsWith('joined') ? 'joined' : 'lastSeen';
  return [{ id, desc: sort.endsWith('_desc') }];
}

function sortOf(sorting: SortingState): AdminUserSort {
  const first = sorting[0];
  if (!first) return 'joined_desc';
  const pair = SORTABLE[first.id as keyof typeof SORTABLE] ?? SORTABLE.joined;
  return first.desc ? pair[1] : pair[0];
}

const column = createColumnHelper<AdminUser>();

/**
 * The user list (moderators and admins): a search box, filters and sorting kept in the URL (q, role, plan, status,
 * sort, page), paged on the server; TanStack Table in manual mode draws the table.
 */
export function UsersList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readUsersQuery(params), [params]);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useAdminUsers(
    apiQuery(query),
  );
  const searchId = useId();

  function update(change: Partial<UsersListQuery>) {
    // A new filter or sort starts from the first page; the page buttons set their page.
    const next = { ...query, page: 1, ...change };
    setParams(writeUsersQuery(next), { replace: change.q !== undefined });
  }

  // The search box types freely; the URL (and the request) follow once typing pauses.
  const [typed, setTyped] = useState(query.q);
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== query.q.trim()) update({ q: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search changes the URL
  }, [debounced]);
  // Back/forward (or a link) to other filters: the box shows the URL's search.
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    if (query.q.trim() !== typed.trim()) setTyped(query.q);
  }

  const columns = useMemo(
    () => [
      column.accessor('email', {
        id: 'user',
        header: () => t('users.columns.user'),
        enableSorting: false,
        cell: ({ row }) => {
          const user = row.original;
          const secondary = [user.username, user.name].filter(Boolean).join(' · ');
          return (
            <>
              <Link
                to={`/admin/users/${user.id}`}
                className="font-semibold underline-offset-2 hover:underline"
              >
                {user.email}
              </Link>
              {secondary ? <span className="block text-xs text-muted">{secondary}</span> : null}
            </>
          );
        },
      }),
      column.accessor('roles', {
        header: () => t('users.columns.roles'),
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue()
            .map((role) => t(ROLE_NAMES[role]))
            .join(', '),
      }),
      column.accessor('is_premium', {
        id: 'plan',
        header: () => t('users.columns.plan'),
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? t('badges.premium') : t('badges.free')),
      }),
      column.display({
        id: 'status',
        header: () => t('users.columns.status'),
        cell: ({ row }) => <StatusBadges user={row.original} />,
      }),
      column.accessor('created_at', {
        id: 'joined',
        header: () => t('users.columns.joined'),
        cell: ({ getValue }) =>
          formatDate(language, getValue(), { day: 'numeric', month: 'short', year: 'numeric' }),
      }),
      column.accessor('last_seen_at', {
        id: 'lastSeen',
        header: () => t('users.columns.lastSeen'),
        cell: ({ getValue }) => {
          const value = getValue();
          return value
            ? formatDate(language, value, { day: 'numeric', month: 'short', year: 'numeric' })
            : t('users.never');
        },
      }),
    ],
    [t, language],
  );

  const sorting = sortingOf(query.sort);
  // TanStack Table hands back fresh functions each render; the compiler leaves this component unmemoized, which is
  // what a table redrawn from each server page wants anyway.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    sortDescFirst: true,
    rowCount: data?.total ?? 0,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: PAGE_SIZE } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      update({ sort: sortOf(next) });
    },
    getRowId: (user) => user.id,
  });

  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="grid gap-4">
      <div
        role="search"
        aria-label={t('users.search.region')}
        className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-semibold">
            {t('users.search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
            placeholder={t('users.search.placeholder')}
            className="h-11 w-full rounded-md border border-border bg-background px-3 text-base text-foreground focus-visible:border-primary"
          />
        </div>
        <SelectField
          label={t('users.filters.role')}
          value={query.role ?? ''}
          onChange={(event) => update({ role: (event.target.value || null) as Role | null })}
        >
          <option value="">{t('users.filters.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_NAMES[role])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.filters.plan')}
          value={query.plan ?? ''}
          onChange={(event) => update({ plan: (event.target.value || null) as AdminUserPlan | null })}
        >
          <option value="">{t('users.filters.allPlans')}</option>
          {ADMIN_USER_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(PLAN_KEYS[plan])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.filters.status')}
          value={query.status ?? ''}
          onChange={(event) => update({ status: (event.target.value || null) as AdminUserStatus | null })}
        >
          <option value="">{t('users.filters.allStatuses')}</option>
          {ADMIN_USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_KEYS[status])}
            </option>
          ))}
        </SelectField>
      </div>

      {isPending ? (
        <LoadingState label={t('users.loading')} />
      ) : isError ? (
        <QueryErrorState
          variant="compact"
          title={t('users.loadError')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {t('users.count', { count: data.total })}
          </p>
          <div
            className="overflow-x-auto rounded-2xl border border-border bg-surface p-4"
            aria-busy={isPlaceholderData || undefined}
          >
            <table className="w-full min-w-[48rem] text-sm">
              <caption className="sr-only">{t('users.caption')}</caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id} className="text-left text-xs text-muted uppercase">
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const label = flexRender(header.column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className="pb-2 pr-4"
                          aria-sort={
                            sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                          }
                        >
                          {header.column.getCanSort() ? (
                            <button
                              type="button"
                              onClick={header.column.getToggleSortingHandler()}
                              className="inline-flex items-center gap-1 uppercase hover:text-foreground"
                            >
                              {label}
                              {sorted === 'asc' ? (
                                <ArrowUp className="size-3.5" aria-hidden="true" />
                              ) : sorted === 'desc' ? (
                                <ArrowDown className="size-3.5" aria-hidden="true" />
                              ) : (
                                <ArrowUpDown className="size-3.5" aria-hidden="true" />
                              )}
                            </button>
                          ) : (
                            label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-t border-border align-top">
                    {row.getVisibleCells().map((cell) =>
                      cell.column.id === 'user' ? (
                        <th key={cell.id} scope="row" className="py-3 pr-4 text-left font-normal">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </th>
                      ) : (
                        <td key={cell.id} className="py-3 pr-4">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            {data.items.length === 0 ? (
              <p className="py-6 text-center text-muted">{t('users.none')}</p>
            ) : null}
          </div>
          <Pager
            label={t('users.pagination.label')}
            page={query.page}
            pageCount={pageCount}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </div>
  );
}

export function StatusBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-wrap gap-1 text-xs">
      <span className="rounded bg-surface-3 px-1.5 py-0.5">
        {user.confirmed ? t('status.confirmed') : t('status.unconfirmed')}
      </span>
      {user.banned ? (
        <span className="rounded bg-danger/20 px-1.5 py-0.5">{t('status.suspended')}</span>
      ) : null}
    </span>
  );
}
