import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { translate } from '@/lib/i18n';
import { showToast, useUiStore } from '@/stores/ui-store';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, following the browser's online/offline events (spec §4). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Spec §4 network transitions: offline cancels pending queries and says "Network connection lost"; online resumes
 * paused mutations, refetches every query and says "Network connection restored".
 */
export function useNetworkEffects() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let lostToastId: string | null = null;
    function handleOffline() {
      void queryClient.cancelQueries();
      lostToastId = showToast({ type: 'warning', title: translate('messages:networkLost') });
    }
    function handleOnline() {
      if (lostToastId) useUiStore.getState().dismissToast(lostToastId);
      lostToastId = null;
      showToast({ type: 'success', title: translate('messages:networkRestored') });
      void queryClient.resumePausedMutations();
      void queryClient.invalidateQueries();
    }
    window.addEventListener('offline', handleOffline);
    window.addEventListener('online', handleOnline);
    return () => {
      window.removeEventListener('offline', handleOffline);
      window.removeEventListener('online', handleOnline);
    };
  }, [queryClient]);
}
