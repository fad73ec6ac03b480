import type { SessionResponse } from '@mzansi/contracts/auth';
import type { ViewerProfile } from '@mzansi/contracts/viewer-profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  makeKidsProfile,
  makeSessionResponse,
  makeViewerProfile,
  makeViewerProfilesResponse,
  mockApi,
  type ApiHandler,
} from '@/test/api-mock';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

const thandi = makeViewerProfile();
const lwazi = makeKidsProfile();
const sipho = makeViewerProfile({
  id: 'b0f1e2d3-0000-4000-8000-000000000003',
  name: 'Sipho',
  avatar: 'lion',
  primary: false,
});
const extra = (n: number, name: string) =>
  makeViewerProfile({ id: `b0f1e2d3-0000-4000-8000-00000000001${n}`, name, avatar: 'zebra', primary: false });

/** The manage page, on a server that keeps its list of profiles as the requests change it. */
function openManage(
  options: {
    profiles?: ViewerProfile[];
    accountPinSet?: boolean;
    session?: SessionResponse;
    handlers?: Record<string, ApiHandler>;
  } = {},
) {
  const session = options.session ?? makeSessionResponse();
  const server = {
    profiles: [...(options.profiles ?? [thandi, sipho])],
    accountPinSet: options.accountPinSet ?? false,
  };
  const api = mockApi({
    'GET /auth/session': () => session,
    'GET /viewer-profiles': () =>
      makeViewerProfilesResponse({
        profiles: server.profiles,
        active_id: session.viewer_profile?.id ?? null,
        account_pin_set: server.accountPinSet,
      }),
    ...options.handlers,
  });
  setAuth(session);
  return { api, server, ...renderApp('/profiles/manage') };
}

function row(name: string) {
  return screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li')!;
}

describe('/profiles/manage', () => {
  it('lists the profiles with what each allows; the main profile has no Delete', async () => {
    openManage({ profiles: [thandi, lwazi] });
    expect(await screen.findByRole('heading', { name: 'Manage profiles', level: 1 })).toBeTruthy();
    await waitForApp();
    expect(within(row('Thandi')).getByText('Main profile')).toBeTruthy();
    expect(within(row('Thandi')).getByText('English · No limit · Autoplay on')).toBeTruthy();
    expect(within(row('Lwazi')).getByText('Kids')).toBeTruthy();
    expect(within(row('Lwazi')).getByText('English · Up to 7-9PG · Autoplay on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Thandi' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Lwazi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/profiles');
  });

  it('adds a Kids profile: its limit starts at 7-9PG and offers nothing above the Kids ceiling', async () => {
    const { api, server } = openManage({
      handlers: {
        'POST /viewer-profiles': ({ body }) => {
          const created = makeKidsProfile({ ...(body as Partial<ViewerProfile>), has_pin: false });
          server.profiles.push(created);
          return new Response(JSON.stringify(created), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          });
        },
      },
    });
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    const limit = within(dialog).getByLabelText<HTMLSelectElement>('Maturity limit');
    const choices = () => [...limit.options].map((option) => option.textContent);
    expect(choices()).toEqual([
      'No limit',
      'A · All ages',
      'PG · Parental guidance',
      '7-9PG · Ages 7 to 9 with parental guidance',
      '10-12PG · Ages 10 to 12 with parental guidance',
      '13 · Ages 13 and older',
      '16 · Ages 16 and older',
      '18 · Adults only (18+)',
    ]);

    await userEvent.type(within(dialog).getByLabelText('Name'), '  Lwazi ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Penguin' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Kids profile' }));
    expect(limit.value).toBe('7-9PG');
    expect(choices()).toEqual([
      'A · All ages',
      'PG · Parental guidance',
      '7-9PG · Ages 7 to 9 with parental guidance',
      '10-12PG · Ages 10 to 12 with parental guidance',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));

    expect(await screen.findByText('Lwazi is ready to watch.')).toBeTruthy();
    expect(api.callsTo('POST', '/viewer-profiles')[0]!.body).toEqual({
      name: 'Lwazi',
      avatar: 'penguin',
      language: 'en',
      kids: true,
      maturity_limit: '7-9PG',
      autoplay_next: true,
    });
    await waitFor(() => expect(within(row('Lwazi')).getByText('Kids')).toBeTruthy());
  });

  it('at 5 profiles, Add profile is disabled and the page says why', async () => {
    openManage({ profiles: [thandi, sipho, extra(1, 'Zola'), extra(2, 'Naledi'), extra(3, 'Pieter')] });
    await waitForApp();
    const add = screen.getByRole('button', { name: 'Add profile' });
    expect(add.hasAttribute('disabled')).toBe(true);
    const reason = screen.getByText(
      'You have 5 profiles, the most an account can have. Delete one to add another.',
    );
    expect(add.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('says so when the server refuses a sixth profile (409)', async () => {
    openManage({
      handlers: { 'POST /viewer-profiles': () => apiError(409, 'conflict', 'That conflicts.') },
    });
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a profile' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Zola');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add profile' }));
    expect(
      await within(dialog).findByText(
        'This account already has the most profiles it can have. Delete one to add another.',
      ),
    ).toBeTruthy();
  });

  it('asks for the account PIN when the server says a limit change needs it, with the tries left', async () => {
    const { api } = openManage({
      profiles: [thandi, lwazi],
      accountPinSet: true,
      handlers: {
        [`PATCH /viewer-profiles/${lwazi.id}`]: ({ body }) => {
          const { account_pin: pin, ...change } = body as { account_pin?: string } & Partial<ViewerProfile>;
          if (!pin) return apiError(403, 'pin_required', 'Enter the PIN to continue.', { pin: 'account' });
          if (pin !== '2580')
            return apiError(403, 'pin_incorrect', 'That PIN is not right. Please try again.', {
              pin: 'account',
              attempts_left: 4,
            });
          return { ...lwazi, ...change };
        },
      },
    });
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lwazi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lwazi' });
    expect(within(dialog).queryByLabelText('Account PIN')).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Maturity limit'), '10-12PG');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Enter the account PIN to save this change.')).toBeTruthy();
    const pin = within(dialog).getByLabelText('Account PIN');
    await userEvent.type(pin, '1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'That PIN is not right. Please try again. 4 tries left before PINs are locked for a while.',
      ),
    ).toBeTruthy();
    await userEvent.clear(pin);
    await userEvent.type(pin, '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lwazi is saved.')).toBeTruthy();
    // Only what changed is sent: an unchanged Kids setting would ask for the PIN for nothing.
    expect(api.callsTo('PATCH', `/viewer-profiles/${lwazi.id}`).map((call) => call.body)).toEqual([
      { maturity_limit: '10-12PG' },
      { maturity_limit: '10-12PG', account_pin: '1111' },
      { maturity_limit: '10-12PG', account_pin: '2580' },
    ]);
  });

  it('keeps the main profile unlimited: its Kids switch and limit cannot be changed', async () => {
    openManage();
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Thandi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Thandi' });
    expect(within(dialog).getByRole('switch', { name: 'Kids profile' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByLabelText('Maturity limit').hasAttribute('disabled')).toBe(true);
  });

  it('deletes a profile once confirmed', async () => {
    const { api, server } = openManage({
      handlers: {
        [`DELETE /viewer-profiles/${sipho.id}`]: () => {
          server.profiles = server.profiles.filter((profile) => profile.id !== sipho.id);
          return undefined;
        },
      },
    });
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sipho?' });
    expect(
      within(dialog).getByText(
        "The profile's list, watch progress and history are deleted with it. This can't be undone.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete profile' }));

    expect(await screen.findByText('Sipho is deleted.')).toBeTruthy();
    expect(api.callsTo('DELETE', `/viewer-profiles/${sipho.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: /^Sipho/ })).toBeNull());
  });

  it('sets a profile PIN, confirmed with the account password; a wrong password is said', async () => {
    const { api, server } = openManage({
      handlers: {
        [`PUT /viewer-profiles/${sipho.id}/pin`]: ({ body }) => {
          if ((body as { password?: string }).password !== 'correct horse')
            return apiError(403, 'reauthentication_failed', 'That does not match your account.');
          const locked = { ...sipho, has_pin: true };
          server.profiles = server.profiles.map((profile) => (profile.id === sipho.id ? locked : profile));
          return locked;
        },
      },
    });
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Set PIN for Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'PIN for Sipho' });
    await userEvent.type(within(dialog).getByLabelText('New 4-digit PIN'), '1234');
    await userEvent.type(within(dialog).getByLabelText('Type it again'), '1243');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PIN' }));
    expect(await within(dialog).findByText("The two PINs don't match.")).toBeTruthy();
    expect(api.callsTo('PUT', `/viewer-profiles/${sipho.id}/pin`)).toHaveLength(0);

    const again = within(dialog).getByLabelText('Type it again');
    await userEvent.clear(again);
    await userEvent.type(again, '1234');
    await userEvent.type(within(dialog).getByLabelText('Account password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PIN' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeTruthy();

    const password = within(dialog).getByLabelText('Account password');
    await userEvent.clear(password);
    await userEvent.type(password, 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('PIN saved.')).toBeTruthy();
    expect(api.callsTo('PUT', `/viewer-profiles/${sipho.id}/pin`).at(-1)!.body).toEqual({
      pin: '1234',
      password: 'correct horse',
    });
    await waitFor(() => expect(within(row('Sipho')).getByText('PIN protected')).toBeTruthy());
  });

  it('a Google-only account removes the account PIN with its e-mail address', async () => {
    const session = makeSessionResponse({ email: 'thandi@example.co.za' });
    session.session!.user.app_metadata = { provider: 'google', providers: ['google'], roles: ['user'] };
    const { api, server } = openManage({
      session,
      accountPinSet: true,
      handlers: {
        'PUT /account/pin': () => {
          server.accountPinSet = false;
          return undefined;
        },
      },
    });
    await waitForApp();
    expect(screen.getByText('The account PIN is on.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove account PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the account PIN' });
    expect(within(dialog).queryByLabelText('Account password')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Account e-mail address'), 'Thandi@example.co.za');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove PIN' }));

    expect(await screen.findByText('PIN removed.')).toBeTruthy();
    expect(api.callsTo('PUT', '/account/pin')[0]!.body).toEqual({
      pin: null,
      confirmEmail: 'Thandi@example.co.za',
    });
    await waitFor(() =>
      expect(screen.getByText('No account PIN yet: anyone can leave a Kids profile.')).toBeTruthy(),
    );
  });
});
