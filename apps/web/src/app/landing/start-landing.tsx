import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession, useAuthStore } from '@/stores/auth-store';
import { LandingPage } from '../routes/landing-page';

/**
 * A first load of / (issue 4: no heavy JS beyond what it needs): the landing page alone, without the router, the
 * query client or zod. Its links are plain anchors; the app starts on the page they lead to. The app's own entry
 * is fetched (not run) once the browser is idle, so that next page starts from the cache.
 */
export function startLanding(container: HTMLElement, prefetchApp: () => void): void {
  const denied = new URLSearchParams(window.location.search).get('denied');
  createRoot(container).render(
    <StrictMode>
      <LandingPage denied={denied} />
    </StrictMode>,
  );
  // The page draws who is signed in from the saved snapshot at once; the server confirms it (a session that ended
  // elsewhere turns the page back to the visitors' one). Visitors without a snapshot cost no request.
  if (useAuthStore.getState().isAuthenticated) void refreshSession();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetchApp);
  else setTimeout(prefetchApp, 2000);
}
