import {
  ADMIN_USER_PLANS,
  ADMIN_USER_SORTS,
  ADMIN_USER_STATUSES,
  ADMIN_USERS_DEFAULT_PAGE_SIZE,
  type AdminUserPlan,
  type AdminUserSort,
  type AdminUserStatus,
} from '@mzansi/contracts/admin-users';
import { ROLES, type Role } from '@mzansi/contracts/roles';

/** The user list's filters as the URL holds them (deep-linkable): q, role, plan, status, sort, page. */
export interface UsersListQuery {
  q: string;
  role: Role | null;
  plan: AdminUserPlan | null;
  status: AdminUserStatus | null;
  sort: AdminUserSort;
  page: number;
}

export const DEFAULT_SORT: AdminUserSort = 'joined_desc';
export const PAGE_SIZE = ADMIN_USERS_DEFAULT_PAGE_SIZE;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filters from a URL's query; anything unknown is ignored (a hand-edited link still opens). */
export function readUsersQuery(params: URLSearchParams): UsersListQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: oneOf(ROLES, params.get('role')),
    plan: oneOf(ADMIN_USER_PLANS, params.get('plan')),
    status: oneOf(ADMIN_USER_STATUSES, params.get('status')),
    sort: oneOf(ADMIN_USER_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of the filters, leaving out defaults (a clean /admin/users for the first page of everyone). */
export function writeUsersQuery(query: UsersListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.role) params.set('role', query.role);
  if (query.plan) params.set('plan', query.plan);
  if (query.status) params.set('status', query.status);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What the API is asked for. */
export function apiQuery(query: UsersListQuery) {
  return {
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(query.role ? { role: query.role } : {}),
    ...(query.plan ? { plan: query.plan } : {}),
    ...(query.status ? { status: query.status } : {}),
    sort: query.sort,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
