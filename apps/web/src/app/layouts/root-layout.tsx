import { MESSAGES } from '@mzansi/contracts/messages';
import { isAdmin } from '@mzansi/contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { LinkRendererProvider, type AppLinkProps } from '@/components/ui/app-link';
import { HealthBanner } from '@/components/ui/health-banner';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Toaster } from '@/components/ui/toaster';
import { useLiveEntitlements } from '@/features/billing/hooks/use-live-entitlements';
import { useDownloadsSync } from '@/features/downloads/hooks/use-downloads-sync';
import { SignOutSettle } from '@/hooks/use-sign-out';
import { getActiveRequestCount, subscribeToRequestActivity } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { DocumentHead } from '../document-head';
import { useCurrentRoute } from '../head-tags';
import { useApiHealth } from '../hooks/use-api-health';
import { useAuthLifecycle } from '../hooks/use-auth-lifecycle';
import { useDocumentScrollRestore } from '../hooks/use-document-scroll-restore';
import { useNetworkEffects, useOnlineStatus } from '../hooks/use-network-effects';
import { trackVisitAndPreload } from '../preload';
import { UpdatePrompt } from './update-prompt';

const AuthModal = lazy(() =>
  import('@/features/auth/components/auth-modal').then((m) => ({ default: m.AuthModal })),
);
const SubscriptionModal = lazy(() =>
  import('@/features/billing/components/subscription-modal').then((m) => ({ default: m.SubscriptionModal })),
);

function GlobalProgress() {
  const navigation = useNavigation();
  const requests = useSyncExternalStore(subscribeToRequestActivity, getActiveRequestCount, () => 0);
  return <ProgressBar active={navigation.state !== 'idle' || requests > 0} />;
}

function ApiHealth() {
  const { healthy, checking, retry } = useApiHealth();
  return healthy ? null : <HealthBanner onRetry={retry} checking={checking} />;
}

function OfflineGate() {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const [, setAttempt] = useState(0);
  // Downloads work offline (issue 17): their page is never covered, and the notice leads there.
  if (online || pathname === '/downloads') return null;
  function handleReload() {
    window.location.reload();
  }
  function handleTryAgain() {
    // Re-reads the connection state; when the browser is back, the notice goes and data comes back.
    setAttempt((attempt) => attempt + 1);
    if (navigator.onLine) void queryClient.refetchQueries({ type: 'active' });
  }
  return (
    <OfflineNotice
      onReload={handleReload}
      onTryAgain={handleTryAgain}
      downloadsLink={signedIn ? renderRouterLink : undefined}
    />
  );
}

function GlobalLoading() {
  const globalLoading = useUiStore((state) => state.globalLoading);
  const message = useUiStore((state) => state.loadingMessage);
  const { t } = useTranslation('messages');
  // The store's default is the spec's English "Loading...": shown in the interface language.
  return globalLoading ? (
    <LoadingOverlay message={message === MESSAGES.loadingDefault ? t('loadingDefault') : message} />
  ) : null;
}

/** Shared modals of spec §2, loaded the first time one opens. */
function ModalHost() {
  const currentModal = useUiStore((state) => state.currentModal);
  if (!currentModal) return null;
  return (
    <Suspense fallback={null}>
      {currentModal === 'auth' ? <AuthModal /> : null}
      {currentModal === 'subscription' ? <SubscriptionModal /> : null}
    </Suspense>
  );
}

/** Spec §3/§9: counts each page visit and preloads the likeliest next pages. */
function RouteBehaviour() {
  const current = useCurrentRoute();
  const routeId = current?.route.id;
  const { key } = useLocation();
  useEffect(() => {
    if (!routeId) return;
    const { isAuthenticated, roles } = useAuthStore.getState();
    return trackVisitAndPreload(routeId, { signedIn: isAuthenticated, admin: isAdmin(roles) });
  }, [routeId, key]);
  return null;
}

/** Links of shared components (logo, footer, posters) navigate inside the app. */
function renderRouterLink({ to, ...props }: AppLinkProps) {
  return <Link to={to} {...props} />;
}

/** Wraps every route: head, session life, network state, global UI (spec §2/§4), then the page. */
export function RootLayout() {
  useAuthLifecycle();
  useNetworkEffects();
  useDocumentScrollRestore();
  // Signed in: the subscription follows the server live (a payment confirmed in another tab, a revoke, an expiry).
  useLiveEntitlements();
  // Downloads: licences renewed, offline positions sent, unfinished downloads resumed (issue 17).
  useDownloadsSync();
  return (
    <LinkRendererProvider value={renderRouterLink}>
      <ScrollRestoration />
      <DocumentHead />
      <SignOutSettle />
      <RouteBehaviour />
      <GlobalProgress />
      <ApiHealth />
      <Outlet />
      <Toaster />
      <UpdatePrompt />
      <GlobalLoading />
      <ModalHost />
      <OfflineGate />
    </LinkRendererProvider>
  );
}
