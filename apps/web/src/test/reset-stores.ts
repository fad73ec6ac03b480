import { initialAuthState, resetSessionRefresh, useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';

/** Stores back to their first-load state between tests. */
export function resetStores() {
  resetSessionRefresh();
  useAuthStore.setState({ ...initialAuthState() });
  useUiStore.getState().resetUi();
}
