import axe from 'axe-core';
import type { StudioTitle, StudioVideo } from '@mzansi/contracts/studio';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { jsonResponse } from '@/test/fixtures';
import { inLanguage } from '@/test/i18n';
import { currentUrl, preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { PROGRESS_POLL_MS } from '../api/studio-api';
import { useUploads } from '../hooks/use-uploads';

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
  aborted: boolean | undefined;
  resumedFrom: unknown;
  /** the upload's address once the server created it (tus-js-client's `url`) */
  url: string | null;
}

const tus = vi.hoisted(() => ({
  uploads: [] as FakeUpload[],
  previous: [] as unknown[],
  terminated: [] as string[],
}));

vi.mock('tus-js-client', () => {
  class Upload {
    starts = 0;
    aborted: boolean | undefined;
    resumedFrom: unknown;
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
    abort(terminate?: boolean) {
      this.aborted = terminate ?? false;
      return Promise.resolve();
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(previous: unknown) {
      this.resumedFrom = previous;
    }
    static terminate(url: string) {
      tus.terminated.push(url);
      return Promise.resolve();
    }
  }
  return { Upload };
});

// The studio page, the admin page and the shell are lazy routes: load them now, so no test waits on an import.
await preloadAppChunks();

const T1 = '6f1c2d3e-4b5a-4c7d-8e9f-0000000000a1';
const T2 = '6f1c2d3e-4b5a-4c7d-8e9f-0000000000a2';
const EP1 = 'e1000000-0000-4000-8000-000000000001';

function video(overrides: Partial<StudioVideo> = {}): StudioVideo {
  return {
    id: 'v0000000-0000-4000-8000-000000000001'.replace('v', 'a'),
    kind: 'main',
    status: 'ready',
    progress: 100,
    failureReason: null,
    durationSeconds: 95,
    width: 1920,
    height: 1080,
    originalFilename: 'umkhokha-final.mp4',
    renditions: [
      { name: '720p', height: 720, tier: 'HD' },
      { name: '234p', height: 234, tier: 'SD' },
    ],
    captions: [],
    audioTracks: [],
    titleId: null,
    titleName: null,
    episodeId: null,
    episodeLabel: null,
    createdBy: 'user-1',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:10:00.000Z',
    ...overrides,
  };
}

function title(overrides: Partial<StudioTitle> = {}): StudioTitle {
  return {
    id: T1,
    slug: 'umkhokha',
    type: 'movie',
    title: 'Umkhokha',
    status: 'draft',
    releaseYear: 2026,
    ageRating: '13',
    originalLanguage: 'zu',
    tagline: '',
    synopsis: '',
    isPremium: true,
    createdBy: 'user-1',
    episodes: [],
    videos: [],
    ...overrides,
  };
}

/** The app at `path` (the studio by default) as a creator, once it has rendered its first screen and data. */
async function openStudio(
  data: { videos?: StudioVideo[]; titles?: StudioTitle[] } = {},
  handlers: Record<string, ApiHandler> = {},
  path = '/studio',
  roles: Array<'user' | 'creator' | 'admin'> = ['user', 'creator'],
) {
  const session = makeSessionResponse({ roles });
  const api = mockApi({
    'GET /auth/session': () => session,
    'GET /studio/videos': () => ({ items: data.videos ?? [] }),
    'GET /studio/titles': () => ({ items: data.titles ?? [] }),
    'GET /admin/users': () => ({ items: [], nextCursor: null }),
    ...handlers,
  });
  setAuth(session);
  const view = renderApp(path);
  await waitForApp(view);
  return { api, ...view };
}

function file(name: string, type: string, size?: number, content = 'fake video bytes') {
  const created = new File([content], name, { type });
  if (size !== undefined) Object.defineProperty(created, 'size', { value: size });
  return created;
}

beforeEach(() => {
  tus.uploads.length = 0;
  tus.previous = [];
  tus.terminated.length = 0;
  useUploads.setState({ items: [] });
  // A video still on its way is polled every PROGRESS_POLL_MS on TanStack Query's setInterval. On the real clock a poll
  // would land wherever the machine's speed puts it (in the middle of waitForApp, of an axe run, between two checks),
  // and a slow machine could keep the app from ever coming to rest. Here the interval only moves when a test says so
  // (`poll`). Timeouts stay real: TanStack Query, React and waitForApp run on them. (findBy and waitFor lose their
  // 50 ms re-check with it and re-check on DOM changes only: wait on the app with waitForApp instead.)
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** One progress poll: the interval fires (a fake clock), then the app settles what it fetched. */
async function poll() {
  await act(async () => {
    vi.advanceTimersByTime(PROGRESS_POLL_MS);
  });
  await waitForApp();
}

/**
 * The upload the panel started for the file just chosen. Starting is synchronous work and resolved promises (the tus
 * client is a fake), all done by the time user-event's upload returns: no wait, so no clock.
 */
function startedUpload(): FakeUpload {
  expect(tus.uploads).toHaveLength(1);
  const upload = tus.uploads[0]!;
  expect(upload.starts).toBe(1);
  return upload;
}

/**
 * The toasts the app shows from now on, as their text. A success toast leaves after 3 s of real time, so checking the
 * screen for it afterwards would depend on how fast the machine got there: this records each one as it appears.
 */
function watchToasts(): string[] {
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
      const text = toast.textContent ?? '';
      if (!shown.includes(text)) shown.push(text);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return shown;
}

const user = () => userEvent.setup({ applyAccept: false });

/** Serious and critical axe violations (contrast needs real layout: the e2e run checks it). */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

function rememberUnfinished() {
  localStorage.setItem(
    STORAGE_KEYS.uploads,
    JSON.stringify({
      'tus-br-big.mp4::k1': {
        fingerprint: 'tus-br-big.mp4',
        size: 3 * 1024 ** 3,
        metadata: { filename: 'big.mp4', filetype: 'video/mp4' },
        creationTime: new Date().toString(),
        uploadUrl: '/api/uploads/abc',
        parallelUploadUrls: null,
      },
    }),
  );
}

describe('/studio', () => {
  it('is for creators and admins: others are sent away', async () => {
    const { router } = await openStudio({}, {}, '/studio', ['user']);
    expect(currentUrl(router)).toMatch(/^\/\?denied=role/);
  });

  it('checks type and size before sending anything, with clear reasons', async () => {
    await openStudio();
    const input = screen.getByLabelText('Choose a video file');
    const section = screen.getByRole('region', { name: 'Upload a video' });
    await user().upload(input, file('holiday.avi', 'video/x-msvideo'));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      '“holiday.avi” is not a video file we take. Upload an MP4, MOV, M4V, MKV or WebM file.',
    );
    await user().upload(input, file('poster.mp4', 'image/png'));
    expect(within(section).getByRole('alert').textContent).toContain(
      'does not look like a video (your device says it is image/png)',
    );
    await user().upload(input, file('huge.mkv', '', 5 * 1024 ** 3));
    expect(within(section).getByRole('alert').textContent).toBe(
      '“huge.mkv” is 5 GB. The largest file you can upload is 4 GB.',
    );
    await user().upload(input, file('empty.mp4', 'video/mp4', 0, ''));
    expect(within(section).getByRole('alert').textContent).toBe(
      '“empty.mp4” is empty. Choose the video file itself.',
    );
    expect(tus.uploads).toHaveLength(0);
  });

  it('uploads with tus: metadata, progress, pause and resume, then the list refreshes', async () => {
    let videos: StudioVideo[] = [];
    const { api } = await openStudio(
      { titles: [title()] },
      {
        'GET /studio/videos': () => ({ items: videos }),
        [`GET /studio/videos/${video().id}`]: () => videos[0],
      },
    );
    const input = screen.getByLabelText('Choose a video file');
    expect(screen.getByRole('option', { name: 'Umkhokha (2026) · draft' })).toBeTruthy();
    await user().selectOptions(screen.getByRole('combobox', { name: 'Title' }), T1);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Use as' }).value).toBe('main');
    await user().upload(input, file('umkhokha-final.mp4', 'video/mp4', 200 * 1024 * 1024));

    const upload = startedUpload();
    expect(upload.options.endpoint).toBe('/api/uploads');
    expect(upload.options.metadata).toEqual({
      filename: 'umkhokha-final.mp4',
      filetype: 'video/mp4',
      titleId: T1,
      kind: 'main',
    });

    act(() => upload.options.onProgress(50 * 1024 * 1024, 200 * 1024 * 1024));
    const list = screen.getByRole('list', { name: 'Uploads' });
    expect(
      within(list)
        .getByRole('progressbar', { name: 'Upload of umkhokha-final.mp4' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(within(list).getByText('50 MB of 200 MB · 25%')).toBeTruthy();
    expect(within(list).getByText('Main video of Umkhokha')).toBeTruthy();

    await user().click(within(list).getByRole('button', { name: 'Pause umkhokha-final.mp4' }));
    expect(upload.aborted).toBe(false);
    expect(within(list).getByText('Paused at 50 MB of 200 MB')).toBeTruthy();
    await user().click(within(list).getByRole('button', { name: 'Resume umkhokha-final.mp4' }));
    expect(upload.starts).toBe(2);

    videos = [video({ status: 'probing', progress: 0, titleId: T1, titleName: 'Umkhokha' })];
    const before = api.callsTo('GET', '/studio/videos').length;
    act(() => upload.options.onSuccess());
    expect(
      within(list).getByText('Uploaded. We are checking the file; transcoding starts right after.'),
    ).toBeTruthy();
    await waitForApp();
    expect(api.callsTo('GET', '/studio/videos').length).toBeGreaterThan(before);
    const videoList = screen.getByRole('list', { name: 'Videos' });
    expect(within(videoList).getByText('Checking the file')).toBeTruthy();
  });

  it('follows the uploaded video on the server: checking, transcoding with progress, then ready, like the list', async () => {
    const id = 'd0000000-0000-4000-8000-000000000001';
    let onServer: StudioVideo | null = null;
    await openStudio(
      {},
      {
        'GET /studio/videos': () => ({ items: onServer ? [onServer] : [] }),
        [`GET /studio/videos/${id}`]: () => onServer!,
      },
    );
    await user().upload(screen.getByLabelText('Choose a video file'), file('ep2.mp4', 'video/mp4'));
    const upload = startedUpload();
    upload.url = `/api/uploads/${id}`;
    onServer = video({ id, status: 'probing', progress: 0, originalFilename: 'ep2.mp4', renditions: [] });
    act(() => upload.options.onSuccess());
    await waitForApp();
    const card = screen.getByRole('list', { name: 'Uploads' });
    expect(within(card).getByRole('status').textContent).toBe(
      'Uploaded. We are checking the file; transcoding starts right after.',
    );

    onServer = { ...onServer, status: 'transcoding', progress: 40 };
    await poll();
    const videos = screen.getByRole('list', { name: 'Videos' });
    expect(within(videos).getByText('Transcoding 40%')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe(
      'Transcoding 40%. It can be watched once every quality is ready.',
    );
    expect(
      within(card)
        .getByRole('progressbar', { name: 'Transcoding 40%: ep2.mp4' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');

    onServer = { ...onServer, status: 'ready', progress: 100 };
    await poll();
    expect(within(videos).getByText('Ready')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe(
      'Ready. Attach it to a title under Videos, then publish the title.',
    );
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('says when the uploaded file could not be processed, with the server’s reason', async () => {
    const id = 'd0000000-0000-4000-8000-000000000002';
    const failed = video({
      id,
      status: 'failed',
      progress: 0,
      originalFilename: 'broken.mp4',
      failureReason: 'The file has no video stream.',
    });
    let onServer: StudioVideo[] = [];
    await openStudio({}, { 'GET /studio/videos': () => ({ items: onServer }) });
    await user().upload(screen.getByLabelText('Choose a video file'), file('broken.mp4', 'video/mp4'));
    const upload = startedUpload();
    upload.url = `http://localhost/api/uploads/${id}`;
    onServer = [failed];
    act(() => upload.options.onSuccess());
    // The list is fetched again (an msw round trip): wait for the app to settle, not for a second of real time.
    await waitForApp();
    const card = screen.getByRole('list', { name: 'Uploads' });
    expect(within(card).getByRole('status').textContent).toBe('The file has no video stream.');
  });

  it('says why an upload stopped, and resumes it', async () => {
    await openStudio();
    const input = screen.getByLabelText('Choose a video file');
    await user().upload(input, file('clip.mov', 'video/quicktime'));
    const upload = startedUpload();
    act(() =>
      upload.options.onError({
        originalResponse: {
          getStatus: () => 413,
          getBody: () =>
            JSON.stringify({ error: { code: 'payload_too_large', message: 'The upload is too large.' } }),
        },
      }),
    );
    const list = screen.getByRole('list', { name: 'Uploads' });
    // A refused file cannot be resumed: only removed.
    expect(within(list).getByText('The upload is too large. Choose another file.')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Resume clip.mov' })).toBeNull();
    expect(within(list).queryByRole('progressbar')).toBeNull();

    // A dropped connection can.
    act(() => upload.options.onError(new Error('network')));
    expect(
      within(list).getByText(/The connection dropped\. Resume to carry on from where it stopped\./),
    ).toBeTruthy();
    await user().click(within(list).getByRole('button', { name: 'Resume clip.mov' }));
    expect(upload.starts).toBe(2);
    await user().click(within(list).getByRole('button', { name: 'Cancel the upload of clip.mov' }));
    expect(upload.aborted).toBe(true);
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('offers unfinished uploads after a reload and resumes when the same file is chosen', async () => {
    rememberUnfinished();
    tus.previous = [
      { uploadUrl: '/api/uploads/abc', creationTime: new Date().toString(), urlStorageKey: 'k1' },
    ];
    await openStudio();
    const unfinished = screen.getByRole('list', { name: 'Unfinished uploads' });
    expect(within(unfinished).getByText('big.mp4')).toBeTruthy();
    expect(within(unfinished).getByText('· 3 GB')).toBeTruthy();

    await user().upload(
      screen.getByLabelText('Choose a video file'),
      file('big.mp4', 'video/mp4', 3 * 1024 ** 3),
    );
    const upload = startedUpload();
    expect(upload.resumedFrom).toEqual(tus.previous[0]);
    act(() => upload.options.onProgress(2 * 1024 ** 3, 3 * 1024 ** 3));
    expect(screen.getByText(/2 GB of 3 GB · 66% · carrying on from an earlier upload/)).toBeTruthy();
    // While it uploads, it is not offered as unfinished too.
    expect(screen.queryByRole('list', { name: 'Unfinished uploads' })).toBeNull();
  });

  it('forgets an unfinished upload here and on the server', async () => {
    rememberUnfinished();
    await openStudio();
    const unfinished = screen.getByRole('list', { name: 'Unfinished uploads' });
    await user().click(
      within(unfinished).getByRole('button', { name: 'Forget the unfinished upload of big.mp4' }),
    );
    await waitForApp();
    expect(screen.queryByRole('list', { name: 'Unfinished uploads' })).toBeNull();
    expect(tus.terminated).toEqual(['/api/uploads/abc']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.uploads)!)).toEqual({});
  });

  it('shows transcoding progress as it polls, failures with their reason, and what each video is attached to', async () => {
    const transcoding = video({
      id: 'b0000000-0000-4000-8000-000000000001',
      status: 'transcoding',
      progress: 10,
      originalFilename: 'ep1.mp4',
    });
    const failed = video({
      id: 'b0000000-0000-4000-8000-000000000002',
      status: 'failed',
      progress: 0,
      originalFilename: 'broken.mp4',
      failureReason: 'The file has no video stream.',
    });
    const ready = video({
      id: 'b0000000-0000-4000-8000-000000000003',
      titleId: T2,
      titleName: 'Sê My Naam',
      episodeId: EP1,
      episodeLabel: 'S1 E1 · Pilot',
      captions: [{ lang: 'en', label: 'English' }],
    });
    const polls = [45, 80];
    const { api } = await openStudio(
      { videos: [transcoding, failed, ready] },
      {
        [`GET /studio/videos/${transcoding.id}`]: () => ({ ...transcoding, progress: polls.shift() ?? 80 }),
      },
    );
    const list = screen.getByRole('list', { name: 'Videos' });
    expect(within(list).getByText('Transcoding 45%')).toBeTruthy();
    expect(
      within(list)
        .getByRole('progressbar', { name: 'Transcoding 45%: ep1.mp4' })
        .getAttribute('aria-valuenow'),
    ).toBe('45');
    expect(api.callsTo('GET', `/studio/videos/${transcoding.id}`)).toHaveLength(1);

    await poll();
    expect(within(list).getByText('Transcoding 80%')).toBeTruthy();
    expect(api.callsTo('GET', `/studio/videos/${transcoding.id}`)).toHaveLength(2);
    expect(api.callsTo('GET', `/studio/videos/${failed.id}`)).toHaveLength(0);
    expect(within(list).getByText('The file has no video stream.')).toBeTruthy();
    expect(within(list).getByText('S1 E1 · Pilot of Sê My Naam')).toBeTruthy();
    expect(within(list).getByText(/Captions: English/)).toBeTruthy();
    expect(within(list).getAllByText('1:35 · 1920×1080 · 234p · 720p')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Preview: umkhokha-final.mp4' }).getAttribute('href')).toBe(
      `/watch/${T2}?play=${ready.id}`,
    );
  });

  it('attaches a video to a series episode', async () => {
    const upload = video({ id: 'c0000000-0000-4000-8000-000000000001' });
    const series = title({
      id: T2,
      type: 'series',
      title: 'Sê My Naam',
      episodes: [
        { id: EP1, season: 1, number: 1, name: 'Pilot' },
        { id: 'e1000000-0000-4000-8000-000000000002', season: 1, number: 2, name: 'Laagwater' },
      ],
    });
    const { api } = await openStudio(
      { videos: [upload], titles: [title(), series] },
      { [`PATCH /studio/videos/${upload.id}`]: () => ({ ...upload, titleId: T2 }) },
    );
    const list = screen.getByRole('list', { name: 'Videos' });
    await user().click(within(list).getByRole('button', { name: 'Attach to a title: umkhokha-final.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach “umkhokha-final.mp4”' });
    await user().click(within(dialog).getByRole('button', { name: 'Attach' }));
    await waitForApp();
    expect(within(dialog).getAllByText('Choose a title.').length).toBeGreaterThan(0);

    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Title' }), T2);
    await user().click(within(dialog).getByRole('button', { name: 'Attach' }));
    await waitForApp();
    expect(within(dialog).getAllByText('Choose the episode.').length).toBeGreaterThan(0);
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Episode' }), EP1);
    const toasts = watchToasts();
    await user().click(within(dialog).getByRole('button', { name: 'Attach' }));
    await waitForApp();
    expect(api.callsTo('PATCH', `/studio/videos/${upload.id}`)).toHaveLength(1);
    expect(api.callsTo('PATCH', `/studio/videos/${upload.id}`)[0]!.body).toEqual({
      titleId: T2,
      kind: 'main',
      episodeId: EP1,
    });
    expect(toasts.join('\n')).toContain('Video attached.');
    expect(screen.queryByRole('dialog', { name: /Attach/ })).toBeNull();
  });

  it('adds captions from a WebVTT file, and refuses anything else', async () => {
    const upload = video({
      id: 'd0000000-0000-4000-8000-000000000001',
      captions: [{ lang: 'en', label: 'English' }],
    });
    const { api } = await openStudio(
      { videos: [upload] },
      {
        [`POST /studio/videos/${upload.id}/captions`]: () => ({ ok: true }),
        [`DELETE /studio/videos/${upload.id}/captions/en`]: () => undefined,
      },
    );
    const list = screen.getByRole('list', { name: 'Videos' });
    await user().click(within(list).getByRole('button', { name: 'Captions: umkhokha-final.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Captions for “umkhokha-final.mp4”' });
    const input = within(dialog).getByLabelText('WebVTT file');
    await user().upload(
      input,
      file('subs.srt', 'text/plain', undefined, '1\n00:00:01,000 --> 00:00:02,000\nSawubona'),
    );
    await user().click(within(dialog).getByRole('button', { name: 'Add captions' }));
    expect(
      await within(dialog).findByText('“subs.srt” is not a WebVTT file. Choose a .vtt file.'),
    ).toBeTruthy();

    await user().upload(input, file('fake.vtt', 'text/vtt', undefined, 'hello'));
    await user().click(within(dialog).getByRole('button', { name: 'Add captions' }));
    expect(await within(dialog).findByText(/does not start with WEBVTT/)).toBeTruthy();

    await user().upload(
      input,
      file('zulu.vtt', 'text/vtt', undefined, 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nSawubona'),
    );
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'zu');
    await user().click(within(dialog).getByRole('button', { name: 'Add captions' }));
    await waitForApp();
    expect(api.callsTo('POST', `/studio/videos/${upload.id}/captions`)).toHaveLength(1);
    const form = api.callsTo('POST', `/studio/videos/${upload.id}/captions`)[0]!.body as FormData;
    expect(form.get('lang')).toBe('zu');
    expect(form.get('label')).toBe('isiZulu');
    expect((form.get('file') as File).name).toBe('zulu.vtt');

    await user().click(within(dialog).getByRole('button', { name: 'Remove the English captions' }));
    await waitForApp();
    expect(api.callsTo('DELETE', `/studio/videos/${upload.id}/captions/en`)).toHaveLength(1);
  });

  it('adds an audio track per language from an audio file, lists the tracks and removes one', async () => {
    const upload = video({
      id: 'd0000000-0000-4000-8000-000000000002',
      audioTracks: [
        { lang: 'zu', label: 'isiZulu', default: true },
        { lang: 'en', label: 'English', default: false },
      ],
    });
    const toasts = watchToasts();
    const { api } = await openStudio(
      { videos: [upload] },
      {
        [`POST /studio/videos/${upload.id}/audio`]: () => upload,
        [`DELETE /studio/videos/${upload.id}/audio/en`]: () => upload,
      },
    );
    const list = screen.getByRole('list', { name: 'Videos' });
    expect(within(list).getByText(/Audio: isiZulu, English/)).toBeTruthy();
    await user().click(within(list).getByRole('button', { name: 'Audio tracks: umkhokha-final.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audio tracks for “umkhokha-final.mp4”' });
    const tracks = within(dialog).getByRole('list', { name: 'Audio tracks' });
    expect(
      within(tracks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('isiZulu'), expect.stringContaining('English')]);

    await user().click(within(dialog).getByRole('button', { name: 'Add audio track' }));
    expect(await within(dialog).findByText('Choose an audio or video file.')).toBeTruthy();
    const input = within(dialog).getByLabelText('Audio or video file');
    await user().upload(input, file('notes.txt', 'text/plain'));
    await user().click(within(dialog).getByRole('button', { name: 'Add audio track' }));
    expect(await within(dialog).findByText('“notes.txt” is not an audio or video file.')).toBeTruthy();
    expect(api.callsTo('POST', `/studio/videos/${upload.id}/audio`)).toHaveLength(0);

    await user().upload(input, file('afrikaans-dub.m4a', 'audio/mp4'));
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'af');
    await user().click(within(dialog).getByRole('button', { name: 'Add audio track' }));
    await waitForApp();
    expect(api.callsTo('POST', `/studio/videos/${upload.id}/audio`)).toHaveLength(1);
    const form = api.callsTo('POST', `/studio/videos/${upload.id}/audio`)[0]!.body as FormData;
    expect(form.get('lang')).toBe('af');
    expect(form.get('label')).toBe('Afrikaans');
    expect((form.get('file') as File).name).toBe('afrikaans-dub.m4a');
    expect(toasts.join('\n')).toContain('Audio track added.');

    await user().click(within(dialog).getByRole('button', { name: 'Remove the English audio track' }));
    await waitForApp();
    expect(api.callsTo('DELETE', `/studio/videos/${upload.id}/audio/en`)).toHaveLength(1);
  });

  it('offers audio tracks in isiZulu, and not before the video is ready', async () => {
    inLanguage('zu');
    const upload = video({ id: 'd0000000-0000-4000-8000-000000000003', status: 'transcoding', progress: 40 });
    const ready = video({ id: 'd0000000-0000-4000-8000-000000000004', originalFilename: 'ready.mp4' });
    await openStudio({ videos: [upload, ready] });
    const list = screen.getByRole('list', { name: 'Amavidiyo' });
    const waiting = within(list).getByRole('button', { name: 'Amathrekhi omsindo: umkhokha-final.mp4' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    await user().click(within(list).getByRole('button', { name: 'Amathrekhi omsindo: ready.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amathrekhi omsindo e-“ready.mp4”' });
    expect(
      within(dialog).getByText('Umsindo wevidiyo uqobo uwukuphela kwethrekhi yayo yomsindo.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Engeza ithrekhi yomsindo' })).toBeTruthy();
    expect(within(dialog).queryByText('Add audio track')).toBeNull();
  });

  it('creates a draft title, adds episodes and publishes once a video is ready', async () => {
    const series = title({
      id: T2,
      type: 'series',
      title: 'Sê My Naam',
      episodes: [{ id: EP1, season: 1, number: 1, name: 'Pilot' }],
      videos: [{ id: 'f0000000-0000-4000-8000-000000000001', kind: 'main', status: 'ready', episodeId: EP1 }],
    });
    const { api } = await openStudio(
      { titles: [title(), series] },
      {
        'POST /studio/titles': ({ body }) => ({ ...title(), ...(body as object), id: 'new' }),
        [`POST /studio/titles/${T2}/episodes`]: () => ({ ok: true }),
        [`PATCH /studio/titles/${T2}`]: () => ({ ...series, status: 'published' }),
      },
    );
    const titles = screen.getByRole('list', { name: 'Titles' });
    const draft = within(titles).getByRole('listitem', { name: 'Umkhokha' });
    expect(within(draft).getByRole<HTMLButtonElement>('button', { name: 'Publish Umkhokha' }).disabled).toBe(
      true,
    );
    expect(
      within(draft).getByText('Publishing needs a ready video: attach an upload to this title first.'),
    ).toBeTruthy();

    await user().click(screen.getByRole('button', { name: 'New draft title' }));
    const dialog = await screen.findByRole('dialog', { name: 'New draft title' });
    await user().click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitForApp();
    expect(within(dialog).getByText('Give the title a name.')).toBeTruthy();
    await user().type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Kasi Kings');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'series');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Original language' }), 'xh');
    const toasts = watchToasts();
    await user().click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitForApp();
    expect(api.callsTo('POST', '/studio/titles')).toHaveLength(1);
    expect(api.callsTo('POST', '/studio/titles')[0]!.body).toMatchObject({
      title: 'Kasi Kings',
      type: 'series',
      originalLanguage: 'xh',
      ageRating: '13',
      isPremium: true,
    });
    expect(toasts.join('\n')).toContain('Draft title created.');

    const card = within(screen.getByRole('list', { name: 'Titles' })).getByRole('listitem', {
      name: 'Sê My Naam',
    });
    const episodes = within(card).getByRole('list', { name: 'Episodes of Sê My Naam' });
    expect(within(episodes).getByText('Pilot')).toBeTruthy();
    const add = within(card).getByRole('form', { name: 'Add an episode to Sê My Naam' });
    expect(within(add).getByRole<HTMLInputElement>('spinbutton', { name: 'Episode' }).value).toBe('2');
    await user().type(within(add).getByRole('textbox', { name: 'Episode name' }), 'Laagwater');
    await user().click(within(add).getByRole('button', { name: 'Add episode' }));
    await waitForApp();
    expect(api.callsTo('POST', `/studio/titles/${T2}/episodes`)).toHaveLength(1);
    expect(api.callsTo('POST', `/studio/titles/${T2}/episodes`)[0]!.body).toEqual({
      season: 1,
      number: 2,
      name: 'Laagwater',
      synopsis: '',
    });

    await user().click(within(card).getByRole('button', { name: 'Publish Sê My Naam' }));
    await waitForApp();
    expect(api.callsTo('PATCH', `/studio/titles/${T2}`)).toHaveLength(1);
    expect(api.callsTo('PATCH', `/studio/titles/${T2}`)[0]!.body).toEqual({ status: 'published' });
  });

  it('refuses what the title and episode contracts refuse, and shows the server’s field errors on their fields', async () => {
    const series = title({
      id: T2,
      type: 'series',
      title: 'Sê My Naam',
      episodes: [{ id: EP1, season: 1, number: 1, name: 'Pilot' }],
    });
    const { api } = await openStudio(
      { titles: [series] },
      {
        'POST /studio/titles': () =>
          jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Some fields are not valid.',
                details: [{ field: 'body.tagline', message: 'The hook has characters we cannot store.' }],
              },
            },
            { status: 400 },
          ),
      },
    );

    await user().click(screen.getByRole('button', { name: 'New draft title' }));
    const dialog = await screen.findByRole('dialog', { name: 'New draft title' });
    await user().type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Kasi Kings');
    const year = within(dialog).getByRole('spinbutton', { name: 'Release year' });
    await user().clear(year);
    await user().type(year, '1899');
    await user().click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitForApp();
    expect(
      within(dialog).getByText(`Enter a year from 1900 to ${new Date().getFullYear() + 5}.`),
    ).toBeTruthy();
    // No language is assumed (D62): the creator chooses one.
    const language = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Original language' });
    expect(language.value).toBe('');
    expect(within(dialog).getByText('Choose the original language.')).toBeTruthy();
    expect(api.callsTo('POST', '/studio/titles')).toHaveLength(0);

    await user().selectOptions(language, 'st');
    await user().clear(year);
    await user().type(year, '2026');
    await user().type(within(dialog).getByRole('textbox', { name: 'One-line hook' }), 'Kings of the kasi');
    await user().click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitForApp();
    expect(api.callsTo('POST', '/studio/titles')).toHaveLength(1);
    const hook = within(dialog).getByRole('textbox', { name: 'One-line hook' });
    expect(within(dialog).getByText('The hook has characters we cannot store.')).toBeTruthy();
    expect(hook.getAttribute('aria-invalid')).toBe('true');
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const add = screen.getByRole('form', { name: 'Add an episode to Sê My Naam' });
    const number = within(add).getByRole('spinbutton', { name: 'Episode' });
    await user().clear(number);
    await user().type(number, '1');
    await user().type(within(add).getByRole('textbox', { name: 'Episode name' }), 'Pilot again');
    await user().click(within(add).getByRole('button', { name: 'Add episode' }));
    await waitForApp();
    expect(within(add).getByRole('alert').textContent).toBe('S1 E1 already exists.');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', `/studio/titles/${T2}/episodes`)).toHaveLength(0);
  });

  it('creates a title with its hook in Afrikaans: only the languages with some text are sent', async () => {
    const { api } = await openStudio(
      { titles: [] },
      { 'POST /studio/titles': ({ body }) => ({ ...title(), ...(body as object), id: 'new' }) },
    );
    await user().click(screen.getByRole('button', { name: 'New draft title' }));
    const dialog = await screen.findByRole('dialog', { name: 'New draft title' });
    await user().type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Kasi Kings');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Original language' }), 'af');
    await user().type(within(dialog).getByRole('textbox', { name: 'One-line hook' }), 'Kings of the kasi');
    // Other languages are optional: closed until asked for.
    const others = within(dialog).getByRole('button', { name: 'Other languages' });
    expect(others.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('textbox', { name: 'One-line hook in Afrikaans' })).toBeNull();
    await user().click(others);
    expect(others.getAttribute('aria-expanded')).toBe('true');
    const group = within(dialog).getByRole('group', { name: 'Afrikaans' });
    const hook = within(group).getByRole('textbox', { name: 'One-line hook in Afrikaans' });
    expect(hook.getAttribute('lang')).toBe('af');
    expect(hook.getAttribute('maxlength')).toBe('90');
    expect(within(dialog).getByRole('textbox', { name: 'Synopsis in isiZulu' }).getAttribute('lang')).toBe(
      'zu',
    );
    // The English field's limit and words (a paste past maxlength, say).
    fireEvent.change(hook, { target: { value: 'k'.repeat(91) } });
    await user().click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitForApp();
    expect(api.callsTo('POST', '/studio/titles')).toHaveLength(0);
    expect(hook.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(hook.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe('Keep the one-line hook to 90 characters.');
    await user().clear(hook);
    await user().type(hook, '  Konings van die kasi ');
    const toasts = watchToasts();
    await user().click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitForApp();
    expect(api.callsTo('POST', '/studio/titles')).toHaveLength(1);
    expect(api.callsTo('POST', '/studio/titles')[0]!.body).toMatchObject({
      title: 'Kasi Kings',
      tagline: 'Kings of the kasi',
      translations: { af: { tagline: 'Konings van die kasi', synopsis: '' } },
    });
    expect(api.callsTo('POST', '/studio/titles')[0]!.body).not.toHaveProperty('translations.zu');
    expect(api.callsTo('POST', '/studio/titles')[0]!.body).not.toHaveProperty('translations.xh');
    expect(toasts.join('\n')).toContain('Draft title created.');
  });

  it('sends no translations when none were written, and shows the server’s refusal on the language’s field', async () => {
    const { api } = await openStudio(
      { titles: [] },
      {
        'POST /studio/titles': () =>
          jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Some fields are not valid.',
                details: [{ field: 'body.translations.zu.synopsis', message: 'Too long to store.' }],
              },
            },
            { status: 400 },
          ),
      },
    );
    await user().click(screen.getByRole('button', { name: 'New draft title' }));
    const dialog = await screen.findByRole('dialog', { name: 'New draft title' });
    await user().type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Kasi Kings');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Original language' }), 'zu');
    await user().click(within(dialog).getByRole('button', { name: 'Other languages' }));
    await user().type(within(dialog).getByRole('textbox', { name: 'One-line hook in isiXhosa' }), '   ');
    await user().click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitForApp();
    expect(api.callsTo('POST', '/studio/titles')).toHaveLength(1);
    expect(api.callsTo('POST', '/studio/titles')[0]!.body).not.toHaveProperty('translations');
    const synopsis = within(dialog).getByRole('textbox', { name: 'Synopsis in isiZulu' });
    expect(synopsis.getAttribute('aria-invalid')).toBe('true');
    expect(synopsis.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(synopsis.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too long to store.',
    );
  });

  it('shows a title’s other languages, saves its isiZulu synopsis, and removes a language cleared', async () => {
    let current = title({
      tagline: 'A river keeps its secrets',
      translations: { af: { tagline: "'n Rivier hou sy geheime", synopsis: '' } },
    });
    const { api } = await openStudio(
      {},
      {
        'GET /studio/titles': () => ({ items: [current] }),
        [`PATCH /studio/titles/${T1}`]: ({ body }) => {
          const { translations } = body as {
            translations: Record<string, { tagline: string; synopsis: string }>;
          };
          const next = { ...current.translations };
          for (const [language, text] of Object.entries(translations)) {
            if (text.tagline === '' && text.synopsis === '') delete next[language as 'zu' | 'xh' | 'af'];
            else next[language as 'zu' | 'xh' | 'af'] = text;
          }
          current = { ...current, translations: next };
          return current;
        },
      },
    );
    const card = within(screen.getByRole('list', { name: 'Titles' })).getByRole('listitem', {
      name: 'Umkhokha',
    });
    expect(within(card).getByText('Other languages:').textContent).toBe('Other languages: Afrikaans');
    const edit = within(card).getByRole('button', { name: 'Edit other languages of Umkhokha' });
    await user().click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');

    const afrikaans = within(card).getByRole('form', { name: 'Afrikaans text of Umkhokha' });
    expect(
      within(afrikaans).getByRole<HTMLInputElement>('textbox', { name: 'One-line hook in Afrikaans' }).value,
    ).toBe("'n Rivier hou sy geheime");
    const zulu = within(card).getByRole('form', { name: 'isiZulu text of Umkhokha' });
    const synopsis = within(zulu).getByRole('textbox', { name: 'Synopsis in isiZulu' });
    expect(synopsis.getAttribute('lang')).toBe('zu');
    expect((synopsis as HTMLTextAreaElement).value).toBe('');
    await user().type(synopsis, 'Umfula ugcina izimfihlo zawo.');
    const toasts = watchToasts();
    const fetched = api.callsTo('GET', '/studio/titles').length;
    await user().click(within(zulu).getByRole('button', { name: 'Save the isiZulu text of Umkhokha' }));
    await waitForApp();
    expect(api.callsTo('PATCH', `/studio/titles/${T1}`)).toHaveLength(1);
    expect(api.callsTo('PATCH', `/studio/titles/${T1}`)[0]!.body).toEqual({
      translations: { zu: { tagline: '', synopsis: 'Umfula ugcina izimfihlo zawo.' } },
    });
    expect(toasts.join('\n')).toContain('Translation saved.');
    // The list is asked again and says so.
    expect(api.callsTo('GET', '/studio/titles').length).toBeGreaterThan(fetched);
    expect(within(card).getByText('Other languages:').textContent).toBe(
      'Other languages: isiZulu, Afrikaans',
    );

    // Toasts come one at a time: this one goes, so the next shows at once.
    await user().click(screen.getByRole('button', { name: 'Dismiss notification' }));

    // Both fields cleared: the language goes (English is shown there again).
    await user().clear(within(afrikaans).getByRole('textbox', { name: 'One-line hook in Afrikaans' }));
    await user().click(
      within(afrikaans).getByRole('button', { name: 'Save the Afrikaans text of Umkhokha' }),
    );
    await waitForApp();
    expect(api.callsTo('PATCH', `/studio/titles/${T1}`)).toHaveLength(2);
    expect(api.callsTo('PATCH', `/studio/titles/${T1}`)[1]!.body).toEqual({
      translations: { af: { tagline: '', synopsis: '' } },
    });
    expect(toasts.join('\n')).toContain('Translation removed.');
    expect(within(card).getByText('Other languages:').textContent).toBe('Other languages: isiZulu');
  });

  it('says when a language’s text could not be saved, and keeps what was typed', async () => {
    const { api } = await openStudio(
      { titles: [title()] },
      {
        [`PATCH /studio/titles/${T1}`]: () =>
          jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'Some fields are not valid.',
                details: [{ field: 'body.translations.xh.tagline', message: 'Too long to store.' }],
              },
            },
            { status: 400 },
          ),
      },
    );
    await user().click(screen.getByRole('button', { name: 'Edit other languages of Umkhokha' }));
    const xhosa = screen.getByRole('form', { name: 'isiXhosa text of Umkhokha' });
    const hook = within(xhosa).getByRole<HTMLInputElement>('textbox', { name: 'One-line hook in isiXhosa' });
    await user().type(hook, 'Umlambo ugcina iimfihlo zawo');
    await user().click(within(xhosa).getByRole('button', { name: 'Save the isiXhosa text of Umkhokha' }));
    await waitForApp();
    expect(api.callsTo('PATCH', `/studio/titles/${T1}`)).toHaveLength(1);
    expect(hook.getAttribute('aria-invalid')).toBe('true');
    expect(within(xhosa).getByText('Too long to store.')).toBeTruthy();
    expect(hook.value).toBe('Umlambo ugcina iimfihlo zawo');
  });

  it('speaks isiZulu in a title’s other languages', async () => {
    inLanguage('zu');
    const { api } = await openStudio(
      { titles: [title({ translations: { zu: { tagline: 'Umfula ugcina izimfihlo', synopsis: '' } } })] },
      { [`PATCH /studio/titles/${T1}`]: () => title() },
    );
    const card = within(screen.getByRole('list', { name: 'Izihloko' })).getByRole('listitem', {
      name: 'Umkhokha',
    });
    expect(within(card).getByText('Ezinye izilimi:').textContent).toBe('Ezinye izilimi: isiZulu');
    await user().click(within(card).getByRole('button', { name: 'Hlela ezinye izilimi ze-Umkhokha' }));
    const zulu = within(card).getByRole('form', { name: 'Umbhalo we-Umkhokha ngolimi isiZulu' });
    expect(within(zulu).getByRole('textbox', { name: 'Isifinyezo (isiZulu)' })).toBeTruthy();
    expect(within(zulu).queryByText('Synopsis in isiZulu')).toBeNull();
    const hook = within(zulu).getByRole('textbox', { name: 'Umugqa owodwa odonsa amehlo (isiZulu)' });
    await user().clear(hook);
    const toasts = watchToasts();
    await user().click(
      within(zulu).getByRole('button', { name: 'Londoloza umbhalo we-Umkhokha ngolimi isiZulu' }),
    );
    await waitForApp();
    expect(api.callsTo('PATCH', `/studio/titles/${T1}`)[0]!.body).toEqual({
      translations: { zu: { tagline: '', synopsis: '' } },
    });
    expect(toasts.join('\n')).toContain('Ukuhumusha kususiwe.');
  });

  it('speaks isiZulu: its sections, the video states, what each video is attached to, and the titles', async () => {
    inLanguage('zu');
    const transcoding = video({
      id: 'b0000000-0000-4000-8000-00000000000b',
      status: 'transcoding',
      progress: 45,
      originalFilename: 'ep1.mp4',
    });
    const trailer = video({
      id: 'b0000000-0000-4000-8000-00000000000c',
      kind: 'trailer',
      titleId: T1,
      titleName: 'Umkhokha',
    });
    await openStudio(
      { videos: [transcoding, trailer], titles: [title()] },
      { [`GET /studio/videos/${transcoding.id}`]: () => transcoding },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'I-studio' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Layisha ividiyo' });
    expect(screen.queryByRole('region', { name: 'Upload a video' })).toBeNull();

    const list = screen.getByRole('list', { name: 'Amavidiyo' });
    expect(within(list).getByText('Iyaguqulwa 45%')).toBeTruthy();
    expect(within(list).getByRole('progressbar', { name: 'Iyaguqulwa 45%: ep1.mp4' })).toBeTruthy();
    expect(within(list).getByText('Ithreyila ye-Umkhokha')).toBeTruthy();
    expect(within(list).getByText('Ayikanamathiselwa esihlokweni')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Namathisela esihlokweni: ep1.mp4' })).toBeTruthy();
    expect(within(list).queryByText('Not attached to a title yet')).toBeNull();

    const draft = within(screen.getByRole('list', { name: 'Izihloko' })).getByRole('listitem', {
      name: 'Umkhokha',
    });
    expect(within(draft).getByText('Okusalungiswa')).toBeTruthy();
    expect(within(draft).getByText('Ifilimu · 2026 · 13 · Premium')).toBeTruthy();
    expect(
      within(draft).getByRole<HTMLButtonElement>('button', { name: 'Shicilela i-Umkhokha' }).disabled,
    ).toBe(true);

    await user().upload(
      screen.getByLabelText('Khetha ifayela levidiyo'),
      file('holiday.avi', 'video/x-msvideo'),
    );
    expect((await within(section).findByRole('alert')).textContent).toBe(
      '“holiday.avi” akulona ifayela levidiyo esilamukelayo. Layisha ifayela le-MP4, MOV, M4V, MKV noma WebM.',
    );
  });

  it('speaks Afrikaans: sizes the Afrikaans way, upload progress and errors, and the new title form', async () => {
    inLanguage('af');
    await openStudio({ titles: [title()] });
    const input = screen.getByLabelText("Kies 'n videolêer");
    const section = screen.getByRole('region', { name: "Laai 'n video op" });
    await user().upload(input, file('huge.mkv', '', 5 * 1024 ** 3));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      '“huge.mkv” is 5 GB. Die grootste lêer wat jy kan oplaai, is 4 GB.',
    );

    await user().upload(input, file('clip.mov', 'video/quicktime', 3 * 1024 ** 3));
    const upload = startedUpload();
    act(() => upload.options.onProgress(1.5 * 1024 ** 3, 3 * 1024 ** 3));
    const list = screen.getByRole('list', { name: 'Oplaaie' });
    expect(within(list).getByText('1,5 GB van 3 GB · 50%')).toBeTruthy();
    act(() => upload.options.onError(new Error('network')));
    expect(
      within(list).getByText(
        'Die verbinding het weggeval. Hervat om voort te gaan waar dit gestop het. Gestop by 1,5 GB van 3 GB',
      ),
    ).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Hervat clip.mov' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Kanselleer die oplaai van clip.mov' })).toBeTruthy();

    await user().click(screen.getByRole('button', { name: 'Nuwe konseptitel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuwe konseptitel' });
    expect(within(dialog).getByRole('option', { name: '13 · Ouderdom 13 en ouer' })).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Skep konsep' }));
    await waitForApp();
    expect(within(dialog).getByText("Gee die titel 'n naam.")).toBeTruthy();
    expect(within(dialog).getByText('Kies die oorspronklike taal.')).toBeTruthy();
    expect(within(dialog).queryByText('Give the title a name.')).toBeNull();
  });

  it('has no serious accessibility problems', async () => {
    const transcoding = video({
      id: 'b0000000-0000-4000-8000-00000000000a',
      status: 'transcoding',
      progress: 30,
    });
    await openStudio(
      {
        videos: [video(), transcoding],
        titles: [
          title(),
          title({
            id: T2,
            type: 'series',
            title: 'Sê My Naam',
            episodes: [{ id: EP1, season: 1, number: 1, name: 'Pilot' }],
          }),
        ],
      },
      { [`GET /studio/videos/${transcoding.id}`]: () => transcoding },
    );
    expect(screen.getByRole('list', { name: 'Titles' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Videos' })).toBeTruthy();
    // A title's other languages open, with their forms.
    await user().click(screen.getByRole('button', { name: 'Edit other languages of Umkhokha' }));
    expect(screen.getByRole('form', { name: 'isiZulu text of Umkhokha' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
