import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => vi.unstubAllGlobals());

const naledi = {
  id: 'u-2',
  email: 'naledi@example.co.za',
  username: 'naledi',
  name: '',
  roles: ['user'],
  confirmed: true,
  banned: false,
  suspended_until: null,
  created_at: '2026-11-02T00:00:00.000Z',
  last_seen_at: null,
  is_premium: true,
};

const detailOf = (user: typeof naledi) => ({
  user,
  profile: { display_name: null, avatar_url: null, language: 'en', providers: ['credential'] },
  viewer_profiles: [],
  suspension: null,
  suspensions: [],
  subscriptions: [],
  payments: [],
  sessions: [],
  streams: [],
  downloads: { active: 0, items: [] },
  audit: [],
});

describe('/admin/users', () => {
  it('shows the user list in the admin area; a user opens on their page', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users': () => ({ items: [naledi], total: 1, page: 1, pageSize: 25 }),
      'GET /admin/users/u-2': () => detailOf(naledi),
    });
    setAuth(session);
    const { router } = renderApp('/admin/users');
    await waitForApp();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Content', '/studio'],
      ['Moderation', '/admin/moderation'],
      ['Ads', '/admin/ads'],
      ['Feedback', '/admin/feedback'],
      ['Client errors', '/admin/errors'],
      ['Audit log', '/admin/audit'],
    ]);
    const table = screen.getByRole('table', { name: 'Users and their roles' });
    expect(within(table).getByText('Premium')).toBeTruthy();
    await userEvent.click(within(table).getByRole('link', { name: 'naledi@example.co.za' }));
    await waitForApp();
    expect(currentUrl(router)).toBe('/admin/users/u-2');
    expect(screen.getByRole('heading', { level: 1, name: 'naledi@example.co.za' })).toBeTruthy();
  });

  it('saves roles and revokes Premium on the user page, reading it again after each', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    let user = { ...naledi };
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users/u-2': () => detailOf(user),
      'PUT /admin/users/u-2/roles': ({ body }) => {
        user = { ...user, roles: (body as { roles: string[] }).roles };
        return user;
      },
      'POST /admin/users/u-2/subscription/revoke': () => {
        user = { ...user, is_premium: false };
        return new Response(null, { status: 204 });
      },
    });
    setAuth(session);
    renderApp('/admin/users/u-2');
    await waitForApp();
    const roles = screen.getByRole('group', { name: 'Roles of naledi@example.co.za' });
    expect(within(roles).getByRole('checkbox', { name: 'user' })).toHaveProperty('checked', true);
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'creator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save roles of naledi@example.co.za' }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/users/u-2/roles')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/users/u-2/roles')[0]!.body).toEqual({ roles: ['user', 'creator'] });
    expect(await screen.findByText('Roles saved.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Premium?' });
    expect(within(dialog).getByText(/naledi \(naledi@example.co.za\) loses Premium now/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(api.callsTo('POST', '/admin/users/u-2/subscription/revoke')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Premium' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Premium?' });
    const reads = api.callsTo('GET', '/admin/users/u-2').length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke Premium' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/users/u-2/subscription/revoke')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/admin/users/u-2').length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Premium' })).toBeNull());
  });

  it('speaks Afrikaans: the user table, its filters and the joined date', async () => {
    inLanguage('af');
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users': () => ({
        items: [{ ...naledi, confirmed: false }],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    });
    setAuth(session);
    renderApp('/admin/users');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Gebruikers en hul rolle' });
    expect(within(table).getByRole('columnheader', { name: /Aangesluit/ })).toBeTruthy();
    expect(within(table).getByText('Onbevestig')).toBeTruthy();
    expect(within(table).getByText('2 Nov. 2026')).toBeTruthy();
    expect(within(table).getByText('Nooit')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Soek volgens e-pos of naam' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByText('1 gebruiker')).toBeTruthy();
  });
});
