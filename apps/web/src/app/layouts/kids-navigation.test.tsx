import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

/**
 * Watching as a Kids profile (issue 16), on an account that is an admin, a creator and Premium: the account's
 * entries would all show for a grown-up, so none of them showing is the Kids profile's doing.
 */
function asKids() {
  const session = makeSessionResponse({ kids: true, premium: true, roles: ['user', 'creator', 'admin'] });
  mockApi({
    'GET /auth/session': () => session,
    'GET /recommendations': () => ({
      rows: [
        {
          id: 'trending',
          title: 'Trending in South Africa',
          kind: 'trending',
          items: [makeVideoListItem({ title: 'Jabu and the Rain', ageRating: 'A' })],
        },
      ],
    }),
  });
  setAuth(session);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a Kids profile (issue 16)', () => {
  it('home: a friendly greeting and the rows the server returns, no hero and no Premium pitch', async () => {
    asKids();
    renderApp('/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hi Lwazi! What shall we watch today?' }),
    ).toBeTruthy();
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Trending in South Africa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Jabu and the Rain/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Jabu and the Rain' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Upgrade|Premium/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade|Premium/ })).toBeNull();
  });

  it('desktop: the user menu has the profile, Exit Kids, help and Log out, and no account, billing, studio or admin', async () => {
    asKids();
    renderApp('/browse');
    await waitForApp();
    const trigger = screen.getByRole('button', { name: /Account menu/ });
    expect(trigger.querySelector('[data-avatar]')?.getAttribute('data-avatar')).toBe('penguin');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Exit Kids', 'Help Center(opens in a new tab)', 'Log out']);
    expect(within(menu).getByText('Lwazi')).toBeTruthy();
    expect(within(menu).getByText('Kids')).toBeTruthy();
    expect(within(menu).queryByText('thandi@example.co.za')).toBeNull();
    expect(within(menu).queryByText('Premium')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Exit Kids' }).getAttribute('href')).toBe('/profiles');
    await userEvent.keyboard('{Escape}');

    const footer = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My List', 'Exit Kids']);
  });

  it('mobile: the drawer and bottom bar lead out of Kids, never to the account or an upgrade', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: MOBILE_UA, onLine: true });
    asKids();
    renderApp('/browse');
    await waitForApp();
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/home'],
      ['Explore', '/browse'],
      ['My List', '/my-list'],
      ['Exit Kids', '/profiles'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'My Account' });
    expect(
      within(drawer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Home',
      'My List',
      // A Premium household's children keep their own downloads (issue 17): not the account, not an upgrade.
      'Downloads',
      'Exit Kids',
      expect.stringMatching(/^Switch to (light|dark) theme$/),
      'Log Out',
    ]);
    expect(within(drawer).queryByText('Account Settings')).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Upgrade' })).toBeNull();
    const card = within(drawer).getByRole('region', { name: 'Kids profile' });
    expect(within(card).getByText('Lwazi')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Exit Kids' }).getAttribute('href')).toBe('/profiles');
  });

  it("is sent home from the account's pages, with a word why", async () => {
    asKids();
    const { router } = renderApp('/settings');
    await waitFor(() => expect(currentUrl(router)).toBe('/home'));
    expect(await screen.findByText('Not on a Kids profile')).toBeTruthy();
    expect(screen.getByText('That page is for grown-ups. Exit Kids to open it.')).toBeTruthy();
  });
});
