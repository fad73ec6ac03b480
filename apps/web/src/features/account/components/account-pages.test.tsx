import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { avatarFileProblem } from '../api/avatar-rules';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

const DEVICES = {
  items: [
    {
      id: 's-1',
      current: true,
      created_at: '2026-11-20T08:00:00.000Z',
      last_active_at: '2026-11-22T08:00:00.000Z',
      expires_at: '2026-12-20T08:00:00.000Z',
      ip_address: '196.25.1.1',
      user_agent: 'Chrome',
      device_label: 'Chrome on Linux',
    },
    {
      id: 's-2',
      current: false,
      created_at: '2026-11-10T08:00:00.000Z',
      last_active_at: '2026-11-21T08:00:00.000Z',
      expires_at: '2026-12-10T08:00:00.000Z',
      ip_address: null,
      user_agent: 'Mobile Safari',
      device_label: 'Safari on iPhone',
    },
  ],
};

function signedIn(handlers: Record<string, ApiHandler> = {}) {
  const session = makeSessionResponse();
  const api = mockApi({
    'GET /auth/session': () => session,
    'GET /profile': () => ({ profile: session.profile }),
    'GET /auth/sessions': () => DEVICES,
    ...handlers,
  });
  setAuth(session);
  return { api, session };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/profile', () => {
  it('saves only the changed fields and shows "Success"', async () => {
    const { api, session } = signedIn({
      'PATCH /profile': ({ body }) => ({
        profile: { ...makeSessionResponse().profile, ...(body as object) },
      }),
    });
    renderApp('/profile');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await userEvent.type(within(form).getByLabelText('Location'), 'Durban');
    await userEvent.type(within(form).getByLabelText('Website'), 'https://thandi.co.za');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/profile')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/profile')[0]!.body).toEqual({
      location: 'Durban',
      website: 'https://thandi.co.za',
    });
    expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
    expect(session.profile?.username).toBe('thandi');
  });

  it('shows the display name the user sets in the account menu and as "Shown as", not the username', async () => {
    signedIn({
      'PATCH /profile': ({ body }) => ({
        profile: { ...makeSessionResponse().profile, ...(body as object) },
      }),
    });
    renderApp('/profile');
    await waitForApp();
    expect(screen.getByRole('button', { name: 'Account menu for thandi' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await userEvent.type(within(form).getByLabelText('Display name'), 'Thandi');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Thandi' })).toBeTruthy();
    const shownAs = screen.getByText('Shown as').nextElementSibling;
    expect(shownAs?.textContent).toBe('Thandi');
  });

  it('shows the name given at sign-up when no display name is set', async () => {
    const session = makeSessionResponse({
      email: 'ux.tester.1795@example.co.za',
      username: 'ux.tester.1795',
    });
    session.session!.user.user_metadata = { full_name: 'Thandi Mokoena' };
    mockApi({
      'GET /auth/session': () => session,
      'GET /profile': () => ({ profile: session.profile }),
      'GET /auth/sessions': () => DEVICES,
    });
    setAuth(session);
    renderApp('/profile');
    await waitForApp();
    expect(screen.getByRole('button', { name: 'Account menu for Thandi Mokoena' })).toBeTruthy();
    expect(screen.getByText('Shown as').nextElementSibling?.textContent).toBe('Thandi Mokoena');
  });

  it('refuses a website that is not a web address, before sending', async () => {
    const { api } = signedIn();
    renderApp('/profile');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await userEvent.type(within(form).getByLabelText('Website'), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a web address starting with https://')).toBeTruthy();
    expect(api.callsTo('PATCH', '/profile')).toHaveLength(0);
  });

  it('refuses what the profile contract refuses before sending, in its own words', async () => {
    const { api } = signedIn();
    renderApp('/profile');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const username = within(form).getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'sipho mk');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitForApp();
    expect(within(form).getByText('Use letters, numbers, dots, dashes or underscores')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', '/profile')).toHaveLength(0);
  });

  it('shows a field the server refused on that field', async () => {
    signedIn({
      'PATCH /profile': () =>
        apiError(400, 'validation_failed', 'Some fields are not valid.', [
          { field: 'body.location', message: 'That place name has characters we cannot store.' },
        ]),
    });
    renderApp('/profile');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const location = within(form).getByLabelText('Location');
    await userEvent.type(location, 'Durban');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitForApp();
    expect(within(form).getByText('That place name has characters we cannot store.')).toBeTruthy();
    expect(location.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(location);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('says when a username is taken', async () => {
    signedIn({ 'PATCH /profile': () => apiError(409, 'conflict', 'That username is taken.') });
    renderApp('/profile');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const username = within(form).getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'sipho');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('That username is taken. Try another.')).toBeTruthy();
  });

  it('checks an avatar’s type and size before uploading', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('Choose a JPEG, PNG or WebP image.');
    expect(avatarFileProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'Choose an image of 5 MB or less.',
    );
    expect(avatarFileProblem({ type: 'image/webp', size: 1024 })).toBeNull();
  });
});

describe('/settings', () => {
  it('lists the devices with "This device", and signs another one out', async () => {
    const { api } = signedIn({ 'DELETE /auth/sessions/s-2': () => undefined });
    renderApp('/settings');
    await waitForApp();
    const list = screen.getByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getByText('This device')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Sign out Safari on iPhone']);
    await userEvent.click(within(list).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/auth/sessions/s-2')).toHaveLength(1));
  });

  it('changes the password and explains a refused one', async () => {
    const { api } = signedIn({
      'POST /auth/password/change': () =>
        apiError(400, 'weak_password', 'Choose a stronger password.', { reasons: ['too_short'] }),
    });
    renderApp('/settings');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'old password');
    await userEvent.type(within(form).getByLabelText('New password'), 'password');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.callsTo('POST', '/auth/password/change')).toHaveLength(1));
    expect(await within(form).findByText('Use at least 8 characters.')).toBeTruthy();
  });

  it('checks the new password (length, typed twice) before sending', async () => {
    const { api } = signedIn();
    renderApp('/settings');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitForApp();
    expect(within(form).getByText('Enter your current password.')).toBeTruthy();
    expect(within(form).getByText('Use at least 8 characters.')).toBeTruthy();

    await userEvent.type(within(form).getByLabelText('Current password'), 'old password');
    await userEvent.type(within(form).getByLabelText('New password'), 'a new password');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'a new pasword');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitForApp();
    expect(within(form).getByText('The passwords do not match.')).toBeTruthy();
    expect(api.callsTo('POST', '/auth/password/change')).toHaveLength(0);
  });

  it('signs out everywhere after confirming', async () => {
    const { api } = signedIn({ 'POST /auth/logout-everywhere': () => undefined });
    const { router } = renderApp('/settings');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/auth'));
    expect(api.callsTo('POST', '/auth/logout-everywhere')).toHaveLength(1);
  });

  it('deletes the account only with the password, in a dialog that restores focus when cancelled', async () => {
    const { api } = signedIn({ 'DELETE /account': () => undefined });
    const { router } = renderApp('/settings');
    await waitForApp();
    const opener = screen.getByRole('button', { name: 'Delete account' });
    await userEvent.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await userEvent.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitForApp();
    expect(within(dialog).getByText('Enter your password to confirm.')).toBeTruthy();
    expect(api.callsTo('DELETE', '/account')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(api.callsTo('DELETE', '/account')[0]!.body).toEqual({ password: 'my password' });
    expect(await screen.findByText('Account deleted')).toBeTruthy();
  });

  it('uses the width on a desktop: the sections sit two to a row, no narrow column (issue 14)', async () => {
    signedIn();
    renderApp('/settings');
    await waitForApp();
    const sections = screen.getByTestId('settings-sections');
    expect(sections.className.split(' ')).toContain('lg:grid-cols-2');
    expect(sections.className).not.toMatch(/max-w-/);
  });

  it('switches the theme and saves it; "System" is the default (spec §4)', async () => {
    signedIn();
    renderApp('/settings');
    await waitForApp();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'System' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem('mzansi:theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.classList.contains('light')).toBe(false);
  });

  it('downloads the data export', async () => {
    const { api } = signedIn({ 'GET /account/export': () => ({ profile: {}, sessions: [] }) });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/settings');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(api.callsTo('GET', '/account/export')).toHaveLength(1));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});

describe('/settings and /profile in another language', () => {
  it('draws the settings in isiZulu, dates in isiZulu, and switches the app to Afrikaans from its language section', async () => {
    inLanguage('zu');
    signedIn();
    renderApp('/settings');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Izilungiselelo' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Signed-in devices' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Amadivayisi angenile' });
    expect(within(list).getByText('Le divayisi')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Phumisa i-Safari on iPhone' })).toBeTruthy();
    expect(within(list).getByText(/^Igcine ukusebenza ngo-.+ · 196\.25\.1\.1 · ingene ngo-/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Isistimu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Landa idatha yami' })).toBeTruthy();

    const language = screen.getByRole('region', { name: 'Ulimi' });
    await userEvent.selectOptions(within(language).getByLabelText('Ulimi lwe-app'), 'af');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instellings' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Aangemelde toestelle' })).toBeTruthy();
  });

  it('checks the new password in Afrikaans', async () => {
    inLanguage('af');
    signedIn();
    renderApp('/settings');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Verander wagwoord' });
    await userEvent.type(within(form).getByLabelText('Huidige wagwoord'), 'old password');
    await userEvent.type(within(form).getByLabelText('Nuwe wagwoord'), 'a long enough password');
    await userEvent.type(within(form).getByLabelText('Bevestig nuwe wagwoord'), 'another long password');
    await userEvent.click(within(form).getByRole('button', { name: 'Verander wagwoord' }));
    expect(await within(form).findByText('Die wagwoorde stem nie ooreen nie.')).toBeTruthy();
  });

  it('draws the profile in isiZulu', async () => {
    inLanguage('zu');
    signedIn();
    renderApp('/profile');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Iphrofayela yakho' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Hlela iphrofayela' })).toBeTruthy();
    expect(screen.getByText('Ilungu kusukela')).toBeTruthy();
    expect(screen.getByText('umsebenzisi')).toBeTruthy();
  });
});
