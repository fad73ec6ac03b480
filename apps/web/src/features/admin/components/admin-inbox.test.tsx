import type {
  AdminFeedbackDetail,
  AdminFeedbackItem,
  AuditEntryView,
  ClientErrorGroup,
} from '@mzansi/contracts/admin-inbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => vi.unstubAllGlobals());

const list = <T,>(items: T[], total = items.length, page = 1) => ({ items, total, page, pageSize: 25 });

function feedbackItem(overrides: Partial<AdminFeedbackItem> = {}): AdminFeedbackItem {
  return {
    id: 'f-1',
    topic: 'playback',
    status: 'new',
    message: 'Buffering on 3G in the Karoo.',
    reply_to: 'gogo@example.co.za',
    user_id: null,
    page: '/watch/1',
    created_at: '2026-11-20T10:00:00.000Z',
    replies_count: 0,
    ...overrides,
  };
}

function feedbackDetail(
  item: Partial<AdminFeedbackItem> = {},
  more: Partial<AdminFeedbackDetail> = {},
): AdminFeedbackDetail {
  return { item: feedbackItem(item), user_agent: 'Chrome on Android', language: 'zu', replies: [], ...more };
}

function signInAs(roles: string[]) {
  const session = makeSessionResponse({ roles: roles as never });
  setAuth(session);
  return session;
}

describe('/admin/feedback', () => {
  it('reads its filters from the URL, pages on the server and links each item', async () => {
    const session = signInAs(['user', 'admin']);
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/feedback': ({ url }) =>
        list([feedbackItem()], 60, Number(url.searchParams.get('page') ?? 1)),
    });
    const { router } = renderApp('/admin/feedback?status=in_progress&topic=playback&page=2');
    await waitForApp();
    expect(Object.fromEntries(api.callsTo('GET', '/admin/feedback')[0]!.url.searchParams)).toEqual({
      status: 'in_progress',
      topic: 'playback',
      page: '2',
      pageSize: '25',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'in_progress');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Feedback, newest first' });
    expect(
      within(table).getByRole('link', { name: 'Buffering on 3G in the Karoo.' }).getAttribute('href'),
    ).toBe('/admin/feedback/f-1');

    // A new filter starts from the first page; the search applies when the form is sent.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'answered');
    await waitForApp();
    expect(currentUrl(router)).toBe('/admin/feedback?status=answered&topic=playback');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search messages and addresses' }),
      'karoo{Enter}',
    );
    await waitForApp();
    expect(currentUrl(router)).toBe('/admin/feedback?status=answered&topic=playback&q=karoo');
    expect(api.callsTo('GET', '/admin/feedback').at(-1)!.url.searchParams.get('q')).toBe('karoo');

    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Feedback', 'Client errors', 'Audit log']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('is for admins only: a moderator is sent away and sees no inbox entries in the admin nav', async () => {
    const session = signInAs(['user', 'moderator']);
    mockApi({ 'GET /auth/session': () => session, 'GET /admin/users': () => list([]) });
    const { router } = renderApp('/admin/feedback');
    await waitForApp();
    expect(router.state.location.pathname).not.toBe('/admin/feedback');

    await router.navigate('/admin/users');
    await waitForApp();
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).queryByRole('link', { name: 'Feedback' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});

describe('/admin/feedback/:id', () => {
  it('shows the item, changes its status, and sends a reply that marks it answered', async () => {
    const session = signInAs(['user', 'admin']);
    let detail = feedbackDetail();
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/feedback/f-1': () => detail,
      'PUT /admin/feedback/f-1/status': ({ body }) => {
        detail = feedbackDetail({ status: (body as { status: 'in_progress' }).status });
        return detail;
      },
      'POST /admin/feedback/f-1/replies': ({ body }) => {
        detail = feedbackDetail(
          { status: 'answered', replies_count: 1 },
          {
            replies: [
              {
                id: 'r-1',
                message: (body as { message: string }).message,
                sent_to: 'gogo@example.co.za',
                author_id: 'user-1',
                author_name: 'Thandi Admin',
                created_at: '2026-11-21T09:00:00.000Z',
              },
            ],
          },
        );
        return new Response(JSON.stringify(detail), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    renderApp('/admin/feedback/f-1');
    await waitForApp();
    expect(screen.getByText('Buffering on 3G in the Karoo.')).toBeTruthy();
    expect(screen.getByText('No reply yet.')).toBeTruthy();
    expect(screen.getByText(/Sent by e-mail to gogo@example.co.za, in isiZulu/)).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_progress');
    await waitForApp();
    expect(api.callsTo('PUT', '/admin/feedback/f-1/status')[0]!.body).toEqual({ status: 'in_progress' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'in_progress');

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your reply' }),
      'Thanks, a lower quality is coming.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Thanks, a lower quality is coming.', { selector: 'li p' })).toBeTruthy();
    expect(api.callsTo('POST', '/admin/feedback/f-1/replies')[0]!.body).toEqual({
      message: 'Thanks, a lower quality is coming.',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'answered');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveProperty('value', '');
  });

  it('offers no reply form when there is nobody to answer', async () => {
    const session = signInAs(['user', 'admin']);
    mockApi({
      'GET /auth/session': () => session,
      'GET /admin/feedback/f-1': () => feedbackDetail({ reply_to: null }),
    });
    renderApp('/admin/feedback/f-1');
    await waitForApp();
    expect(screen.getByText(/there is nobody to reply to/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });
});

function group(overrides: Partial<ClientErrorGroup> = {}): ClientErrorGroup {
  return {
    id: 'g-1',
    type: 'component-render',
    message: 'TypeError: x is undefined',
    route: '/watch/abc',
    release: null,
    severity: 'medium',
    count: 42,
    first_seen: '2026-11-19T10:00:00.000Z',
    last_seen: '2026-11-21T10:00:00.000Z',
    newest_stack: 'TypeError: x is undefined\n    at Player (player.tsx:10:5)',
    resolved_at: null,
    ...overrides,
  };
}

describe('/admin/errors', () => {
  it('shows groups with counts and the newest stack, filters from the URL, and marks one resolved', async () => {
    const session = signInAs(['user', 'admin']);
    let resolved = false;
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/client-errors': () =>
        list([group(resolved ? { resolved_at: '2026-11-21T11:00:00.000Z' } : {})]),
      'PUT /admin/client-errors/g-1/resolved': () => {
        resolved = true;
        return group({ resolved_at: '2026-11-21T11:00:00.000Z' });
      },
    });
    const { router } = renderApp('/admin/errors?state=open&type=network');
    await waitForApp();
    expect(Object.fromEntries(api.callsTo('GET', '/admin/client-errors')[0]!.url.searchParams)).toEqual({
      state: 'open',
      type: 'network',
      page: '1',
      pageSize: '25',
    });
    const table = screen.getByRole('table', { name: 'Error groups, most recently seen first' });
    const row = within(table)
      .getByRole('rowheader', { name: /TypeError: x is undefined/ })
      .closest('tr')!;
    expect(within(row).getByRole('cell', { name: '42' })).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(table).getByText('Newest stack trace')).toBeTruthy();
    expect(within(table).getByText(/at Player \(player.tsx:10:5\)/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mark resolved: TypeError: x is undefined' }));
    expect(await screen.findByRole('button', { name: 'Reopen: TypeError: x is undefined' })).toBeTruthy();
    expect(api.callsTo('PUT', '/admin/client-errors/g-1/resolved')[0]!.body).toEqual({ resolved: true });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'resolved');
    await waitForApp();
    expect(currentUrl(router)).toBe('/admin/errors?state=resolved&type=network');
  });
});

function entry(overrides: Partial<AuditEntryView> = {}): AuditEntryView {
  return {
    id: 'a-1',
    action: 'feedback.replied',
    actor_id: 'user-1',
    actor_email: 'admin@mzansi.test',
    target_type: 'feedback',
    target_id: 'f-1',
    details: { from: 'new', to: 'answered' },
    ip_address: null,
    created_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

describe('/admin/audit', () => {
  it('lists entries with readable details and applies its filters through the URL', async () => {
    const session = signInAs(['user', 'admin']);
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /admin/audit': ({ url }) =>
        list(
          [
            entry(),
            entry({
              id: 'a-2',
              action: 'user.suspended',
              actor_id: null,
              actor_email: null,
              target_type: 'user',
              target_id: 'u-2',
              details: { reason: 'Sharing the account' },
            }),
          ],
          2,
          Number(url.searchParams.get('page') ?? 1),
        ),
    });
    const { router } = renderApp('/admin/audit?action=feedback.&from=2026-11-01&to=bad');
    await waitForApp();
    // A malformed date is not sent.
    expect(Object.fromEntries(api.callsTo('GET', '/admin/audit')[0]!.url.searchParams)).toEqual({
      action: 'feedback.',
      from: '2026-11-01',
      page: '1',
      pageSize: '25',
    });
    const table = screen.getByRole('table', { name: 'Audit log entries, newest first' });
    expect(within(table).getByText('feedback.replied')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'admin@mzansi.test' }).getAttribute('href')).toBe(
      '/admin/users/user-1',
    );
    expect(within(table).getByText('System')).toBeTruthy();
    expect(within(table).getByText('answered')).toBeTruthy();
    expect(within(table).getByText('feedback: f-1')).toBeTruthy();
    expect(within(table).getByText('Sharing the account')).toBeTruthy();

    const actor = screen.getByRole('textbox', { name: 'By (e-mail or id)' });
    await userEvent.type(actor, 'thandi@');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitForApp();
    expect(currentUrl(router)).toBe('/admin/audit?actor=thandi%40&action=feedback.&from=2026-11-01');
    expect(api.callsTo('GET', '/admin/audit').at(-1)!.url.searchParams.get('actor')).toBe('thandi@');
  });
});
