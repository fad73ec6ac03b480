import {
  analyticsResponseSchema,
  type AnalyticsDay,
  type AnalyticsResponse,
} from '@mzansi/contracts/analytics';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

await preloadAppChunks();

const T1 = '0b5c3a9e-1a2b-4c3d-8e4f-000000000001';
const T2 = '0b5c3a9e-1a2b-4c3d-8e4f-000000000002';

function day(date: string, overrides: Partial<AnalyticsDay> = {}): AnalyticsDay {
  return {
    day: date,
    signups: 0,
    confirmed: 0,
    activePremium: 0,
    newSubscriptions: 0,
    cancelledSubscriptions: 0,
    lapsedSubscriptions: 0,
    mrrCents: 0,
    revenueCents: 0,
    failedPayments: 0,
    plays: 0,
    watchSeconds: 0,
    completions: 0,
    peakStreams: 0,
    downloads: 0,
    adImpressions: 0,
    ...overrides,
  };
}

const answer: AnalyticsResponse = analyticsResponseSchema.parse({
  range: '30d',
  from: '2026-10-28',
  to: '2026-11-26',
  timeZone: 'Africa/Johannesburg',
  computedAt: '2026-11-26T10:05:00.000Z',
  totals: {
    signups: 1234,
    confirmed: 1000,
    activePremium: 420,
    activePremiumStart: 400,
    newSubscriptions: 60,
    cancelledSubscriptions: 25,
    lapsedSubscriptions: 15,
    churnRate: 0.1,
    mrrCents: 2_478_000,
    revenueCents: 354_099,
    failedPayments: 7,
    plays: 5000,
    watchSeconds: 9000 * 3600,
    completionRate: 0.42,
    peakStreams: 88,
    downloads: 31,
    adImpressions: 12_345,
    dataSaverShare: 0.125,
  },
  days: [
    day('2026-11-25', { signups: 40, confirmed: 30, mrrCents: 2_419_000, plays: 170, watchSeconds: 7200 }),
    day('2026-11-26', { signups: 44, confirmed: 35, mrrCents: 2_478_000, revenueCents: 5900, plays: 180 }),
  ],
  hours: null,
  topTitles: [
    { titleId: T1, name: 'Jozi Nights', watchSeconds: 500 * 3600, plays: 900 },
    { titleId: T2, name: 'Karoo Skies', watchSeconds: 120 * 3600, plays: 300 },
  ],
  qualityMix: [
    { value: 'HD', plays: 3000 },
    { value: 'SD', plays: 2000 },
  ],
  deviceMix: [
    { value: 'mobile', plays: 3500 },
    { value: 'desktop', plays: 1000 },
    { value: 'tv', plays: 500 },
  ],
});

const admin = makeSessionResponse({ roles: ['user', 'admin'] });

function setup(handler: ApiHandler = () => answer) {
  const api = mockApi({ 'GET /auth/session': () => admin, 'GET /admin/analytics': handler });
  setAuth(admin);
  return api;
}

/** Text with the locale's (narrow) no-break spaces as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const tile = (name: string) => {
  const term = within(screen.getByRole('region', { name: 'Totals' })).getByText(name, { selector: 'dt' });
  return plain(term.parentElement!.querySelector('dd')!.textContent);
};
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => plain(row.textContent));

describe('/admin: the dashboard', () => {
  it('shows the totals as tiles, with money in rands, hours, rates and the churn base', async () => {
    const api = setup();
    renderApp('/admin');
    await waitForApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link');
    expect(links[0]!.textContent).toBe('Dashboard');
    expect(links[0]!.getAttribute('aria-current')).toBe('page');

    await screen.findByRole('region', { name: 'Totals' });
    expect(tile('Sign-ups')).toBe('1 234');
    expect(tile('Active Premium')).toBe('420');
    expect(tile('MRR')).toBe('R24 780');
    expect(tile('Revenue')).toBe('R3 540,99');
    expect(tile('Watch hours')).toBe('9 000');
    expect(tile('Churn')).toBe('10%');
    expect(screen.getByText('cancelled and lapsed over 400 subscribers at the start')).toBeTruthy();
    expect(tile('Completion rate')).toBe('42%');
    expect(tile('Concurrent streams peak')).toBe('88');
    expect(tile('Data saver share')).toBe('12,5%');
    expect(tile('Ad impressions')).toBe('12 345');
    expect(api.callsTo('GET', '/admin/analytics')[0]!.url.searchParams.get('range')).toBe('30d');
  });

  it('gives every chart a table of its figures, and lists the top titles and the mixes', async () => {
    setup();
    renderApp('/admin');
    await waitForApp();
    const money = await screen.findByRole('table', { name: 'MRR and revenue, per day' });
    expect(rowTexts(money)).toEqual(['DayMRRRevenue', '25 Nov 2026R24 190R0', '26 Nov 2026R24 780R59']);
    const watching = screen.getByRole('table', { name: 'Plays and watch hours, per day' });
    expect(plain(within(watching).getByRole('row', { name: /25 Nov 2026/ }).textContent)).toBe(
      '25 Nov 20261702',
    );

    const top = screen.getByRole('table', { name: 'Top titles by watch hours' });
    expect(rowTexts(top)).toEqual(['RankTitleWatch hoursPlays', '1Jozi Nights500900', '2Karoo Skies120300']);
    const devices = screen.getByRole('table', { name: 'Devices' });
    expect(plain(within(devices).getByRole('row', { name: /Phone/ }).textContent)).toBe('Phone3 50070%');
    expect(plain(within(devices).getByRole('row', { name: /TV/ }).textContent)).toBe('TV50010%');
    const quality = screen.getByRole('table', { name: 'Quality' });
    expect(plain(within(quality).getByRole('row', { name: /HD/ }).textContent)).toBe('HD3 00060%');
  });

  it('asks for another range, keeps it in the address, and refuses a custom range that ends before it starts', async () => {
    const api = setup((request) => {
      const range = request.url.searchParams.get('range');
      if (range === 'custom') {
        return {
          ...answer,
          range: 'custom',
          from: request.url.searchParams.get('from'),
          to: request.url.searchParams.get('to'),
        };
      }
      return { ...answer, range };
    });
    const { router } = renderApp('/admin');
    await waitForApp();
    const select = await screen.findByRole('combobox', { name: 'Range' });
    await userEvent.selectOptions(select, '7d');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin?range=7d'));
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/admin/analytics').map((call) => call.url.searchParams.get('range')),
      ).toContain('7d'),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(to, { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const refusal = await screen.findByText('Choose a start on or before the end, at most 366 days apart.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(to, { target: { value: '2026-11-24' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin?range=custom&from=2026-11-20&to=2026-11-24'));
    expect(await screen.findByText(/20 Nov 2026 to 24 Nov 2026/)).toBeTruthy();
    const last = api.callsTo('GET', '/admin/analytics').at(-1)!.url.searchParams;
    expect([last.get('range'), last.get('from'), last.get('to')]).toEqual([
      'custom',
      '2026-11-20',
      '2026-11-24',
    ]);
  });
});
