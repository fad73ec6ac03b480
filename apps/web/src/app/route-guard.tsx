import type { RouteDefinition } from '@mzansi/contracts/routes';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { clearAuthRedirectUrl, readAuthRedirectUrl, storeAuthRedirectUrl } from '@/lib/auth-redirect';
import { useAuthStore } from '@/stores/auth-store';
import { showToast } from '@/stores/ui-store';
import { decideAccess, redirectTarget } from './guards';

/** Applies the spec §2 access rules of one route; renders the page only when the rules allow it. */
export function RouteGuard({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const location = useLocation();
  const isLoading = useAuthStore((state) => state.isLoading);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const roles = useAuthStore((state) => state.roles);
  const subscription = useAuthStore((state) => state.subscription);
  const signingOut = useAuthStore((state) => state.signingOut);
  const kids = useAuthStore((state) => state.viewerProfile?.kids ?? false);
  const chooseViewerProfile = useAuthStore((state) => state.chooseViewerProfile);

  const decision = decideAccess(
    route,
    {
      isLoading,
      isAuthenticated,
      roles,
      subscription,
      signingOut,
      viewerProfile: { kids },
      chooseViewerProfile,
    },
    location,
    readAuthRedirectUrl,
  );

  const redirect = decision.kind === 'redirect' ? decision : null;
  useEffect(() => {
    if (!redirect) return;
    if (redirect.rememberUrl) storeAuthRedirectUrl(redirect.rememberUrl);
    if (redirect.clearRememberedUrl) clearAuthRedirectUrl();
    if (redirect.toast) {
      const { type, title, description } = redirect.toast;
      showToast({ type, title, description });
    }
  }, [redirect]);

  if (decision.kind === 'loading') return <LoadingState />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

/** A redirect-only route of the table (/login, /register, /plans, /auth/callback). */
export function RouteRedirect({ route }: { route: RouteDefinition }) {
  const location = useLocation();
  return <Navigate to={redirectTarget(route, location)} replace />;
}
