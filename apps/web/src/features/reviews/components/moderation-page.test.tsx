import type { ModerationItem } from '@mzansi/contracts/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

await preloadAppChunks();

const ID = '7d1f0000-0000-4000-8000-000000000001';
const item = (overrides: Partial<ModerationItem> = {}): ModerationItem => ({
  id: ID,
  video_id: '7d1f0000-0000-4000-8000-0000000000f1',
  title: 'Umkhokha',
  author: 'Thandi',
  author_user_id: 'user-9',
  text: 'Rude words about the cast',
  status: 'visible',
  hidden_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  open_reports: 3,
  reasons: [
    { reason: 'offensive', count: 2 },
    { reason: 'spoiler', count: 1 },
  ],
  notes: ['Insults the actors'],
  last_reported_at: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

function open(
  roles: ('moderator' | 'admin')[],
  handlers: Record<string, ApiHandler> = {},
  path = '/admin/moderation',
) {
  const session = makeSessionResponse({ roles: ['user', ...roles] });
  const api = mockApi({
    'GET /auth/session': () => session,
    'GET /moderation/reviews': ({ url }) =>
      url.searchParams.get('view') === 'hidden'
        ? {
            items: [
              item({ status: 'hidden', hidden_reason: 'Insults', open_reports: 0, reasons: [], notes: [] }),
            ],
            page: 1,
            next_page: null,
            total: 1,
          }
        : { items: [item()], page: 1, next_page: null, total: 1 },
    ...handlers,
  });
  setAuth(session);
  return { api, ...renderApp(path) };
}

describe('/admin/moderation', () => {
  it('opens for a moderator, whose admin nav shows what a moderator may open (Users, Moderation); lists the review, its title, author and reports', async () => {
    open(['moderator']);
    await waitForApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Moderation']);

    const list = await screen.findByRole('list', { name: 'Reviews to moderate' });
    const entry = within(list).getByRole('listitem', { name: 'Review of Umkhokha' });
    expect(within(entry).getByText('Rude words about the cast')).toBeTruthy();
    expect(within(entry).getByText('by Thandi')).toBeTruthy();
    expect(within(entry).getByText('3 open reports')).toBeTruthy();
    expect(within(entry).getByText('Offensive or hateful: 2')).toBeTruthy();
    expect(within(entry).getByText('Spoilers: 1')).toBeTruthy();
    expect(within(entry).getByText('Insults the actors')).toBeTruthy();
  });

  it('shows an admin every section', async () => {
    open(['admin']);
    await waitForApp();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Users',
      'Content',
      'Moderation',
      'Ads',
      'Feedback',
      'Client errors',
      'Audit log',
    ]);
  });

  it('hides with a reason from the dialog, and approves', async () => {
    const { api } = open(['moderator'], {
      [`POST /moderation/reviews/${ID}/hide`]: () => undefined,
      [`POST /moderation/reviews/${ID}/approve`]: () => undefined,
    });
    await waitForApp();
    const entry = await screen.findByRole('listitem', { name: 'Review of Umkhokha' });
    await userEvent.click(within(entry).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason (the author sees it)' }),
      'Personal attacks',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', `/moderation/reviews/${ID}/hide`).map((call) => call.body)).toEqual([
      { reason: 'Personal attacks' },
    ]);

    await userEvent.click(within(entry).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', `/moderation/reviews/${ID}/approve`)).toHaveLength(1));
  });

  it('keeps the view in the address: the hidden ones, with Restore', async () => {
    const { api, router } = open(['moderator'], {
      [`POST /moderation/reviews/${ID}/restore`]: () => undefined,
    });
    await waitForApp();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Show' }), 'hidden');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/moderation?view=hidden'));
    const entry = await screen.findByRole('listitem', { name: 'Review of Umkhokha' });
    expect(await within(entry).findByText('Hidden: Insults')).toBeTruthy();
    await userEvent.click(within(entry).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.callsTo('POST', `/moderation/reviews/${ID}/restore`)).toHaveLength(1));
  });

  it('sends a signed-in user without the role away', async () => {
    const session = makeSessionResponse({ roles: ['user'] });
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    const { router } = renderApp('/admin/moderation');
    await waitForApp();
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/\?denied=role/));
  });
});
