import { MESSAGE_TIMING, MESSAGES } from '@mzansi/contracts/messages';
import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  /** null: stays until dismissed (errors, spec §4) */
  durationMs: number | null;
}

export interface ToastInput {
  type: ToastType;
  title: string;
  description?: string;
  /** defaults: errors stay, the rest 5000 ms (spec §4) */
  durationMs?: number | null;
}

export type ModalName = 'auth' | 'subscription';

export interface AuthModalData {
  tab?: 'login' | 'register';
  /** one line saying why sign-in is asked for */
  reason?: string;
}

export interface PageMeta {
  /** the pathname the override belongs to; ignored on any other page */
  path: string;
  title?: string;
  description?: string;
}

/** Spec §4 interface state. */
export interface UiState {
  sidebarOpen: boolean;
  mobileMenuOpen: boolean;
  searchQuery: string;
  searchFocused: boolean;
  searchResults: unknown[];
  searchLoading: boolean;
  currentModal: ModalName | null;
  modalData: AuthModalData | Record<string, unknown> | null;
  /** the queue: only the first is shown (one at a time) */
  toasts: Toast[];
  globalLoading: boolean;
  loadingMessage: string;
  /** per-operation loading flags, e.g. { 'avatar-upload': true } */
  operations: Record<string, boolean>;
  playerFullscreen: boolean;
  playerMinimized: boolean;
  currentVideoId: string | null;
  compactMode: boolean;
  showBreadcrumbs: boolean;
  pageMeta: PageMeta | null;

  setSidebarOpen: (open: boolean) => void;
  setMobileMenuOpen: (open: boolean) => void;
  setSearchQuery: (query: string) => void;
  setSearchFocused: (focused: boolean) => void;
  setSearchResults: (results: unknown[]) => void;
  setSearchLoading: (loading: boolean) => void;
  openModal: (name: ModalName, data?: AuthModalData | Record<string, unknown>) => void;
  closeModal: () => void;
  showToast: (toast: ToastInput) => string | null;
  dismissToast: (id: string) => void;
  setGlobalLoading: (loading: boolean, message?: string) => void;
  setOperationLoading: (operation: string, loading: boolean) => void;
  setPlayerFullscreen: (value: boolean) => void;
  setPlayerMinimized: (value: boolean) => void;
  setCurrentVideoId: (id: string | null) => void;
  setCompactMode: (value: boolean) => void;
  setShowBreadcrumbs: (value: boolean) => void;
  setPageMeta: (meta: PageMeta | null) => void;
  /** back to the initial state (logout, tests) */
  resetUi: () => void;
}

let toastSequence = 0;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let timedToastId: string | undefined;

const initialState = () => ({
  sidebarOpen: false,
  mobileMenuOpen: false,
  searchQuery: '',
  searchFocused: false,
  searchResults: [] as unknown[],
  searchLoading: false,
  currentModal: null,
  modalData: null,
  toasts: [] as Toast[],
  globalLoading: false,
  loadingMessage: MESSAGES.loadingDefault,
  operations: {} as Record<string, boolean>,
  playerFullscreen: false,
  playerMinimized: false,
  currentVideoId: null,
  compactMode: false,
  showBreadcrumbs: true,
  pageMeta: null,
});

export const useUiStore = create<UiState>()((set, get) => {
  /** Starts the auto-dismiss timer of the toast now shown, once. */
  function scheduleHead() {
    const head = get().toasts[0];
    if (!head || head.id === timedToastId) return;
    if (toastTimer) clearTimeout(toastTimer);
    toastTimer = undefined;
    timedToastId = head.id;
    if (head.durationMs != null) {
      toastTimer = setTimeout(() => get().dismissToast(head.id), head.durationMs);
    }
  }

  return {
    ...initialState(),
    setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
    setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
    setSearchQuery: (searchQuery) => set({ searchQuery }),
    setSearchFocused: (searchFocused) => set({ searchFocused }),
    setSearchResults: (searchResults) => set({ searchResults }),
    setSearchLoading: (searchLoading) => set({ searchLoading }),
    openModal: (currentModal, modalData) => set({ currentModal, modalData: modalData ?? null }),
    closeModal: () => set({ currentModal: null, modalData: null }),
    showToast: (input) => {
      const duplicate = get().toasts.find(
        (toast) =>
          toast.type === input.type && toast.title === input.title && toast.description === input.description,
      );
      // The same message twice in the queue says nothing new (and StrictMode runs effects twice).
      if (duplicate) return null;
      toastSequence += 1;
      const toast: Toast = {
        id: `toast-${toastSequence}`,
        type: input.type,
        title: input.title,
        description: input.description,
        durationMs:
          input.durationMs !== undefined
            ? input.durationMs
            : input.type === 'error'
              ? null
              : MESSAGE_TIMING.toastMs,
      };
      set((state) => ({ toasts: [...state.toasts, toast] }));
      scheduleHead();
      return toast.id;
    },
    dismissToast: (id) => {
      if (id === timedToastId) {
        if (toastTimer) clearTimeout(toastTimer);
        toastTimer = undefined;
        timedToastId = undefined;
      }
      set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
      scheduleHead();
    },
    setGlobalLoading: (globalLoading, message) =>
      set({ globalLoading, loadingMessage: message ?? MESSAGES.loadingDefault }),
    setOperationLoading: (operation, loading) =>
      set((state) => {
        const operations = { ...state.operations };
        if (loading) operations[operation] = true;
        else delete operations[operation];
        return { operations };
      }),
    setPlayerFullscreen: (playerFullscreen) => set({ playerFullscreen }),
    setPlayerMinimized: (playerMinimized) => set({ playerMinimized }),
    setCurrentVideoId: (currentVideoId) => set({ currentVideoId }),
    setCompactMode: (compactMode) => set({ compactMode }),
    setShowBreadcrumbs: (showBreadcrumbs) => set({ showBreadcrumbs }),
    setPageMeta: (pageMeta) => set({ pageMeta }),
    resetUi: () => {
      if (toastTimer) clearTimeout(toastTimer);
      toastTimer = undefined;
      timedToastId = undefined;
      set(initialState());
    },
  };
});

/** Shows a toast from anywhere (outside React too). */
export function showToast(toast: ToastInput): string | null {
  return useUiStore.getState().showToast(toast);
}
