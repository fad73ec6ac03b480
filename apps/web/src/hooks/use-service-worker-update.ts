import { useSyncExternalStore } from 'react';
import { subscribeToUpdate, waitingUpdate } from '@/lib/service-worker';

/** Whether a new version of the app is waiting, and what takes it (the update prompt, D76). */
export function useServiceWorkerUpdate(): { available: boolean; reload: () => void } {
  const update = useSyncExternalStore(subscribeToUpdate, waitingUpdate, () => null);
  return { available: update !== null, reload: () => update?.() };
}
