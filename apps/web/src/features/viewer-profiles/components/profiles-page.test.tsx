import type { SessionResponse } from '@mzansi/contracts/auth';
import type { ViewerProfile } from '@mzansi/contracts/viewer-profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appI18n } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import {
  apiError,
  makeKidsProfile,
  makeSessionResponse,
  makeViewerProfile,
  makeViewerProfilesResponse,
  mockApi,
  type ApiHandler,
} from '@/test/api-mock';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  document.documentElement.lang = 'en-ZA';
});

const thandi = makeViewerProfile();
const lwazi = makeKidsProfile();
const sipho = makeViewerProfile({
  id: 'b0f1e2d3-0000-4000-8000-000000000003',
  name: 'Sipho',
  avatar: 'lion',
  has_pin: true,
  primary: false,
});
const anele = makeViewerProfile({
  id: 'b0f1e2d3-0000-4000-8000-000000000004',
  name: 'Anele',
  avatar: 'zebra',
  language: 'af',
  primary: false,
});
const PROFILES = [thandi, lwazi, sipho, anele];

/** The session answer of POST /viewer-profiles/:id/select: watching as that profile, chosen. */
function chosen(profile: ViewerProfile): SessionResponse {
  return makeSessionResponse({ viewerProfile: profile });
}

function openPicker(
  path: string,
  options: { session?: SessionResponse; accountPinSet?: boolean; handlers?: Record<string, ApiHandler> } = {},
) {
  const session = options.session ?? makeSessionResponse({ chooseProfile: true });
  const api = mockApi({
    'GET /auth/session': () => session,
    'GET /viewer-profiles': () =>
      makeViewerProfilesResponse({
        profiles: PROFILES,
        active_id: session.choose_viewer_profile ? null : (session.viewer_profile?.id ?? null),
        account_pin_set: options.accountPinSet ?? false,
      }),
    ...options.handlers,
  });
  setAuth(session);
  return { api, ...renderApp(path) };
}

function tile(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

describe('/profiles: "Who\'s watching?"', () => {
  it('shows each profile as a tile, Kids badge and PIN lock included, and the way to manage them', async () => {
    openPicker('/profiles');
    expect(await screen.findByRole('heading', { name: "Who's watching?", level: 1 })).toBeTruthy();
    await waitForApp();
    const list = screen.getByRole('list', { name: 'Profiles' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Thandi', 'LwaziKids', 'SiphoPIN protected', 'Anele']);
    expect(tile('Sipho').querySelector('[data-avatar="lion"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage profiles' }).getAttribute('href')).toBe(
      '/profiles/manage',
    );
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('chooses a profile: its session, nothing fetched for the previous profile kept, its language, then returnUrl', async () => {
    const { api, router, queryClient } = openPicker('/profiles?returnUrl=%2Fmy-list', {
      handlers: { [`POST /viewer-profiles/${anele.id}/select`]: () => chosen(anele) },
    });
    await waitForApp();
    queryClient.setQueryData(['watchlist'], ['what Thandi saved']);

    await userEvent.click(tile('Anele'));

    await waitFor(() => expect(currentUrl(router)).toBe('/my-list'));
    expect(api.callsTo('POST', `/viewer-profiles/${anele.id}/select`)[0]!.body).toEqual({});
    expect(useAuthStore.getState().viewerProfile?.id).toBe(anele.id);
    expect(useAuthStore.getState().chooseViewerProfile).toBe(false);
    expect(queryClient.getQueryData(['watchlist'])).not.toEqual(['what Thandi saved']);
    expect(appI18n().language).toBe('af');
    expect(document.documentElement.lang).toBe('af-ZA');
    expect(await screen.findByRole('heading', { name: 'My Lys', level: 1 })).toBeTruthy();
  });

  it('asks for the PIN of a locked profile: a wrong one is refused with the tries left, the right one opens it', async () => {
    const { api, router } = openPicker('/profiles', {
      handlers: {
        [`POST /viewer-profiles/${sipho.id}/select`]: ({ body }) =>
          (body as { pin?: string }).pin === '4321'
            ? chosen(sipho)
            : apiError(403, 'pin_incorrect', 'That PIN is not right. Please try again.', {
                pin: 'profile',
                attempts_left: 3,
              }),
      },
    });
    await waitForApp();
    await userEvent.click(tile('Sipho'));

    const dialog = await screen.findByRole('dialog', { name: 'Enter the PIN for Sipho' });
    // Asked before any request: the tile says the profile is locked.
    expect(api.callsTo('POST', `/viewer-profiles/${sipho.id}/select`)).toHaveLength(0);
    const pin = within(dialog).getByLabelText('4-digit PIN');
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(pin.getAttribute('autocomplete')).toBe('off');
    expect(pin.getAttribute('type')).toBe('password');
    expect(pin.getAttribute('maxlength')).toBe('4');
    await waitFor(() => expect(document.activeElement).toBe(pin));

    await userEvent.type(pin, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Enter all 4 digits.')).toBeTruthy();
    expect(api.callsTo('POST', `/viewer-profiles/${sipho.id}/select`)).toHaveLength(0);

    await userEvent.type(pin, '34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText(
        'That PIN is not right. Please try again. 3 tries left before PINs are locked for a while.',
      ),
    ).toBeTruthy();
    expect((pin as HTMLInputElement).value).toBe('');
    expect(pin.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(pin, '4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/home'));
    expect(api.callsTo('POST', `/viewer-profiles/${sipho.id}/select`).map((call) => call.body)).toEqual([
      { pin: '1234' },
      { pin: '4321' },
    ]);
    expect(useAuthStore.getState().viewerProfile?.id).toBe(sipho.id);
  });

  it("says when too many wrong PINs have locked PINs for a while, in the server's words", async () => {
    openPicker('/profiles', {
      handlers: {
        [`POST /viewer-profiles/${sipho.id}/select`]: () =>
          apiError(429, 'rate_limited', 'Too many wrong PINs. Try again in 15 minutes.'),
      },
    });
    await waitForApp();
    await userEvent.click(tile('Sipho'));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the PIN for Sipho' });
    await userEvent.type(within(dialog).getByLabelText('4-digit PIN'), '0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Too many wrong PINs. Try again in 15 minutes.')).toBeTruthy();
  });

  it('leaving a Kids profile asks for the account PIN when one is set, then watches as the grown-up', async () => {
    const { api, router } = openPicker('/profiles', {
      session: makeSessionResponse({ kids: true }),
      accountPinSet: true,
      handlers: {
        [`POST /viewer-profiles/${thandi.id}/select`]: ({ body }) => {
          const { account_pin: accountPin } = body as { account_pin?: string };
          if (!accountPin)
            return apiError(403, 'pin_required', 'Enter the PIN to continue.', { pin: 'account' });
          return accountPin === '2580'
            ? chosen(thandi)
            : apiError(403, 'pin_incorrect', 'That PIN is not right. Please try again.', {
                pin: 'account',
                attempts_left: 4,
              });
        },
      },
    });
    await waitForApp();
    expect(
      screen.getByText(
        'To leave the Kids profile, choose another one. You may be asked for the account PIN.',
      ),
    ).toBeTruthy();
    // A Kids profile does not manage profiles.
    expect(screen.queryByRole('link', { name: 'Manage profiles' })).toBeNull();
    expect(tile('Lwazi').textContent).toBe('LwaziKidsIn use now');

    await userEvent.click(tile('Thandi'));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the account PIN' });
    expect(
      within(dialog).getByText('Leaving the Kids profile to watch as Thandi needs the account PIN.'),
    ).toBeTruthy();
    const pin = within(dialog).getByLabelText('4-digit account PIN');
    await userEvent.type(pin, '1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText(
        'That PIN is not right. Please try again. 4 tries left before PINs are locked for a while.',
      ),
    ).toBeTruthy();
    await userEvent.type(pin, '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/home'));
    expect(api.callsTo('POST', `/viewer-profiles/${thandi.id}/select`).map((call) => call.body)).toEqual([
      { account_pin: '1111' },
      { account_pin: '2580' },
    ]);
    expect(useAuthStore.getState().viewerProfile?.kids).toBe(false);
  });

  it('asks for the account PIN when the server says leaving Kids needs it, then sends it', async () => {
    const { api, router } = openPicker('/profiles', {
      session: makeSessionResponse({ kids: true }),
      accountPinSet: false,
      handlers: {
        [`POST /viewer-profiles/${anele.id}/select`]: ({ body }) =>
          (body as { account_pin?: string }).account_pin === '2580'
            ? chosen(anele)
            : apiError(403, 'pin_required', 'Enter the PIN to continue.', { pin: 'account' }),
      },
    });
    await waitForApp();
    await userEvent.click(tile('Anele'));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the account PIN' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('4-digit account PIN'), '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/home'));
    expect(api.callsTo('POST', `/viewer-profiles/${anele.id}/select`).map((call) => call.body)).toEqual([
      {},
      { account_pin: '2580' },
    ]);
  });
});
