import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => vi.unstubAllGlobals());

describe('/admin', () => {
  it('lists users with their roles and saves a change', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    const users = [
      {
        id: 'u-2',
        email: 'naledi@example.co.za',
        username: 'naledi',
        roles: ['user'],
        confirmed: true,
        banned: false,
        created_at: '2026-11-02T00:00:00.000Z',
        is_premium: false,
      },
    ];
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users': () => ({ items: users, nextCursor: null }),
      'PUT /admin/users/u-2/roles': () => ({ ok: true }),
    });
    setAuth(session);
    renderApp('/admin');
    await waitForApp();
    const table = screen.getByRole('table', { name: 'Users and their roles' });
    const roles = within(table).getByRole('group', { name: 'Roles of naledi' });
    expect(within(roles).getByRole('checkbox', { name: 'user' })).toHaveProperty('checked', true);
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'creator' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Save roles of naledi' }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/users/u-2/roles')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/users/u-2/roles')[0]!.body).toEqual({ roles: ['user', 'creator'] });
    expect(await screen.findByText('Roles saved.')).toBeTruthy();
  });

  it('revokes Premium after a confirmation, then reads the list again', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    let premium = true;
    const user = () => ({
      id: 'u-3',
      email: 'sipho@example.co.za',
      username: 'sipho',
      roles: ['user'],
      confirmed: true,
      banned: false,
      created_at: '2026-11-02T00:00:00.000Z',
      is_premium: premium,
    });
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users': () => ({ items: [user()], nextCursor: null }),
      'POST /admin/users/u-3/subscription/revoke': () => {
        premium = false;
        return new Response(null, { status: 204 });
      },
    });
    setAuth(session);
    renderApp('/admin');
    await waitForApp();
    const table = screen.getByRole('table', { name: 'Users and their roles' });
    expect(within(table).getByText('Premium')).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: 'Revoke Premium of sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Premium?' });
    expect(within(dialog).getByText(/sipho \(sipho@example.co.za\) loses Premium now/)).toBeTruthy();
    // Keeping it changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/admin/users/u-3/subscription/revoke')).toHaveLength(0);

    await userEvent.click(within(table).getByRole('button', { name: 'Revoke Premium of sipho' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Premium?' });
    const listReads = api.callsTo('GET', '/admin/users').length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke Premium' }));

    await waitFor(() => expect(api.callsTo('POST', '/admin/users/u-3/subscription/revoke')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/admin/users').length).toBe(listReads + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table).findByText('Free')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Revoke Premium of sipho' })).toBeNull();
    expect(await screen.findByText('Premium revoked.')).toBeTruthy();
    // Focus is not lost with the button: it is on the user's name.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('sipho'));
  });

  it('speaks Afrikaans: the user table, roles, the joined date, the revoke dialog and the toasts', async () => {
    inLanguage('af');
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users': () => ({
        items: [
          {
            id: 'u-4',
            email: 'thandi@example.co.za',
            username: 'thandi',
            roles: ['user'],
            confirmed: false,
            banned: false,
            created_at: '2026-11-02T00:00:00.000Z',
            is_premium: true,
          },
        ],
        nextCursor: null,
      }),
      'PUT /admin/users/u-4/roles': () => ({ ok: true }),
    });
    setAuth(session);
    renderApp('/admin');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Gebruikers' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Users and their roles' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Gebruikers en hul rolle' });
    expect(within(table).getByRole('columnheader', { name: 'Aangesluit' })).toBeTruthy();
    expect(within(table).getByText('Onbevestig')).toBeTruthy();
    expect(within(table).getByText('2 Nov. 2026')).toBeTruthy();
    const roles = within(table).getByRole('group', { name: 'Rolle van thandi' });
    expect(within(roles).getByRole('checkbox', { name: 'gebruiker' })).toHaveProperty('checked', true);

    await userEvent.click(within(table).getByRole('button', { name: 'Trek Premium van thandi in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trek Premium in?' });
    expect(
      within(dialog).getByText(
        'thandi (thandi@example.co.za) verloor Premium nou en skuif na die Free Tier.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hou Premium' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(roles).getByRole('checkbox', { name: 'skepper' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Stoor rolle van thandi' }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/users/u-4/roles')).toHaveLength(1));
    expect(await screen.findByText('Rolle gestoor.')).toBeTruthy();
  });
});
