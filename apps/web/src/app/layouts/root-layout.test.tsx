import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { apiError, mockApi } from '@/test/api-mock';
import { renderApp, waitForApp } from '@/test/render-app';
import { useUiStore } from '@/stores/ui-store';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  fireEvent(window, new Event(online ? 'online' : 'offline'));
}

describe('API health banner (spec §2/§4/§8)', () => {
  it('appears when /api/health fails, with the exact texts, and goes after a successful Retry', async () => {
    let healthy = false;
    const api = mockApi({
      'GET /health': () =>
        healthy
          ? { status: 'ok', version: 't', uptimeSeconds: 1, checks: {} }
          : apiError(503, 'service_unavailable', 'down'),
    });
    renderApp('/');
    const banner = await screen.findByRole('alert', { name: 'API service unavailable' });
    expect(banner.textContent).toContain('Unable to connect to services');
    expect(banner.textContent).toContain('Some features may not work properly. Our team is investigating.');

    healthy = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'API service unavailable' })).toBeNull());
    expect(api.callsTo('GET', '/health')).toHaveLength(2);
  });

  it('is checked at start and every 60 s, not more often', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi();
    renderApp('/');
    await vi.waitFor(() => expect(api.callsTo('GET', '/health')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(api.callsTo('GET', '/health')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await vi.waitFor(() => expect(api.callsTo('GET', '/health')).toHaveLength(2));
  });
});

describe('network state (spec §2/§4)', () => {
  it('covers the page with the offline notice, says "Network connection lost", and recovers', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    act(() => setOnline(false));
    const notice = await screen.findByRole('alertdialog', { name: 'You are offline' });
    expect(notice.textContent).toContain(
      "Check your internet connection. We'll reconnect automatically when you're back online.",
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBe(document.activeElement);
    expect(screen.getByText('Network connection lost')).toBeTruthy();

    act(() => setOnline(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Network connection restored')).toBeTruthy();
    expect(screen.queryByText('Network connection lost')).toBeNull();
  });
});

describe('loading overlay (spec §2)', () => {
  it('shows "Loading..." by default, or the given message', async () => {
    mockApi();
    renderApp('/');
    // The page at rest first (its lazy parts loaded): nothing re-renders the shell under the overlay afterwards.
    await waitForApp();
    act(() => useUiStore.getState().setGlobalLoading(true));
    expect((await screen.findByTestId('loading-overlay')).textContent).toBe('Loading...');
    act(() => useUiStore.getState().setGlobalLoading(true, 'Saving your list...'));
    expect(screen.getByTestId('loading-overlay').textContent).toBe('Saving your list...');
  });
});

describe('error boundaries by level (spec §2)', () => {
  let broken = true;
  function Fragile() {
    if (broken) throw new Error('kaboom');
    return <p>Fine now</p>;
  }

  it('section: "Section Error" with Retry and Hide Section', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi();
    broken = true;
    render(
      <ErrorBoundary level="section" name="Trending">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Section Error')).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Fine now')).toBeTruthy();
  });

  it('section: Hide Section removes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi();
    broken = true;
    const { container } = render(
      <ErrorBoundary level="section">
        <Fragile />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide Section' }));
    expect(container.textContent).toBe('');
  });

  it('component: "Component Error" with Retry only; widget: "Widget Error" with no buttons', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi();
    broken = true;
    render(
      <>
        <ErrorBoundary level="component">
          <Fragile />
        </ErrorBoundary>
        <ErrorBoundary level="widget">
          <Fragile />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('Component Error')).toBeTruthy();
    expect(screen.getByText('Widget Error')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Retry']);
    // Reported to the server once each (component-render, redacted).
    return waitFor(() => expect(api.callsTo('POST', '/client-errors').length).toBeGreaterThanOrEqual(1));
  });
});
