import type { AdminUser, AdminUserDetail } from '@mzansi/contracts/admin-users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { endOfDay, todayInSouthAfrica } from '../lib/suspension-dates';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => vi.unstubAllGlobals());

function user(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u-2',
    email: 'naledi@example.co.za',
    username: 'naledi',
    name: 'Naledi Dlamini',
    roles: ['user'],
    confirmed: true,
    banned: false,
    suspended_until: null,
    created_at: '2026-11-02T00:00:00.000Z',
    last_seen_at: '2026-11-20T10:00:00.000Z',
    is_premium: false,
    ...overrides,
  };
}

function detail(overrides: Partial<AdminUser> = {}, more: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: user(overrides),
    profile: { display_name: null, avatar_url: null, language: 'en', providers: ['credential'] },
    viewer_profiles: [{ id: 'p-1', name: 'Naledi', kids: false, primary: true }],
    suspension: null,
    suspensions: [],
    subscriptions: [],
    payments: [],
    sessions: [
      {
        id: 's-1',
        user_agent: 'Chrome on Android',
        ip_address: '196.25.1.1',
        created_at: '2026-11-20T08:00:00.000Z',
        last_active_at: '2026-11-20T10:00:00.000Z',
        expires_at: '2026-11-27T10:00:00.000Z',
      },
    ],
    streams: [],
    downloads: { active: 0, items: [] },
    audit: [],
    ...more,
  };
}

const page = (items: AdminUser[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 25,
});

describe('/admin/users', () => {
  it('reads its filters from the URL, keeps them there, and pages on the server', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users': ({ url }) => page([user()], 60, Number(url.searchParams.get('page') ?? 1)),
    });
    setAuth(session);
    const { router } = renderApp('/admin/users?status=suspended&role=moderator&sort=last_seen_desc&page=2');
    await waitForApp();
    const first = api.callsTo('GET', '/admin/users')[0]!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({
      role: 'moderator',
      status: 'suspended',
      sort: 'last_seen_desc',
      page: '2',
      pageSize: '25',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'suspended');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveProperty('value', 'moderator');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Users and their roles' });
    expect(
      within(table)
        .getByRole('columnheader', { name: /Last seen/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(within(table).getByRole('link', { name: 'naledi@example.co.za' }).getAttribute('href')).toBe(
      '/admin/users/u-2',
    );

    // A new filter starts from the first page.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'premium');
    await waitForApp();
    expect(currentUrl(router)).toBe(
      '/admin/users?role=moderator&plan=premium&status=suspended&sort=last_seen_desc',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitForApp();
    expect(currentUrl(router)).toContain('page=2');
    expect(api.callsTo('GET', '/admin/users').at(-1)!.url.searchParams.get('page')).toBe('2');

    // Sorting by the Joined column: newest first, then oldest first.
    await userEvent.click(within(table).getByRole('button', { name: /Joined/ }));
    await waitForApp();
    expect(currentUrl(router)).not.toContain('sort=');
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /Joined/ }));
    await waitForApp();
    expect(currentUrl(router)).toContain('sort=joined_asc');
  });

  it('searches as one types, once typing pauses', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users': ({ url }) =>
        page(url.searchParams.get('q') ? [user({ email: 'sipho@example.co.za', id: 'u-9' })] : [user()]),
    });
    setAuth(session);
    const { router } = renderApp('/admin/users');
    await waitForApp();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), 'sipho@');
    expect(await screen.findByRole('link', { name: 'sipho@example.co.za' }, { timeout: 5000 })).toBeTruthy();
    const searches = api.callsTo('GET', '/admin/users').filter((call) => call.url.searchParams.get('q'));
    // One request for the settled text, not one per key.
    expect(searches.map((call) => call.url.searchParams.get('q'))).toEqual(['sipho@']);
    expect(currentUrl(router)).toBe('/admin/users?q=sipho%40');
    expect(screen.getByText('1 user')).toBeTruthy();
  });

  it('is open to moderators, whose admin nav shows Users but not Ads', async () => {
    const session = makeSessionResponse({ roles: ['user', 'moderator'] });
    mockApi({ 'GET /auth/session': () => session, 'GET /admin/users': () => page([user()]) });
    setAuth(session);
    renderApp('/admin/users');
    await waitForApp();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Ads' })).toBeNull();
    expect(screen.getByRole('link', { name: 'naledi@example.co.za' })).toBeTruthy();
  });

  it('sends a free user away', async () => {
    const session = makeSessionResponse({ roles: ['user'] });
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    const { router } = renderApp('/admin/users');
    await waitForApp();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/admin/users/:id', () => {
  it('shows an admin every section and suspends with a reason and an end date', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    let suspended = false;
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users/u-2': () =>
        suspended
          ? detail(
              { banned: true, suspended_until: '2026-12-31T21:59:59.000Z' },
              {
                sessions: [],
                suspension: {
                  id: 'x',
                  reason: 'Sharing the account',
                  started_at: '2026-11-21T00:00:00.000Z',
                  ends_at: '2026-12-31T21:59:59.000Z',
                  suspended_by: 'user-1',
                  lifted_at: null,
                  lifted_by: null,
                  active: true,
                },
              },
            )
          : detail(),
      'POST /admin/users/u-2/suspend': () => {
        suspended = true;
        return new Response(null, { status: 204 });
      },
    });
    setAuth(session);
    renderApp('/admin/users/u-2');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'naledi@example.co.za' })).toBeTruthy();
    for (const name of [
      'Profile',
      'Roles',
      'Subscription and payments',
      'Devices and sessions',
      'Downloads (0 active)',
      'Audit trail',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Complimentary Premium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End all sessions' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Roles of naledi@example.co.za' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend naledi@example.co.za?' });
    // A reason is required.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(api.callsTo('POST', '/admin/users/u-2/suspend')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await userEvent.paste('Sharing the account');
    const endDate = within(dialog).getByLabelText('End date (optional)');
    expect(endDate.getAttribute('min')).toBe(todayInSouthAfrica());
    fireEvent.change(endDate, { target: { value: '2026-12-31' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/users/u-2/suspend')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/users/u-2/suspend')[0]!.body).toEqual({
      reason: 'Sharing the account',
      until: endOfDay('2026-12-31'),
    });
    expect(await screen.findByText('Account suspended. Its sessions have ended.')).toBeTruthy();
    expect(await screen.findByText('Suspended until 31 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lift suspension' })).toBeTruthy();
  });

  it('grants complimentary Premium for a number of days, and ends sessions after a confirmation', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users/u-2': () => detail(),
      'POST /admin/users/u-2/complimentary-premium': () => new Response(null, { status: 204 }),
      'POST /admin/users/u-2/sessions/end': () => ({ ended: 1 }),
    });
    setAuth(session);
    renderApp('/admin/users/u-2');
    await waitForApp();

    await userEvent.click(screen.getByRole('button', { name: 'Complimentary Premium' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Complimentary Premium for naledi@example.co.za',
    });
    const days = within(dialog).getByRole('spinbutton', { name: 'Days' });
    await userEvent.clear(days);
    await userEvent.paste('400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Premium' }));
    expect(within(dialog).getByText('Choose between 7 and 365 days.')).toBeTruthy();
    await userEvent.clear(days);
    await userEvent.paste('90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Premium' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/admin/users/u-2/complimentary-premium')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/admin/users/u-2/complimentary-premium')[0]!.body).toEqual({ days: 90 });
    expect(await screen.findByText('Complimentary Premium granted.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    const confirm = await screen.findByRole('dialog', { name: 'End every session of naledi@example.co.za?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(api.callsTo('POST', '/admin/users/u-2/sessions/end')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    const again = await screen.findByRole('dialog', { name: 'End every session of naledi@example.co.za?' });
    await userEvent.click(within(again).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/users/u-2/sessions/end')).toHaveLength(1));
    // (Its toast waits behind the first one: the toaster shows them in turn.)
  });

  it('resends the confirmation e-mail of an unconfirmed account', async () => {
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users/u-2': () => detail({ confirmed: false }),
      'POST /admin/users/u-2/confirmation-email': () => new Response(null, { status: 204 }),
    });
    setAuth(session);
    renderApp('/admin/users/u-2');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send naledi@example.co.za a new confirmation link?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend confirmation e-mail' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/users/u-2/confirmation-email')).toHaveLength(1));
    expect(await screen.findByText('Confirmation e-mail sent.')).toBeTruthy();
  });

  it('offers a moderator suspend and lift only: no roles, billing or session actions', async () => {
    const session = makeSessionResponse({ roles: ['user', 'moderator'] });
    mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users/u-2': () => detail({ confirmed: false, is_premium: true }),
    });
    setAuth(session);
    renderApp('/admin/users/u-2');
    await waitForApp();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
    for (const name of [
      'Complimentary Premium',
      'Revoke Premium',
      'End all sessions',
      'Resend confirmation e-mail',
    ]) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    }
    expect(screen.queryByRole('group', { name: /Roles of/ })).toBeNull();
  });

  it('offers no suspension of an admin, nor (to a moderator) of another moderator', async () => {
    const session = makeSessionResponse({ roles: ['user', 'moderator'] });
    mockApi({
      'GET /auth/session': () => session,
      'GET /admin/users/u-5': () => detail({ id: 'u-5', roles: ['user', 'moderator'] }),
    });
    setAuth(session);
    renderApp('/admin/users/u-5');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('speaks isiZulu: the sections and the suspend dialog', async () => {
    inLanguage('zu');
    const session = makeSessionResponse({ roles: ['user', 'admin'] });
    mockApi({ 'GET /auth/session': () => session, 'GET /admin/users/u-2': () => detail() });
    setAuth(session);
    renderApp('/admin/users/u-2');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 2, name: 'Umlando wokuhlola' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Misa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Misa u-naledi@example.co.za?' });
    expect(within(dialog).getByRole('button', { name: 'Misa i-akhawunti' })).toBeTruthy();
  });
});
