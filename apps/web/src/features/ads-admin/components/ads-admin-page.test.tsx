import { adCampaignInputSchema, type AdCampaign, type AdReportResponse } from '@mzansi/contracts/ads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

/** tus-js-client faked at its module boundary, as the studio's tests do: each upload is recorded, not sent. */
interface FakeUpload {
  file: File;
  options: {
    endpoint: string;
    metadata: Record<string, string>;
    onProgress: (sent: number, total: number) => void;
    onSuccess: () => void;
    onError: (error: unknown) => void;
  };
  starts: number;
  url: string | null;
}
const tus = vi.hoisted(() => ({ uploads: [] as FakeUpload[] }));
vi.mock('tus-js-client', () => {
  class Upload {
    starts = 0;
    url: string | null = null;
    constructor(
      public file: File,
      public options: FakeUpload['options'],
    ) {
      tus.uploads.push(this);
    }
    start() {
      this.starts += 1;
    }
    abort() {
      return Promise.resolve();
    }
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    static terminate() {
      return Promise.resolve();
    }
  }
  return { Upload };
});

await preloadAppChunks();

const C1 = '0b5c3a9e-1a2b-4c3d-8e4f-000000000001';
const C2 = '0b5c3a9e-1a2b-4c3d-8e4f-000000000002';
const VIDEO = '0b5c3a9e-1a2b-4c3d-8e4f-0000000000aa';
const NEW_VIDEO = '0b5c3a9e-1a2b-4c3d-8e4f-0000000000bb';

function campaign(overrides: Partial<AdCampaign> = {}): AdCampaign {
  return {
    id: C1,
    name: 'Go Premium for R59',
    status: 'active',
    creativeVideoId: VIDEO,
    creativeStatus: 'ready',
    creativeDurationSeconds: 12,
    clickThroughUrl: 'https://mzansistream.co.za/pricing',
    startsAt: '2026-11-01T06:00:00.000Z',
    endsAt: null,
    dailyImpressionCap: 5000,
    totalImpressionCap: null,
    frequencyCapPerDay: 3,
    targetLanguages: [],
    targetGenres: [],
    maxAgeRating: null,
    weight: 10,
    impressionsToday: 1234,
    impressionsTotal: 56789,
    createdAt: '2026-11-01T06:00:00.000Z',
    updatedAt: '2026-11-01T06:00:00.000Z',
    ...overrides,
  };
}

const counts = {
  impressions: 200,
  starts: 190,
  firstQuartiles: 180,
  midpoints: 170,
  thirdQuartiles: 160,
  completes: 150,
  skips: 40,
  clicks: 9,
  errors: 1,
  completionRate: 0.75,
  ctr: 0.045,
};
const report: AdReportResponse = {
  from: '2026-11-20',
  to: '2026-11-26',
  campaigns: [
    {
      campaignId: C1,
      name: 'Go Premium for R59',
      totals: counts,
      days: [
        { ...counts, day: '2026-11-25', impressions: 120, completionRate: 0.5, ctr: 0.025 },
        { ...counts, day: '2026-11-26', impressions: 80 },
      ],
    },
  ],
};

const admin = makeSessionResponse({ roles: ['user', 'admin'] });

function setup(handlers: Record<string, ApiHandler> = {}, items: AdCampaign[] = [campaign()]) {
  const api = mockApi({
    'GET /auth/session': () => admin,
    'GET /admin/ads/campaigns': () => ({ items }),
    'GET /admin/ads/report': () => report,
    'GET /categories': () => ({
      items: [
        { id: 'g1', slug: 'drama', name: 'Drama', description: '', videoCount: 3 },
        { id: 'g2', slug: 'comedy', name: 'Comedy', description: '', videoCount: 2 },
      ],
    }),
    ...handlers,
  });
  setAuth(admin);
  return api;
}

beforeEach(() => {
  tus.uploads.length = 0;
});

/** A campaign's row in the campaigns table (the report has a row per campaign too). */
function campaignRow(name: RegExp) {
  return within(screen.getByRole('table', { name: 'Ad campaigns' })).getByRole('row', { name });
}

describe('/admin/ads', () => {
  it('is linked from /admin and lists the campaigns with their dates, caps, impressions and creative', async () => {
    setup({ 'GET /admin/users': () => ({ items: [], nextCursor: null }) });
    const { router } = renderApp('/admin');
    await waitForApp();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Ads' }));
    await waitForApp();
    expect(currentUrl(router)).toBe('/admin/ads');
    expect(document.title).toBe('Ads · Mzansi Stream');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');

    const table = screen.getByRole('table', { name: 'Ad campaigns' });
    const row = within(table).getByRole('row', { name: /Go Premium for R59/ });
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('No end')).toBeTruthy();
    expect(within(row).getByText('Per day: 5 000')).toBeTruthy();
    expect(within(row).getByText('Total: none')).toBeTruthy();
    expect(within(row).getByText('Per viewer per day: 3')).toBeTruthy();
    expect(within(row).getByText('1 234')).toBeTruthy();
    expect(within(row).getByText('56 789')).toBeTruthy();
    expect(within(row).getByText('Ready')).toBeTruthy();
    expect(within(row).getByText('12 s')).toBeTruthy();
  });

  it('creates a campaign: the body sent is what the contract takes', async () => {
    const api = setup({
      'POST /admin/ads/campaigns': ({ body }) =>
        new Response(JSON.stringify(campaign({ id: C2, ...(body as object) })), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Download for load-shedding');
    await userEvent.type(
      within(dialog).getByLabelText('Click-through address'),
      'https://mzansistream.co.za/downloads',
    );
    const starts = within(dialog).getByLabelText('Starts');
    await userEvent.clear(starts);
    await userEvent.type(starts, '2026-12-01T08:00');
    await userEvent.type(within(dialog).getByLabelText('Ends'), '2026-12-31T20:00');
    await userEvent.type(within(dialog).getByLabelText('Impressions per day'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Per viewer per day'), '2');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'isiZulu' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Afrikaans' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Drama' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Highest age rating of the programme'), '13');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    const weight = within(dialog).getByLabelText('Weight');
    await userEvent.clear(weight);
    await userEvent.type(weight, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create campaign' }));

    await waitFor(() => expect(api.callsTo('POST', '/admin/ads/campaigns')).toHaveLength(1));
    const body = api.callsTo('POST', '/admin/ads/campaigns')[0]!.body;
    expect(adCampaignInputSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      name: 'Download for load-shedding',
      status: 'active',
      creativeVideoId: null,
      clickThroughUrl: 'https://mzansistream.co.za/downloads',
      startsAt: new Date('2026-12-01T08:00').toISOString(),
      endsAt: new Date('2026-12-31T20:00').toISOString(),
      dailyImpressionCap: 1000,
      totalImpressionCap: null,
      frequencyCapPerDay: 2,
      targetLanguages: ['zu', 'af'],
      targetGenres: ['drama'],
      maxAgeRating: '13',
      weight: 20,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitForApp();
    // The list is read again after the change.
    expect(api.callsTo('GET', '/admin/ads/campaigns').length).toBeGreaterThanOrEqual(2);
  });

  it('shows field errors from the contract and sends nothing', async () => {
    const api = setup();
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await userEvent.type(within(dialog).getByLabelText('Click-through address'), 'not an address');
    await userEvent.type(within(dialog).getByLabelText('Impressions per day'), '0');
    const weight = within(dialog).getByLabelText('Weight');
    await userEvent.clear(weight);
    await userEvent.type(weight, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create campaign' }));

    expect(await within(dialog).findByText('Give the campaign a name.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a full web address starting with https://.')).toBeTruthy();
    expect(
      within(dialog).getByText('Enter a whole number of 1 or more, or leave it empty for no cap.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/admin/ads/campaigns')).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const api = setup();
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Go Premium for R59' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Go Premium for R59' });
    await userEvent.type(within(dialog).getByLabelText('Ends'), '2026-10-01T08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save campaign' }));
    expect(await within(dialog).findByText('The end must come after the start.')).toBeTruthy();
    expect(api.callsTo('PATCH', `/admin/ads/campaigns/${C1}`)).toHaveLength(0);
  });

  it('shows the server’s message when it refuses', async () => {
    setup({
      'POST /admin/ads/campaigns': () => apiError(409, 'conflict', 'A campaign with that name exists.'),
    });
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Go Premium for R59');
    await userEvent.type(within(dialog).getByLabelText('Click-through address'), 'https://example.co.za/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create campaign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A campaign with that name exists.');
    expect(screen.getByRole('dialog', { name: 'New campaign' })).toBeTruthy();
  });

  it('edits a campaign starting from its values, and shows the server’s field problems on the fields', async () => {
    let attempt = 0;
    const api = setup({
      [`PATCH /admin/ads/campaigns/${C1}`]: ({ body }) => {
        attempt += 1;
        if (attempt === 1) {
          return apiError(400, 'validation_failed', 'Check the form.', [
            { field: 'body.clickThroughUrl', message: 'That site is not allowed.' },
          ]);
        }
        return campaign(body as Partial<AdCampaign>);
      },
    });
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Go Premium for R59' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Go Premium for R59' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Go Premium for R59');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Impressions per day').value).toBe('5000');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Impressions in total').value).toBe('');
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Go Premium, R59 a month');
    await userEvent.clear(within(dialog).getByLabelText('Impressions per day'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save campaign' }));
    expect(await within(dialog).findByText('That site is not allowed.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.callsTo('PATCH', `/admin/ads/campaigns/${C1}`)[1]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Go Premium, R59 a month',
      dailyImpressionCap: null,
      frequencyCapPerDay: 3,
      creativeVideoId: VIDEO,
      startsAt: '2026-11-01T06:00:00.000Z',
    });
  });

  it('pauses and resumes from the table', async () => {
    let status: AdCampaign['status'] = 'active';
    const api = setup({
      [`PATCH /admin/ads/campaigns/${C1}`]: ({ body }) => {
        status = (body as { status: AdCampaign['status'] }).status;
        return campaign({ status });
      },
      'GET /admin/ads/campaigns': () => ({ items: [campaign({ status })] }),
    });
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Go Premium for R59' }));
    expect(await screen.findByRole('button', { name: 'Resume Go Premium for R59' })).toBeTruthy();
    expect(api.callsTo('PATCH', `/admin/ads/campaigns/${C1}`)[0]!.body).toEqual({ status: 'paused' });
    expect(within(campaignRow(/Go Premium/)).getByText('Paused')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Resume Go Premium for R59' }));
    expect(await screen.findByRole('button', { name: 'Pause Go Premium for R59' })).toBeTruthy();
    expect(api.callsTo('PATCH', `/admin/ads/campaigns/${C1}`)[1]!.body).toEqual({ status: 'active' });
  });

  it('deletes only after a confirmation', async () => {
    let items = [campaign(), campaign({ id: C2, name: 'Umkhokha promo', status: 'draft' })];
    const api = setup({
      [`DELETE /admin/ads/campaigns/${C2}`]: () => {
        items = items.filter((item) => item.id !== C2);
        return new Response(null, { status: 204 });
      },
      'GET /admin/ads/campaigns': () => ({ items }),
    });
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Umkhokha promo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this campaign?' });
    expect(within(dialog).getByText(/Umkhokha promo, its creative and its report are deleted/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `/admin/ads/campaigns/${C2}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Umkhokha promo' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this campaign?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Ad campaigns' })).queryByRole('row', {
          name: /Umkhokha promo/,
        }),
      ).toBeNull(),
    );
    expect(api.callsTo('DELETE', `/admin/ads/campaigns/${C2}`)).toHaveLength(1);
    expect(campaignRow(/Go Premium for R59/)).toBeTruthy();
  });

  it('uploads a creative with tus (purpose=ad), shows its progress, and saves its video on the campaign', async () => {
    const api = setup({
      [`PATCH /admin/ads/campaigns/${C1}`]: ({ body }) => campaign(body as Partial<AdCampaign>),
    });
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Go Premium for R59' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Go Premium for R59' });
    const creative = within(dialog).getByRole('group', { name: 'Creative video' });
    expect(within(creative).getByText(/A video of 6 to 30 seconds/)).toBeTruthy();
    expect(within(creative).getByRole('status').textContent).toBe('Ready (12 s)');

    const file = new File([new Uint8Array(2048)], 'premium-15s.mp4', { type: 'video/mp4' });
    await userEvent.upload(
      within(creative).getByLabelText('Replace the creative of Go Premium for R59'),
      file,
    );
    await waitFor(() => expect(tus.uploads).toHaveLength(1));
    const upload = tus.uploads[0]!;
    await waitFor(() => expect(upload.starts).toBe(1));
    expect(upload.options.endpoint).toBe('/api/uploads');
    expect(upload.options.metadata).toEqual({
      filename: 'premium-15s.mp4',
      filetype: 'video/mp4',
      purpose: 'ad',
    });

    upload.options.onProgress(1024, 2048);
    expect(await within(creative).findByText('Uploading premium-15s.mp4: 50%')).toBeTruthy();
    expect(within(creative).getByRole('progressbar', { name: 'Upload of premium-15s.mp4' })).toBeTruthy();

    upload.url = `http://localhost:3000/api/uploads/${NEW_VIDEO}`;
    upload.options.onSuccess();
    expect(await within(creative).findByText(/premium-15s\.mp4 uploaded/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save campaign' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/admin/ads/campaigns/${C1}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/admin/ads/campaigns/${C1}`)[0]!.body).toMatchObject({
      creativeVideoId: NEW_VIDEO,
    });
  });

  it('refuses a file that is not a video before sending anything', async () => {
    setup();
    renderApp('/admin/ads');
    await waitForApp();
    await userEvent.click(screen.getByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    const creative = within(dialog).getByRole('group', { name: 'Creative video' });
    const input = within(creative).getByLabelText('Upload the creative of this campaign');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect((await within(creative).findByRole('alert')).textContent).toMatch(
      /“notes.txt” is not a video file/,
    );
    expect(tus.uploads).toHaveLength(0);
  });

  it('shows the transcode state of each creative', async () => {
    setup({}, [
      campaign({ creativeStatus: 'transcoding', creativeDurationSeconds: null }),
      campaign({
        id: C2,
        name: 'No creative',
        creativeVideoId: null,
        creativeStatus: null,
        creativeDurationSeconds: null,
      }),
    ]);
    renderApp('/admin/ads');
    // Not waitForApp: a creative being transcoded is polled, so the app is never at rest.
    const table = await screen.findByRole('table', { name: 'Ad campaigns' });
    const row = within(table).getByRole('row', { name: /Go Premium/ });
    expect(within(row).getByText('Transcoding')).toBeTruthy();
    expect(within(campaignRow(/No creative/)).getByText(/No creative yet/)).toBeTruthy();
  });

  it('reports per campaign and day, with rates as percentages, for the last 7 or 30 days', async () => {
    const api = setup();
    renderApp('/admin/ads');
    await waitForApp();
    const table = screen.getByRole('table', { name: /^Ad report from/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Campaign',
      'Impressions',
      'Starts',
      'First quartile',
      'Midpoint',
      'Third quartile',
      'Completes',
      'Skips',
      'Clicks',
      'Completion rate',
      'CTR',
    ]);
    const total = within(table).getByRole('row', { name: /Go Premium for R59/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['200', '190', '180', '170', '160', '150', '40', '9', '75%', '4,5%']);
    // The days are there once asked for.
    expect(within(table).queryByRole('row', { name: /25 Nov 2026/ })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Show the days of Go Premium for R59' }));
    const day = within(table).getByRole('row', { name: /25 Nov 2026/ });
    expect(within(day).getAllByRole('cell')[0]!.textContent).toBe('120');
    expect(within(day).getByText('50%')).toBeTruthy();
    expect(within(day).getByText('2,5%')).toBeTruthy();
    expect(
      within(table)
        .getByRole('button', { name: 'Hide the days of Go Premium for R59' })
        .getAttribute('aria-expanded'),
    ).toBe('true');

    // 7 days, today included; then 30.
    const first = api.callsTo('GET', '/admin/ads/report')[0]!.url.searchParams;
    const span = (params: URLSearchParams) =>
      Math.round((Date.parse(params.get('to')!) - Date.parse(params.get('from')!)) / 86_400_000) + 1;
    expect(span(first)).toBe(7);
    await userEvent.selectOptions(screen.getByLabelText('Period'), '30');
    await waitForApp();
    expect(span(api.callsTo('GET', '/admin/ads/report').at(-1)!.url.searchParams)).toBe(30);
  });

  it('sends a signed-in non-admin away from /admin/ads', async () => {
    const user = makeSessionResponse({ roles: ['user'] });
    const api = mockApi({ 'GET /auth/session': () => user });
    setAuth(user);
    const { router } = renderApp('/admin/ads');
    await waitFor(() => expect(currentUrl(router)).toBe('/?denied=admin&returnUrl=%2Fadmin%2Fads'));
    expect(api.callsTo('GET', '/admin/ads/campaigns')).toHaveLength(0);
  });
});
