import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import {
  cancelledSubscription,
  captureGatewayForms,
  freeSubscription,
  makePayment,
  premiumSubscription,
  RENEWAL_TEXT,
} from '../test/fixtures';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedIn(handlers: Record<string, ApiHandler> = {}, premium = true) {
  const session = makeSessionResponse({ premium });
  const api = mockApi({
    'GET /auth/session': () => session,
    'GET /user/subscription': () => (premium ? premiumSubscription() : freeSubscription()),
    'GET /user/payments': () => ({ items: [] }),
    ...handlers,
  });
  setAuth(session);
  return api;
}

async function planSection() {
  await waitForApp();
  const heading = screen.getByRole('heading', { name: /^(Premium|Free Tier)$/ });
  return heading.closest('section')!;
}

/** The text of an element with its children joined ("Renews on 22 Dec 2026"). */
function textOf(container: HTMLElement, start: string) {
  return within(container).getByText(
    (_, element) => element?.tagName === 'P' && element.textContent.startsWith(start),
  ).textContent;
}

describe('/subscription/manage', () => {
  it('shows the plan and "Renews on", then cancels after a confirmation that says when Premium ends', async () => {
    const api = signedIn({ 'POST /user/subscription/cancel': () => cancelledSubscription() });
    renderApp('/subscription/manage');
    const section = await planSection();
    expect(within(section).getByRole('heading', { name: 'Premium' })).toBeTruthy();
    expect(textOf(section, 'Renews on')).toBe(`Renews on ${RENEWAL_TEXT}`);

    await userEvent.click(within(section).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(new RegExp(`Premium stays until ${RENEWAL_TEXT}`))).toBeTruthy();
    // Nothing is sent before the confirmation; "Keep Premium" changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Premium' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/user/subscription/cancel')).toHaveLength(0);
    expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Cancel subscription' }));

    await userEvent.click(within(section).getByRole('button', { name: 'Cancel subscription' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/user/subscription/cancel')).toHaveLength(1);
    expect(textOf(section, 'Premium ends on')).toBe(`Premium ends on ${RENEWAL_TEXT}`);
    expect(within(section).getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(
      screen.getByText(`Your subscription is cancelled. Premium stays until ${RENEWAL_TEXT}.`),
    ).toBeTruthy();
    expect(useAuthStore.getState().subscription).toMatchObject({
      is_premium: true,
      cancel_at_period_end: true,
    });
    // The pressed button is gone: focus is on the plan, not lost.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Premium' })),
    );
  });

  it('resumes a cancelled subscription', async () => {
    const api = signedIn({
      'GET /user/subscription': () => cancelledSubscription(),
      'POST /user/subscription/resume': () => premiumSubscription(),
    });
    renderApp('/subscription/manage');
    const section = await planSection();
    expect(textOf(section, 'Premium ends on')).toBe(`Premium ends on ${RENEWAL_TEXT}`);

    await userEvent.click(within(section).getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(api.callsTo('POST', '/user/subscription/resume')).toHaveLength(1));
    expect(await within(section).findByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(textOf(section, 'Renews on')).toBe(`Renews on ${RENEWAL_TEXT}`);
    expect(
      await screen.findByText(`Your subscription is back on. It renews on ${RENEWAL_TEXT}.`),
    ).toBeTruthy();
    expect(useAuthStore.getState().subscription).toMatchObject({ cancel_at_period_end: false });
  });

  it('shows the server’s reason when it cannot be resumed (409)', async () => {
    signedIn({
      'GET /user/subscription': () => cancelledSubscription(),
      'POST /user/subscription/resume': () =>
        apiError(409, 'conflict', 'This subscription has ended. Start Premium again from the plans.'),
    });
    renderApp('/subscription/manage');
    const section = await planSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Action failed')).toBeTruthy();
    expect(screen.getByText('This subscription has ended. Start Premium again from the plans.')).toBeTruthy();
  });

  it('shows the Past due notice while a renewal is unpaid', async () => {
    signedIn({
      'GET /user/subscription': () => premiumSubscription({ grace_until: '2026-12-29T10:00:00.000Z' }),
    });
    renderApp('/subscription/manage');
    const section = await planSection();
    const notice = within(section).getByRole('group', { name: 'Past due' });
    expect(notice.textContent).toContain(
      'Your last payment did not go through. We will try again; Premium continues until 29 Dec 2026.',
    );
  });

  it('lists payments in an accessible table, amounts in rands', async () => {
    signedIn({
      'GET /user/payments': () => ({
        items: [
          makePayment({ reference: 'MZ-2', paid_at: '2026-11-22T10:00:00.000Z' }),
          makePayment({
            reference: 'MZ-1',
            status: 'failed',
            amount_cents: 5950,
            paid_at: null,
            created_at: '2026-10-22T10:00:00.000Z',
          }),
        ],
      }),
    });
    renderApp('/subscription/manage');
    await waitForApp();
    const table = screen.getByRole('table', { name: 'Payment history, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Description', 'Amount', 'Status', 'Reference']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['22 Nov 2026', 'Premium, 1 month', 'R59', 'Paid', 'MZ-2'],
      ['22 Oct 2026', 'Premium, 1 month', 'R59.50', 'Failed', 'MZ-1'],
    ]);
  });

  it('says when there are no payments yet, and offers Upgrade to a free user', async () => {
    const forms = captureGatewayForms();
    const api = signedIn(
      {
        'POST /payments/checkout': () => ({
          reference: 'MZ-9',
          provider: 'local',
          action: '/payments/local-gateway/MZ-9',
          method: 'POST',
          fields: [['reference', 'MZ-9']],
        }),
      },
      false,
    );
    renderApp('/subscription/manage');
    const section = await planSection();
    expect(within(section).getByRole('heading', { name: 'Free Tier' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Upgrade — R59/month' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.action).toBe('/payments/local-gateway/MZ-9');
    expect(api.callsTo('POST', '/payments/checkout')[0]!.body).toEqual({
      plan_id: 'premium',
      return_url: '/subscription/manage',
    });
  });

  it('shows skeletons while loading and an error with Retry when the history fails', async () => {
    let fail = true;
    let releaseHistory: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      releaseHistory = resolve;
    });
    signedIn({
      'GET /user/payments': async () => {
        await gate;
        return fail
          ? apiError(400, 'bad_request', 'Could not read your payments.')
          : { items: [makePayment()] };
      },
    });
    renderApp('/subscription/manage');
    // The history request is held, so the app cannot come to rest: wait for the loading state itself.
    expect(await screen.findByText('Loading payments…')).toBeTruthy();
    releaseHistory();
    expect(await screen.findByRole('heading', { name: 'We could not load your payments' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Payment history, newest first' })).toBeTruthy();
  });
});

describe('accessibility of /subscription/manage (axe, no serious or critical violations)', () => {
  it('the plan, the past-due notice, the history table and the cancel dialog', async () => {
    signedIn({
      'GET /user/subscription': () => premiumSubscription({ grace_until: '2026-12-29T10:00:00.000Z' }),
      'GET /user/payments': () => ({ items: [makePayment(), makePayment({ status: 'failed' })] }),
    });
    renderApp('/subscription/manage');
    await waitForApp();
    expect(screen.getByRole('table', { name: 'Payment history, newest first' })).toBeTruthy();
    const serious = async (rules: Record<string, { enabled: boolean }> = {}) =>
      (
        await axe.run(document.body, {
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false }, ...rules },
        })
      ).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    expect(await serious()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    // With a modal open, Radix hides the page (aria-hidden) and traps focus with its own guard elements, which
    // axe reads as "focusable inside aria-hidden"; focus cannot actually reach them.
    expect(await serious({ 'aria-hidden-focus': { enabled: false } })).toEqual([]);
  });
});

describe('/subscription', () => {
  it('reads the subscription from the server and links to manage', async () => {
    signedIn({ 'GET /user/subscription': () => cancelledSubscription() });
    renderApp('/subscription');
    await waitForApp();
    const section = screen.getByRole('heading', { name: 'Premium' }).closest('section')!;
    expect(textOf(section, 'Premium ends on')).toBe(`Premium ends on ${RENEWAL_TEXT}`);
    expect(within(section).getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/subscription/manage',
    );
  });

  it('is the overview: what the plan includes and one next step, without the billing controls (D61)', async () => {
    const api = signedIn({ 'GET /user/payments': () => ({ items: [makePayment()] }) });
    renderApp('/subscription');
    await waitForApp();
    const section = screen.getByRole('heading', { name: 'Premium' }).closest('section')!;
    const includes: [string, string][] = [
      ['Quality', 'HD'],
      ['Devices at a time', '4'],
      ['Downloads', '20'],
      ['Ads', 'No ads'],
    ];
    for (const [term, value] of includes) {
      expect(within(section).getByText(term).nextElementSibling?.textContent).toBe(value);
    }
    expect(within(section).getByRole('heading', { name: 'What your plan includes' })).toBeTruthy();
    // Billing is managed on /subscription/manage, not repeated here.
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Payment method')).toBeNull();
    expect(api.callsTo('GET', '/user/payments')).toHaveLength(0);
  });

  it('offers a free user Upgrade (checkout back to /subscription) and the plans', async () => {
    const forms = captureGatewayForms();
    const api = signedIn(
      {
        'POST /payments/checkout': () => ({
          reference: 'MZ-9',
          provider: 'local',
          action: '/payments/local-gateway/MZ-9',
          method: 'POST',
          fields: [['reference', 'MZ-9']],
        }),
      },
      false,
    );
    renderApp('/subscription');
    await waitForApp();
    const section = screen.getByRole('heading', { name: 'Free Tier' }).closest('section')!;
    expect(within(section).getByText('Quality').nextElementSibling?.textContent).toBe('SD');
    expect(within(section).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(within(section).queryByRole('link', { name: 'Manage subscription' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Upgrade — R59/month' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(api.callsTo('POST', '/payments/checkout')[0]!.body).toEqual({
      plan_id: 'premium',
      return_url: '/subscription',
    });
  });
});

describe('/subscription/manage is the billing page (D61)', () => {
  it('shows the payment method and price, not what the plan includes', async () => {
    signedIn();
    renderApp('/subscription/manage');
    const section = await planSection();
    expect(within(section).getByText('Payment method').nextElementSibling?.textContent).toBe('PayFast');
    expect(within(section).getByText('Price').nextElementSibling?.textContent).toBe('R59 a month');
    expect(within(section).queryByText('Quality')).toBeNull();
    expect(within(section).queryByText('Devices at a time')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What your plan includes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscription overview' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('says a free user has no payment method and is billed nothing', async () => {
    signedIn({}, false);
    renderApp('/subscription/manage');
    const section = await planSection();
    expect(within(section).getByText('Payment method').nextElementSibling?.textContent).toBe('None on file');
    expect(within(section).getByText('Price').nextElementSibling?.textContent).toBe(
      'Free, nothing is billed',
    );
  });
});

describe('/subscription/manage in another language', () => {
  it('shows the plan and the payments in Afrikaans: statuses, rands and dates the Afrikaans way', async () => {
    inLanguage('af');
    signedIn({
      'GET /user/payments': () => ({
        items: [
          makePayment({ reference: 'MZ-2', paid_at: '2026-11-22T10:00:00.000Z' }),
          makePayment({
            reference: 'MZ-1',
            status: 'failed',
            amount_cents: 5950,
            paid_at: null,
            created_at: '2026-10-22T10:00:00.000Z',
          }),
        ],
      }),
    });
    renderApp('/subscription/manage');
    await waitForApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Bestuur intekening' })).toBeTruthy();
    expect(screen.getByText('R59 per maand')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kanselleer intekening' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Betaalgeskiedenis, nuutste eerste' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datum', 'Beskrywing', 'Bedrag', 'Status', 'Verwysing']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['R59', 'R59,50']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(['Betaal', 'Misluk']);
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toMatch(/^22 Nov\.? 2026$/);
  });
});
