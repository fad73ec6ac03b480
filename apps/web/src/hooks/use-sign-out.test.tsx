import { routeById } from '@mzansi/contracts/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { use, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/app/route-guard';
import { useAuthStore } from '@/stores/auth-store';
import { makeSessionResponse } from '@/test/api-mock';
import { currentUrl, setAuth } from '@/test/render-app';
import { SignOutSettle, useSignOut } from './use-sign-out';

afterEach(() => {
  vi.useRealTimers();
});

/** A promise the test settles: the new page suspends on it, so React keeps the old page on screen meanwhile. */
function controlled() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type SignOut = ReturnType<typeof useSignOut>['signOut'];

/** /settings (signed-in only) with a sign-out, and an /auth page that renders only once `authReady` settles. */
function renderSignOut(authReady: Promise<void>, options: { settle?: boolean } = {}) {
  const handle: { signOut?: SignOut } = {};
  function SettingsPage() {
    handle.signOut = useSignOut().signOut;
    return <h1>Settings</h1>;
  }
  function SlowAuthPage() {
    use(authReady);
    return <h1>Sign in</h1>;
  }
  const page = (id: string, children: ReactNode) => <RouteGuard route={routeById(id)}>{children}</RouteGuard>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {options.settle === false ? null : <SignOutSettle />}
            <Outlet />
          </>
        ),
        children: [
          { path: '/settings', element: page('settings', <SettingsPage />) },
          { path: '/auth', element: page('auth', <SlowAuthPage />) },
        ],
      },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, signOut: () => handle.signOut!('this-device', { skipServer: true }) };
}

describe('useSignOut', () => {
  it('keeps the old page from reacting until React shows the new one, however long its render takes', async () => {
    // Only timers are faked: a settle timer, if any, fires when the test says so, not on the machine's clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setAuth(makeSessionResponse());
    const auth = controlled();
    const { router, signOut } = renderSignOut(auth.promise);

    await act(signOut);
    // The router is at /auth and the session is forgotten, but React is still drawing /auth: /settings is shown.
    expect(router.state.location.pathname).toBe('/auth');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();

    // However long that takes, /settings's guard does not send the signed-out user to sign in again.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(currentUrl(router)).toBe('/auth');
    expect(useAuthStore.getState().signingOut).toBe(true);

    await act(async () => {
      auth.resolve();
      await auth.promise;
    });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth');
    expect(useAuthStore.getState().signingOut).toBe(false);
  });

  it('never leaves the guards open: without the root layout the protection ends with the sign-out', async () => {
    setAuth(makeSessionResponse());
    const { signOut } = renderSignOut(Promise.resolve(), { settle: false });

    await act(signOut);
    expect(useAuthStore.getState().signingOut).toBe(false);
  });
});
