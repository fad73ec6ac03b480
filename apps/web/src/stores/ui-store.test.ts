import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { ApiError } from '@/lib/api-client';
import { showToast, useUiStore } from './ui-store';

const visible = () => useUiStore.getState().toasts[0];

beforeEach(() => {
  vi.useFakeTimers();
  useUiStore.getState().resetUi();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts (spec §4)', () => {
  it('shows one at a time, in order', () => {
    showToast({ type: 'success', title: 'One' });
    showToast({ type: 'info', title: 'Two' });
    expect(visible()?.title).toBe('One');
    expect(useUiStore.getState().toasts).toHaveLength(2);
  });

  it('dismisses success, warning and info after 5000 ms, then shows the next for its own 5000 ms', () => {
    showToast({ type: 'success', title: 'Saved' });
    showToast({ type: 'warning', title: 'Careful' });
    showToast({ type: 'info', title: 'FYI' });
    vi.advanceTimersByTime(4999);
    expect(visible()?.title).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(visible()?.title).toBe('Careful');
    vi.advanceTimersByTime(5000);
    expect(visible()?.title).toBe('FYI');
    vi.advanceTimersByTime(5000);
    expect(visible()).toBeUndefined();
  });

  it('keeps an error until it is dismissed, holding the queue behind it', () => {
    const id = showToast({ type: 'error', title: 'Broken' })!;
    showToast({ type: 'success', title: 'Later' });
    vi.advanceTimersByTime(60_000);
    expect(visible()?.title).toBe('Broken');
    useUiStore.getState().dismissToast(id);
    expect(visible()?.title).toBe('Later');
    vi.advanceTimersByTime(5000);
    expect(visible()).toBeUndefined();
  });

  it('does not queue the same message twice', () => {
    showToast({ type: 'info', title: 'Please sign in', description: 'Sign in to continue.' });
    expect(
      showToast({ type: 'info', title: 'Please sign in', description: 'Sign in to continue.' }),
    ).toBeNull();
    expect(useUiStore.getState().toasts).toHaveLength(1);
  });

  it('says "Action failed" with the error message for a failed mutation, until dismissed', async () => {
    const client = createAppQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError('That username is taken.', { status: 409 })),
      retry: false,
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(visible()).toMatchObject({
      type: 'error',
      title: 'Action failed',
      description: 'That username is taken.',
    });
    vi.advanceTimersByTime(60_000);
    expect(visible()?.title).toBe('Action failed');
  });

  it('says "Success" with the message for 3000 ms after a mutation with a success message', async () => {
    const client = createAppQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.resolve('ok'),
      meta: { successMessage: 'Your profile is saved.' },
    });
    await mutation.execute(undefined);
    expect(visible()).toMatchObject({
      type: 'success',
      title: 'Success',
      description: 'Your profile is saved.',
    });
    vi.advanceTimersByTime(2999);
    expect(visible()).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(visible()).toBeUndefined();
  });

  it('holds the rest of the spec §4 interface state with its defaults', () => {
    const state = useUiStore.getState();
    expect(state).toMatchObject({
      sidebarOpen: false,
      mobileMenuOpen: false,
      searchQuery: '',
      searchFocused: false,
      searchResults: [],
      searchLoading: false,
      currentModal: null,
      modalData: null,
      globalLoading: false,
      loadingMessage: 'Loading...',
      operations: {},
      playerFullscreen: false,
      playerMinimized: false,
      currentVideoId: null,
      compactMode: false,
      showBreadcrumbs: true,
    });
    state.setOperationLoading('avatar', true);
    expect(useUiStore.getState().operations).toEqual({ avatar: true });
    state.setOperationLoading('avatar', false);
    expect(useUiStore.getState().operations).toEqual({});
  });
});
