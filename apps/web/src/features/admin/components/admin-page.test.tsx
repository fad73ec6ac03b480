import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { renderApp, setAuth } from '@/test/render-app';

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
    const table = await screen.findByRole('table', { name: 'Users and their roles' }, { timeout: 5000 });
    const roles = within(table).getByRole('group', { name: 'Roles of naledi' });
    expect(within(roles).getByRole('checkbox', { name: 'user' })).toHaveProperty('checked', true);
    await userEvent.click(within(roles).getByRole('checkbox', { name: 'creator' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Save roles of naledi' }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/users/u-2/roles')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/users/u-2/roles')[0]!.body).toEqual({ roles: ['user', 'creator'] });
    expect(await screen.findByText('Roles saved.')).toBeTruthy();
  });
});
