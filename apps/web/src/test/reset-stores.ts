import { initialAuthState, resetSessionRefresh, useAuthStore } from '@/stores/auth-store';
import { applyStoredTheme } from '@/lib/theme';
import { useUiStore } from '@/stores/ui-store';

/** Stores back to their first-load state between tests. */
export function resetStores() {
  resetSessionRefresh();
  useAuthStore.setState({ ...initialAuthState() });
  useUiStore.getState().resetUi();
  // The theme follows what is stored (nothing after a test: the system's), as on a fresh load.
  applyStoredTheme();
}
