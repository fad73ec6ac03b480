import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeSessionResponse, mockApi } from '@/test/api-mock';
import { jsonResponse } from '@/test/fixtures';
import { currentUrl, preloadAppChunks, renderApp, waitForApp } from '@/test/render-app';
import { useAuthStore } from '@/stores/auth-store';
import { inLanguage } from '@/test/i18n';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signIn(email = 'thandi@example.co.za', password = 'correct horse') {
  await waitForApp();
  const form = screen.getByRole('form', { name: 'Sign in' });
  await userEvent.type(within(form).getByLabelText('Email'), email);
  await userEvent.type(within(form).getByLabelText('Password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
}

async function register(fields: { email?: string; password?: string; username?: string } = {}) {
  await waitForApp();
  const form = screen.getByRole('form', { name: 'Create account' });
  await userEvent.type(within(form).getByLabelText('Email'), fields.email ?? 'sipho@example.co.za');
  await userEvent.type(within(form).getByLabelText('Password'), fields.password ?? 'a long enough password');
  if (fields.username)
    await userEvent.type(within(form).getByLabelText('Username (optional)'), fields.username);
  await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
}

/** The toast the last action brought, once the app is at rest. */
async function toast() {
  await waitForApp();
  return screen.getByTestId('toast');
}

describe('/auth sign in', () => {
  it('says "Welcome back!" and goes to /home', async () => {
    const session = makeSessionResponse();
    const api = mockApi({ 'POST /auth/login': () => session });
    const { router } = renderApp('/auth');

    await signIn();

    expect(within(await toast()).getByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('You have been successfully signed in.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/home'));
    expect(api.callsTo('POST', '/auth/login')[0]!.body).toEqual({
      email: 'thandi@example.co.za',
      password: 'correct horse',
    });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(JSON.parse(localStorage.getItem('mzansi:auth')!)).toMatchObject({
      user: { id: 'user-1' },
      roles: ['user'],
    });
    expect(localStorage.getItem('mzansi:auth')).not.toMatch(/token/i);
  });

  it('goes to the same-origin returnUrl after signing in', async () => {
    const session = makeSessionResponse();
    mockApi({ 'POST /auth/login': () => session, 'GET /auth/sessions': () => ({ items: [] }) });
    const { router } = renderApp('/auth?returnUrl=%2Fsettings%3Fx%3D1');
    await signIn();
    await waitFor(() => expect(currentUrl(router)).toBe('/settings?x=1'));
  });

  it('goes to the stored authRedirectUrl, then forgets it', async () => {
    localStorage.setItem('authRedirectUrl', '/history');
    mockApi({ 'POST /auth/login': () => makeSessionResponse() });
    const { router } = renderApp('/auth');
    await signIn();
    await waitFor(() => expect(currentUrl(router)).toBe('/history'));
    expect(localStorage.getItem('authRedirectUrl')).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'])(
    'ignores the open redirect %s and goes to /home',
    async (attempt) => {
      mockApi({ 'POST /auth/login': () => makeSessionResponse() });
      const { router } = renderApp(
        `/auth?returnUrl=${attempt.includes('%') ? attempt : encodeURIComponent(attempt)}`,
      );
      await signIn();
      await waitFor(() => expect(currentUrl(router)).toBe('/home'));
    },
  );

  it('shows "Sign In Failed" with the server message', async () => {
    mockApi({ 'POST /auth/login': () => apiError(401, 'invalid_credentials', 'Wrong e-mail or password.') });
    renderApp('/auth');
    await signIn();
    const shown = await toast();
    expect(within(shown).getByText('Sign In Failed')).toBeTruthy();
    expect(within(shown).getByText('Wrong e-mail or password.')).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('falls back to "Invalid email or password. Please try again." when the server gives no message', async () => {
    mockApi({ 'POST /auth/login': () => new Response('', { status: 401, statusText: 'Unauthorized' }) });
    renderApp('/auth');
    await signIn();
    expect(within(await toast()).getByText('Invalid email or password. Please try again.')).toBeTruthy();
  });

  it('says "Login timeout - please try again" when the sign-in times out', async () => {
    mockApi({ 'POST /auth/login': () => jsonResponse({}, { status: 408 }) });
    renderApp('/auth');
    await signIn();
    expect(within(await toast()).getByText('Login timeout - please try again')).toBeTruthy();
  });

  it('offers to resend the confirmation e-mail when the address is not confirmed', async () => {
    const api = mockApi({
      'POST /auth/login': () => apiError(403, 'email_not_confirmed', 'Confirm your e-mail address first.'),
      'POST /auth/email/resend': () => new Response(null, { status: 202 }),
    });
    renderApp('/auth');
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() => expect(api.callsTo('POST', '/auth/email/resend')).toHaveLength(1));
    expect(api.callsTo('POST', '/auth/email/resend')[0]!.body).toEqual({ email: 'thandi@example.co.za' });
  });

  it('checks the fields before sending anything', async () => {
    const api = mockApi();
    renderApp('/auth');
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Sign in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitForApp();
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(api.callsTo('POST', '/auth/login')).toHaveLength(0);
  });
});

describe('/auth create account', () => {
  it('shows "Registration Successful! ..." when the e-mail must be confirmed, and sends no username by default', async () => {
    const api = mockApi({ 'POST /auth/register': () => ({ status: 'confirmation_required' }) });
    renderApp('/auth?tab=register');
    await register();
    const shown = await toast();
    expect(within(shown).getByText('Registration Successful!')).toBeTruthy();
    expect(
      within(shown).getByText('Please check your email to confirm your account before signing in.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(api.callsTo('POST', '/auth/register')[0]!.body).toEqual({
      email: 'sipho@example.co.za',
      password: 'a long enough password',
    });
  });

  it('shows "Account Created! Welcome to the product!" and moves on when signed in at once', async () => {
    mockApi({ 'POST /auth/register': () => ({ status: 'signed_in', ...makeSessionResponse() }) });
    const { router } = renderApp('/register');
    await register({ username: 'sipho_m' });
    const shown = await toast();
    expect(within(shown).getByText('Account Created!')).toBeTruthy();
    expect(within(shown).getByText('Welcome to the product!')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/home'));
  });

  it('shows "Registration Failed / Failed to create account. Please try again." when it fails', async () => {
    mockApi({ 'POST /auth/register': () => apiError(500, 'internal', 'Boom') });
    renderApp('/auth?tab=register');
    await register();
    const shown = await toast();
    expect(within(shown).getByText('Registration Failed')).toBeTruthy();
    expect(within(shown).getByText('Failed to create account. Please try again.')).toBeTruthy();
  });

  it('explains a refused password in sentences', async () => {
    mockApi({
      'POST /auth/register': () =>
        apiError(400, 'weak_password', 'Choose a stronger password.', {
          reasons: ['common', 'contains_email'],
        }),
    });
    renderApp('/auth?tab=register');
    await register();
    const sentence =
      'This password is too common. Choose one that is harder to guess. Your password must not contain your email address.';
    expect(within(await toast()).getByText(sentence)).toBeTruthy();
    expect(screen.getAllByText(sentence).length).toBeGreaterThan(1);
  });

  it('says "Registration timeout - please try again" on a timeout', async () => {
    mockApi({ 'POST /auth/register': () => jsonResponse({}, { status: 408 }) });
    renderApp('/auth?tab=register');
    await register();
    expect(within(await toast()).getByText('Registration timeout - please try again')).toBeTruthy();
  });

  it('refuses what the contract refuses before sending: a malformed e-mail, a username it does not take', async () => {
    const api = mockApi();
    renderApp('/auth?tab=register');
    await register({ email: 'sipho@', username: 'ab' });
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Create account' });
    expect(within(form).getByText('Enter an email address like name@example.co.za.')).toBeTruthy();
    // The contract's own words for a username (usernameSchema), the same the server would answer with.
    expect(within(form).getByText('Use at least 3 characters')).toBeTruthy();
    expect(within(form).getByLabelText('Username (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByLabelText('Email'));
    expect(api.callsTo('POST', '/auth/register')).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields, the first one focused', async () => {
    mockApi({
      'POST /auth/register': () =>
        apiError(400, 'validation_failed', 'Some fields are not valid.', [
          { field: 'body.username', message: 'That username is not allowed.' },
        ]),
    });
    renderApp('/auth?tab=register');
    await register({ username: 'admin_sipho' });
    await waitForApp();
    const form = screen.getByRole('form', { name: 'Create account' });
    const username = within(form).getByLabelText('Username (optional)');
    const error = within(form).getByText('That username is not allowed.');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')!.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(username);
    // The spec's toast still says the registration failed.
    expect(within(screen.getByTestId('toast')).getByText('Registration Failed')).toBeTruthy();

    await userEvent.type(username, 'x');
    await waitForApp();
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a short password before sending', async () => {
    const api = mockApi();
    renderApp('/auth?tab=register');
    await register({ password: 'short' });
    await waitForApp();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(api.callsTo('POST', '/auth/register')).toHaveLength(0);
  });
});

describe('/auth password reset', () => {
  it('sends the reset e-mail: "Password Reset Email Sent"', async () => {
    const api = mockApi({ 'POST /auth/password/forgot': () => new Response(null, { status: 202 }) });
    renderApp('/auth');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    await userEvent.type(within(form).getByLabelText('Email'), 'thandi@example.co.za');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    const shown = await toast();
    expect(within(shown).getByText('Password Reset Email Sent')).toBeTruthy();
    expect(within(shown).getByText('Check your email for instructions to reset your password')).toBeTruthy();
    expect(api.callsTo('POST', '/auth/password/forgot')[0]!.body).toEqual({ email: 'thandi@example.co.za' });
  });

  it('says "Error / Failed to send password reset email." when it fails, and the timeout text on 408', async () => {
    let status = 500;
    // A 408 comes from a proxy, not from our server (whose error codes have no 408): a bare status, read as timeout.
    mockApi({
      'POST /auth/password/forgot': () =>
        status === 408 ? new Response(null, { status }) : apiError(status, 'internal', 'Boom'),
    });
    renderApp('/auth');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    await userEvent.type(within(form).getByLabelText('Email'), 'thandi@example.co.za');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    const shown = await toast();
    expect(within(shown).getByText('Error')).toBeTruthy();
    expect(within(shown).getByText('Failed to send password reset email.')).toBeTruthy();

    await userEvent.click(within(shown).getByRole('button', { name: 'Dismiss notification' }));
    status = 408;
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(await toast()).getByText('Password reset timeout - please try again')).toBeTruthy();
  });

  it('shows "Choose a new password" from the e-mail link and sends the token', async () => {
    const api = mockApi({ 'POST /auth/password/reset': () => new Response(null, { status: 204 }) });
    const { router } = renderApp('/auth?reset=true&token=tok-123');
    await waitForApp();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(api.callsTo('POST', '/auth/password/reset')).toHaveLength(1));
    expect(api.callsTo('POST', '/auth/password/reset')[0]!.body).toEqual({
      token: 'tok-123',
      newPassword: 'a brand new password',
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/auth'));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('gives the reset and forgotten-password views their own heading and subtitle, not the sign-in one', async () => {
    mockApi();
    renderApp('/auth?reset=true&token=tok-123');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(
      screen.getByText('Choose a new password for your account. You will sign in with it from now on.'),
    ).toBeTruthy();
    expect(screen.queryByText('Sign in to pick up where you left off.')).toBeNull();
  });

  it('does not greet "Welcome back" on the forgotten-password view', async () => {
    mockApi();
    renderApp('/auth');
    await waitForApp();
    expect(screen.getByText('Sign in to pick up where you left off.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByText('It happens. We will e-mail you a link to get back in.')).toBeTruthy();
    expect(screen.queryByText('Sign in to pick up where you left off.')).toBeNull();
  });

  it('asks for the same new password twice before sending', async () => {
    const api = mockApi();
    renderApp('/auth?reset=true&token=tok-123');
    await waitForApp();
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitForApp();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(api.callsTo('POST', '/auth/password/reset')).toHaveLength(0);
  });

  it('says when the reset link has expired', async () => {
    mockApi({
      'POST /auth/password/reset': () => apiError(400, 'invalid_token', 'Invalid or expired token.'),
    });
    renderApp('/auth?reset=true&token=old');
    await waitForApp();
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This reset link has expired or was already used. Ask for a new one.'),
    ).toBeTruthy();
  });
});

describe('/auth notes and Google', () => {
  it('says a plan is needed after sign-in (reason=subscription), and that the e-mail is confirmed (confirmed=1)', async () => {
    mockApi();
    renderApp('/auth?reason=subscription&confirmed=1');
    await waitForApp();
    expect(screen.getByText('Sign in to continue and choose a plan.')).toBeTruthy();
    expect(screen.getByText('Your email address is confirmed. Sign in to start watching.')).toBeTruthy();
  });

  it('shows Google only when the server offers it, and starts it with the returnUrl', async () => {
    const assign = vi.fn();
    // msw resolves the app's relative fetch URLs against location.href, which the spread leaves out (a getter).
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      href: window.location.href,
      origin: window.location.origin,
    });
    mockApi({ 'GET /auth/providers': () => ({ google: true, emailConfirmationRequired: true }) });
    renderApp('/auth?returnUrl=%2Fsettings');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/google/start?returnUrl=%2Fsettings');
  });

  it('has no Google button when the server does not offer it', async () => {
    mockApi();
    renderApp('/auth');
    await waitForApp();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('shows the provider error when Google sends the user back with one', async () => {
    mockApi();
    const { router } = renderApp('/auth-callback?error=access_denied');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?error=access_denied'));
    expect((await screen.findAllByText('Google sign-in was cancelled.')).length).toBeGreaterThan(0);
  });

  it('switches between the tabs with the keyboard-operable tab list', async () => {
    mockApi();
    const { router } = renderApp('/auth');
    await waitForApp();
    await userEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(await screen.findByRole('form', { name: 'Create account' })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?tab=register'));
  });
});

describe('/auth in another language', () => {
  it('draws sign-in in isiZulu, with its checks and the password rules in isiZulu too', async () => {
    inLanguage('zu');
    mockApi();
    renderApp('/auth');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Siyakwamukela futhi' })).toBeTruthy();
    expect(screen.queryByText('Welcome back')).toBeNull();
    const form = screen.getByRole('form', { name: 'Ngena' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ngena' }));
    expect(await within(form).findByText('Faka ikheli lakho le-imeyili.')).toBeTruthy();
    expect(within(form).getByText('Faka iphasiwedi yakho.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Ukhohlwe iphasiwedi?' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Vula i-akhawunti' }));
    const signUp = await screen.findByRole('form', { name: 'Vula i-akhawunti' });
    await userEvent.type(within(signUp).getByLabelText('I-imeyili'), 'sipho@example.co.za');
    await userEvent.type(within(signUp).getByLabelText('Iphasiwedi'), 'short');
    await userEvent.click(within(signUp).getByRole('button', { name: 'Vula i-akhawunti' }));
    expect(await within(signUp).findByText('Sebenzisa okungenani izinhlamvu ezingu-8.')).toBeTruthy();
  });

  it('draws the forgotten-password flow in Afrikaans', async () => {
    inLanguage('af');
    mockApi();
    renderApp('/auth');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Wagwoord vergeet?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Wagwoord vergeet?' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Stel jou wagwoord terug' });
    await userEvent.click(within(form).getByRole('button', { name: 'Stuur terugstelskakel' }));
    expect(await within(form).findByText('Vul jou e-posadres in.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Terug na aanmelding' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welkom terug' })).toBeTruthy();
  });
});
