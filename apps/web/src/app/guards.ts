import type { ToastMessage } from '@mzansi/contracts/messages';
import { hasAnyRole, hasPermission, isAdmin, type Role } from '@mzansi/contracts/roles';
import type { RouteDefinition } from '@mzansi/contracts/routes';
import type { SubscriptionSummary } from '@mzansi/contracts/subscription';
import { isPremiumSubscription } from '@/hooks/use-auth';
import { authUrlFor, safeDestination } from '@/lib/auth-redirect';
import { translate } from '@/lib/i18n';

export interface GuardAuth {
  isLoading: boolean;
  isAuthenticated: boolean;
  roles: readonly Role[];
  subscription: Pick<SubscriptionSummary, 'status' | 'end_date' | 'is_premium'> | null;
  signingOut?: boolean;
  /** the viewer profile this device watches as (issue 16) */
  viewerProfile?: { kids: boolean } | null;
  /** the account has several profiles and this device has not chosen one */
  chooseViewerProfile?: boolean;
}

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'loading' }
  | {
      kind: 'redirect';
      to: string;
      /** the §8 toast to show */
      toast?: ToastMessage & { type: 'info' | 'warning' | 'error' };
      /** spec §2: the current URL kept as authRedirectUrl */
      rememberUrl?: string;
      /** a sign-in destination was used: clear the stored authRedirectUrl */
      clearRememberedUrl?: boolean;
    };

/** The route's default page when a fallback is not given (spec §2: subscription-only → /pricing). */
const DEFAULT_SUBSCRIPTION_FALLBACK = '/pricing';

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The pages that show what a viewer profile watches (its lists, progress, and a catalogue filtered by its maturity
 * limit): a device that has not chosen among several profiles is asked "Who's watching?" first. Account, billing,
 * studio and help pages belong to the account and do not ask.
 */
const PROFILE_PAGES: ReadonlySet<string> = new Set([
  'home',
  'browse',
  'browse-category',
  'search',
  'discover',
  'recommendations',
  'library',
  'watch',
  'my-list',
  'list',
  'watchlist',
  'history',
  'downloads',
]);

/** The pages a Kids profile does not open: the account, billing, studio, admin and profile management. */
const NOT_FOR_KIDS: ReadonlySet<string> = new Set([
  'profile',
  'settings',
  'subscription',
  'subscription-manage',
  'pricing',
  'payment-success',
  'payment-cancel',
  'admin',
  'admin-users',
  'admin-user',
  'admin-ads',
  'admin-moderation',
  'studio',
  'profiles-manage',
]);

/** Where "Who's watching?" lives. */
export const PROFILES_PATH = '/profiles';

/**
 * Issue 16, for a signed-in viewer whose session the server has confirmed: a Kids profile is sent home from the
 * account's pages, and a device that has not chosen its profile is asked first (then brought back here).
 */
function viewerProfileDecision(
  route: RouteDefinition,
  auth: GuardAuth,
  current: string,
): GuardDecision | null {
  if (auth.isLoading || !auth.isAuthenticated || auth.signingOut) return null;
  if (auth.viewerProfile?.kids && NOT_FOR_KIDS.has(route.id)) {
    return {
      kind: 'redirect',
      to: '/home',
      toast: {
        type: 'info',
        title: translate('common:kids.notHereTitle'),
        description: translate('common:kids.notHereBody'),
      },
    };
  }
  if (auth.chooseViewerProfile && PROFILE_PAGES.has(route.id)) {
    return { kind: 'redirect', to: withQuery(PROFILES_PATH, { returnUrl: current }) };
  }
  return null;
}

/** Premium as the guards see it (spec §4; see isPremiumSubscription). */
export function hasActiveSubscription(subscription: GuardAuth['subscription']): boolean {
  return isPremiumSubscription(subscription);
}

/**
 * Spec §2 "Access redirects" as one pure function: which routes a visitor may see now, and where else they go.
 * While auth is still loading a guarded page waits (never flashes); the landing, public and OAuth-return pages never do.
 */
export function decideAccess(
  route: RouteDefinition,
  auth: GuardAuth,
  location: GuardLocation,
  readStoredRedirect: () => string | null = () => null,
): GuardDecision {
  if (route.neverGuarded) return { kind: 'allow' };
  const current = `${location.pathname}${location.search}${location.hash}`;
  const query = new URLSearchParams(location.search);

  if (route.signedInRedirect) {
    // A password-reset link works even in a browser that is still signed in.
    if (query.get('reset') === 'true') return { kind: 'allow' };
    if (auth.isLoading) return auth.isAuthenticated ? { kind: 'loading' } : { kind: 'allow' };
    if (!auth.isAuthenticated || auth.signingOut) return { kind: 'allow' };
    // Spec §2/§4: a signed-in visitor of /auth goes on, to the same-origin returnUrl or authRedirectUrl, else /home.
    const destination =
      safeDestination(query.get('returnUrl')) ?? readStoredRedirect() ?? route.signedInRedirect;
    return { kind: 'redirect', to: destination, clearRememberedUrl: true };
  }

  const needsSignIn =
    route.requiresAuth || route.requiresSubscription || route.adminOnly || !!route.roles?.length;
  if (!needsSignIn) return viewerProfileDecision(route, auth, current) ?? { kind: 'allow' };
  if (auth.isLoading) return { kind: 'loading' };
  // A sign-out leaves the page first and forgets the user after: the page stays as it is meanwhile.
  if (auth.signingOut) return { kind: 'allow' };

  if (!auth.isAuthenticated) {
    const forPlan = route.requiresSubscription;
    return {
      kind: 'redirect',
      to: authUrlFor(current, forPlan ? { reason: 'subscription' } : {}),
      toast: forPlan
        ? {
            type: 'info',
            title: translate('messages:guardSignInForPlan.title'),
            description: translate('messages:guardSignInForPlan.description'),
          }
        : {
            type: 'info',
            title: translate('messages:guardSignIn.title'),
            description: translate('messages:guardSignIn.description'),
          },
      rememberUrl: current,
    };
  }

  const forProfile = viewerProfileDecision(route, auth, current);
  if (forProfile) return forProfile;

  if (route.adminOnly && !isAdmin(auth.roles)) {
    // The landing page says "Admin only" (spec §8) when it sees denied=admin.
    return { kind: 'redirect', to: withQuery('/', { denied: 'admin', returnUrl: current }) };
  }

  if (route.roles?.length && !hasAnyRole(auth.roles, route.roles)) {
    return {
      kind: 'redirect',
      to: withQuery('/', { denied: 'role', returnUrl: current }),
      toast: {
        type: 'error',
        title: translate('common:errors.accessDenied'),
        description: translate('messages:guardAdmin.description'),
      },
    };
  }

  if (
    route.requiresSubscription &&
    !hasPermission(auth.roles, 'watch_premium', hasActiveSubscription(auth.subscription))
  ) {
    return {
      kind: 'redirect',
      to: withQuery(route.subscriptionFallback ?? DEFAULT_SUBSCRIPTION_FALLBACK, { returnUrl: current }),
      toast: {
        type: 'warning',
        title: translate('messages:guardSubscription.title'),
        description: translate('messages:guardSubscription.description'),
      },
    };
  }

  return { kind: 'allow' };
}

/** Spec §2 redirect-only routes keep the query string (and hash), adding their own query. */
export function redirectTarget(route: RouteDefinition, location: GuardLocation): string {
  const query = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(route.redirectQuery ?? {})) query.set(name, value);
  const text = query.toString();
  return `${route.redirectTo ?? '/'}${text ? `?${text}` : ''}${location.hash}`;
}
