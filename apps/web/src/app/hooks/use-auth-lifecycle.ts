import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToAuthEvents } from '@/lib/auth-channel';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import {
  AUTH_LOADING_TIMEOUT_MS,
  refreshSession,
  resetAuthState,
  SESSION_REFRESH_INTERVAL_MS,
  shouldRefreshSession,
  useAuthStore,
} from '@/stores/auth-store';

/**
 * Spec §4 session life: read the session at start (loading forced to end after 8 s), refresh it every 50 minutes
 * and on window focus when 600 s or fewer are left, and follow sign-ins and sign-outs of the other tabs.
 */
export function useAuthLifecycle() {
  const queryClient = useQueryClient();

  useEffect(() => {
    // main.tsx already started the first read (in parallel with the page chunks); this joins or repeats it.
    if (!useAuthStore.getState().confirmed) void refreshSession();
    const forceEnd = setTimeout(() => {
      if (useAuthStore.getState().isLoading) useAuthStore.setState({ isLoading: false });
    }, AUTH_LOADING_TIMEOUT_MS);

    const interval = setInterval(() => {
      if (useAuthStore.getState().isAuthenticated) void refreshSession();
    }, SESSION_REFRESH_INTERVAL_MS);

    function handleFocus() {
      const { isAuthenticated, session } = useAuthStore.getState();
      if (isAuthenticated && shouldRefreshSession(session?.expires_at, Date.now() / 1000))
        void refreshSession();
    }
    window.addEventListener('focus', handleFocus);

    const unsubscribe = subscribeToAuthEvents((event) => {
      if (event.type === 'signed_out') {
        // "Reset state" reading (D24): this tab forgets the user and its cached data; guards move it on.
        void queryClient.cancelQueries();
        queryClient.clear();
        resetAuthState();
      } else if (event.type === 'viewer_profile_changed') {
        // Every list differs per profile: what this tab fetched for the previous one is dropped and fetched again,
        // in the new profile's language.
        void refreshSession().then(async () => {
          const language = useAuthStore.getState().viewerProfile?.language;
          if (language && language !== currentLanguage()) await changeLanguage(language);
          await queryClient.resetQueries();
        });
      } else {
        void refreshSession();
      }
    });

    return () => {
      clearTimeout(forceEnd);
      clearInterval(interval);
      window.removeEventListener('focus', handleFocus);
      unsubscribe();
    };
  }, [queryClient]);
}
