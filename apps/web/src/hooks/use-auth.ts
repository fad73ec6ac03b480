import { displayName, initials, signUpName } from '@mzansi/contracts/format';
import type { ViewerProfile } from '@mzansi/contracts/viewer-profiles';
import {
  hasAnyRole,
  hasPermission,
  hasRole,
  isAdmin,
  type Permission,
  type Role,
} from '@mzansi/contracts/roles';
import { useAuthStore, type AuthState } from '@/stores/auth-store';

/**
 * Premium on the client (spec §4): the server's verdict (`is_premium`, the contracts' isSubscriptionActive applied at
 * response time), which lapses here once end_date has passed. contracts/subscription is not imported at runtime:
 * its zod schema would put zod in the entry chunk.
 */
export function isPremiumSubscription(
  subscription: Pick<NonNullable<AuthState['subscription']>, 'is_premium' | 'end_date'> | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!subscription?.is_premium) return false;
  return subscription.end_date == null || new Date(subscription.end_date).getTime() > now;
}

/** The name shown for the user (contracts' displayName, D60): display name, sign-up name, username, e-mail prefix. */
export function userDisplayName(state: Pick<AuthState, 'profile' | 'user'>): string {
  return displayName({
    display_name: state.profile?.display_name,
    signup_name: signUpName(state.user?.user_metadata),
    username: state.profile?.username,
    email: state.profile?.email ?? state.user?.email,
  });
}

export interface AuthView {
  isLoading: boolean;
  isAuthenticated: boolean;
  roles: Role[];
  isAdmin: boolean;
  isPremium: boolean;
  displayName: string;
  initials: string;
  email: string | null;
  avatarUrl: string | null;
  /** the viewer profile this device watches as (null signed out) */
  viewerProfile: ViewerProfile | null;
  /** watching as a Kids profile: no account, billing, studio or admin in the navigation */
  isKids: boolean;
  hasRole: (role: Role) => boolean;
  hasAnyRole: (roles: readonly Role[]) => boolean;
  hasPermission: (permission: Permission) => boolean;
}

/** The auth state as pages use it, with the spec §6 helpers bound to the current user. */
export function deriveAuthView(state: AuthState): AuthView {
  const name = userDisplayName(state);
  const premium = isPremiumSubscription(state.subscription);
  return {
    isLoading: state.isLoading,
    isAuthenticated: state.isAuthenticated,
    roles: state.roles,
    isAdmin: isAdmin(state.roles),
    isPremium: premium,
    displayName: name,
    initials: initials(name),
    email: state.user?.email ?? null,
    avatarUrl: state.profile?.avatar_url ?? null,
    viewerProfile: state.isAuthenticated ? state.viewerProfile : null,
    isKids: state.isAuthenticated && state.viewerProfile?.kids === true,
    hasRole: (role) => hasRole(state.roles, role),
    hasAnyRole: (roles) => hasAnyRole(state.roles, roles),
    hasPermission: (permission) => hasPermission(state.roles, permission, premium),
  };
}

export function useAuth(): AuthView {
  const state = useAuthStore();
  return deriveAuthView(state);
}
