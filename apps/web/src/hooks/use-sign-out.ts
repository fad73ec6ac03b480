import { endpoints } from '@mzansi/contracts/endpoints';
import { MESSAGES, type ToastMessage } from '@mzansi/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { broadcastAuthEvent } from '@/lib/auth-channel';
import { clearLogoutKeys } from '@/lib/storage';
import { resetAuthState, useAuthStore } from '@/stores/auth-store';
import { showToast, useUiStore } from '@/stores/ui-store';

const SETTLE_MS = 100;

export type SignOutScope = 'this-device' | 'everywhere';

export interface SignOutOptions {
  /** the server already ended the session (account deleted): only the local clean-up runs */
  skipServer?: boolean;
  /** replaces the spec's "Signed out" toast */
  toast?: ToastMessage;
  /** where to land; /auth by default (spec §4) */
  to?: string;
}

/**
 * Spec §4/§8/§9 logout: the server ends the session (or all of them), then — even when that failed — the query
 * cache and every local key of the logout rule are cleared, the other tabs are told, and the user lands on /auth.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(
    async (scope: SignOutScope = 'this-device', options: SignOutOptions = {}) => {
      setPending(true);
      useAuthStore.setState({ signingOut: true });
      let failed = false;
      if (!options.skipServer) {
        try {
          const options = { retries: 1 };
          await (scope === 'everywhere'
            ? api(endpoints.logoutEverywhere, {}, options)
            : api(endpoints.logout, {}, options));
        } catch (error) {
          failed = true;
          console.warn('[auth] sign-out request failed; clearing local state anyway', error);
        }
      }
      // Leave the page first (still "signed in", so nothing on it reacts), then forget everything.
      try {
        await navigate(options.to ?? '/auth', { replace: true });
      } finally {
        await queryClient.cancelQueries();
        queryClient.clear();
        clearLogoutKeys();
        resetAuthState();
        useUiStore.getState().closeModal();
        broadcastAuthEvent({ type: 'signed_out' });
        if (failed) showToast({ type: 'error', ...MESSAGES.signOutFailed });
        else showToast({ type: 'success', ...(options.toast ?? MESSAGES.signOutOk) });
        setPending(false);
        // The router commits the new page in a transition; until it has, the old page's guard must not react to
        // the reset state (it would send the user to /auth?returnUrl=<the page they just left>).
        setTimeout(() => useAuthStore.setState({ signingOut: false }), SETTLE_MS);
      }
    },
    [navigate, queryClient],
  );

  return { signOut, isPending };
}
