import { endpoints } from '@mzansi/contracts/endpoints';
import type { ToastMessage } from '@mzansi/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { broadcastAuthEvent } from '@/lib/auth-channel';
import { translate } from '@/lib/i18n';
import { clearLogoutKeys } from '@/lib/storage';
import { resetAuthState, useAuthStore } from '@/stores/auth-store';
import { showToast, useUiStore } from '@/stores/ui-store';

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
 * A sign-out under way. The router moves to the new page at once, but React draws it in a transition, which can take
 * any time on a slow machine; until React shows another page, the old page's guard is still on screen and must not
 * react to the forgotten session (it would send the user to /auth?returnUrl=<the page they just left>). The guard's
 * protection (`signingOut`) ends once both have happened: the page that was left is no longer shown, and the session
 * is forgotten.
 */
interface Departure {
  /** the key of the location shown when the sign-out started */
  from: string | null;
  left: boolean;
  forgotten: boolean;
}

let departure: Departure | null = null;
/** The location React shows, as SignOutSettle last saw it committed; null while it is not mounted. */
let shownKey: string | null = null;

function settle(current: Departure) {
  if (departure !== current || !current.left || !current.forgotten) return;
  departure = null;
  useAuthStore.setState({ signingOut: false });
}

/**
 * Mounted once, in the root layout (it outlives every page): watches the location React has committed, which the
 * router's own state runs ahead of, and ends a sign-out's guard protection once the page it left is gone.
 */
export function SignOutSettle(): null {
  const { key } = useLocation();
  useLayoutEffect(() => {
    shownKey = key;
    const current = departure;
    if (current && current.from !== key) {
      current.left = true;
      settle(current);
    }
    return () => {
      shownKey = null;
    };
  }, [key]);
  return null;
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
      const current: Departure = { from: shownKey, left: false, forgotten: false };
      departure = current;
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
      let navigated = false;
      try {
        await navigate(options.to ?? '/auth', { replace: true });
        navigated = true;
      } finally {
        await queryClient.cancelQueries();
        queryClient.clear();
        clearLogoutKeys();
        resetAuthState();
        useUiStore.getState().closeModal();
        broadcastAuthEvent({ type: 'signed_out' });
        if (failed) {
          showToast({
            type: 'error',
            title: translate('messages:signOutFailed.title'),
            description: translate('messages:signOutFailed.description'),
          });
        } else {
          showToast({
            type: 'success',
            ...(options.toast ?? {
              title: translate('messages:signOutOk.title'),
              description: translate('messages:signOutOk.description'),
            }),
          });
        }
        setPending(false);
        current.forgotten = true;
        // Nothing to wait for when the navigation failed (the page stays), or outside the app's root layout.
        if (!navigated || current.from === null) current.left = true;
        settle(current);
      }
    },
    [navigate, queryClient],
  );

  return { signOut, isPending };
}
