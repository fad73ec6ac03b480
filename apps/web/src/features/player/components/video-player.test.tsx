import axe from 'axe-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { useUiStore } from '@/stores/ui-store';
import type { SessionResponse } from '@mzansi/contracts/auth';
import {
  apiError,
  makeSessionResponse,
  makeViewerProfile,
  mockApi,
  PRIMARY_PROFILE_ID,
  type ApiHandler,
} from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { setAuth } from '@/test/render-app';
import type * as PlaybackEngineModuleNs from '../lib/playback-engine';
import { fakeEngines, resetFakeEngines, setMedia } from '../test/fake-engine';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

type PlaybackEngineModule = typeof PlaybackEngineModuleNs;

vi.mock('../lib/playback-engine', async (importOriginal) => {
  const actual = await importOriginal<PlaybackEngineModule>();
  const fake = await import('../test/fake-engine');
  return { ...actual, preloadHls: () => Promise.resolve({}), loadPlaybackEngine: fake.loadFakeEngine };
});

const VIDEO_ID = '7b000000-0000-4000-8000-000000000001';
const TITLE_ID = '6f1c2d3e-4b5a-4c7d-8e9f-000000000001';
let leaseSequence = 0;
/** A fresh lease id per test: the player remembers (per page) which leases it has already ended. */
let LEASE_ID = '';

function grant(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    signedUrl: `/media/v/token/${VIDEO_ID}/master.m3u8`,
    expires: Math.floor(Date.now() / 1000) + 3600,
    videoId: VIDEO_ID,
    isTrailer: false,
    ads: null,
    streamSessionId: LEASE_ID,
    maxQuality: 'SD',
    heartbeatSeconds: 30,
    resumeFromSeconds: null,
    ...overrides,
  };
}

const notATrailer = () => apiError(403, 'forbidden', 'Only trailers play without signing in.');

function renderPlayer(
  props: Partial<VideoPlayerProps> = {},
  handlers: Record<string, ApiHandler> = {},
  session: SessionResponse = makeSessionResponse({ premium: false }),
) {
  const api = mockApi({
    'GET /auth/session': () => session,
    'POST /signed-video-url-public': notATrailer,
    'POST /signed-video-url': () => grant(),
    'PUT /user/watch-progress': () => ({ ok: true }),
    'POST /stream-sessions/heartbeat': () => ({
      streamSessionId: LEASE_ID,
      leaseExpiresAt: '',
      heartbeatSeconds: 30,
    }),
    [`DELETE /stream-sessions/${LEASE_ID}`]: () => undefined,
    ...handlers,
  });
  setAuth(session);
  const queryClient = createAppQueryClient();
  const element = (
    <VideoPlayer
      videoId={VIDEO_ID}
      titleId={TITLE_ID}
      label="Umkhokha"
      kind="main"
      durationHint={600}
      trailerHref={`/watch/${TITLE_ID}?play=trailer`}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/watch/x'] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, ...view };
}

function player() {
  return screen.getByRole('region', { name: 'Video player' });
}

function videoElement(): HTMLVideoElement {
  return player().querySelector('video')!;
}

async function playing() {
  await waitFor(() => expect(player().getAttribute('data-state')).toBe('playing'));
}

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

beforeEach(() => {
  resetFakeEngines();
  leaseSequence += 1;
  LEASE_ID = `a0000000-0000-4000-8000-${String(leaseSequence).padStart(12, '0')}`;
});
afterEach(async () => {
  // Unmount while fetch is still mocked: leaving the player saves progress and ends its lease.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 5));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VideoPlayer', () => {
  it('plays a trailer from the public call: no lease, no progress, and the state on the root', async () => {
    const { api } = renderPlayer(
      { kind: 'trailer', label: 'Trailer: Umkhokha' },
      { 'POST /signed-video-url-public': () => grant({ isTrailer: true, streamSessionId: undefined }) },
    );
    expect(player().getAttribute('data-state')).toBe('loading');
    await playing();
    expect(videoElement().getAttribute('aria-label')).toBe('Trailer: Umkhokha');
    expect(videoElement().getAttribute('data-testid')).toBe('trailer-video');
    expect(fakeEngines[0]!.src).toBe(`/media/v/token/${VIDEO_ID}/master.m3u8`);
    expect(api.callsTo('POST', '/signed-video-url')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player().getAttribute('data-state')).toBe('paused');
    expect(screen.getByRole('status').textContent).toContain('Paused');
    expect(api.callsTo('PUT', '/user/watch-progress')).toHaveLength(0);
  });

  it('signed in, asks for a main video with the signed-in call only (no refused public call), and resumes', async () => {
    const { api } = renderPlayer({}, { 'POST /signed-video-url': () => grant({ resumeFromSeconds: 254 }) });
    await playing();
    // The title data says this is not a trailer: the public call would only answer 403 (a console error).
    expect(api.callsTo('POST', '/signed-video-url-public')).toHaveLength(0);
    expect(api.callsTo('POST', '/signed-video-url')).toHaveLength(1);
    expect(api.callsTo('POST', '/signed-video-url')[0]!.body).toMatchObject({ videoId: VIDEO_ID });
    expect(fakeEngines[0]!.options.startPosition).toBe(254);
    expect(await screen.findByText('Resumed from 4:14')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(videoElement().currentTime).toBe(0);
    expect(screen.queryByText('Resumed from 4:14')).toBeNull();
  });

  it('403: the upgrade panel with the spec message, Premium and the trailer — never a broken player', async () => {
    renderPlayer(
      {},
      { 'POST /signed-video-url': () => apiError(403, 'subscription_required', 'Premium needed') },
    );
    const panel = await screen.findByRole('region', {
      name: 'Premium subscription required to watch this video.',
    });
    expect(player().getAttribute('data-state')).toBe('error');
    expect(within(panel).getByRole('link', { name: 'Watch trailer' }).getAttribute('href')).toBe(
      `/watch/${TITLE_ID}?play=trailer`,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Start Premium — R59/month' }));
    expect(useUiStore.getState().currentModal).toBe('subscription');
    expect(fakeEngines).toHaveLength(0);
  });

  it('401: asks a visitor to sign in (auth modal)', async () => {
    renderPlayer({}, { 'POST /signed-video-url': () => apiError(401, 'unauthenticated', 'Sign in') });
    const panel = await screen.findByRole('region', { name: 'Please log in to watch videos.' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(useUiStore.getState().currentModal).toBe('auth');
  });

  it('404 and others: the spec message with Retry, which asks again', async () => {
    let calls = 0;
    renderPlayer(
      {},
      {
        'POST /signed-video-url': () =>
          ++calls === 1 ? apiError(404, 'not_found', 'Nope') : grant({ streamSessionId: LEASE_ID }),
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Video not found or no longer available.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await playing();
  });

  it('409: names the limit, lists the other streams, stops one and plays here', async () => {
    const other = {
      id: 'b0000000-0000-4000-8000-000000000002',
      current: false,
      deviceLabel: 'Chrome on Android',
      videoId: 'c0000000-0000-4000-8000-000000000003',
      title: 'Sê My Naam',
      startedAt: '2026-11-22T12:05:00.000Z',
      lastSeenAt: '2026-11-22T12:30:00.000Z',
    };
    let refused = true;
    const { api } = renderPlayer(
      {},
      {
        'POST /signed-video-url': () =>
          refused
            ? apiError(
                409,
                'too_many_streams',
                'You are already watching on as many devices as your plan allows.',
                {
                  limit: 1,
                  streams: [other],
                },
              )
            : grant(),
        [`DELETE /stream-sessions/${other.id}`]: () => {
          refused = false;
          return undefined;
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Too many streams' });
    expect(dialog.textContent).toContain('Your plan lets you watch on 1 device at a time');
    const list = within(dialog).getByRole('list', { name: 'Streams playing now' });
    expect(within(list).getByText('Chrome on Android')).toBeTruthy();
    expect(within(list).getByText(/Sê My Naam · started 14:05/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Premium: 4 devices' })).toBeTruthy();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Stop the stream on Chrome on Android: Sê My Naam' }),
    );
    await playing();
    expect(api.callsTo('DELETE', `/stream-sessions/${other.id}`)).toHaveLength(1);
    expect(api.callsTo('POST', '/signed-video-url')).toHaveLength(2);
  });

  it('409: says so when the other stream cannot be stopped', async () => {
    renderPlayer(
      {},
      {
        'POST /signed-video-url': () =>
          apiError(409, 'too_many_streams', 'Too many', {
            limit: 4,
            streams: [1, 2, 3, 4].map((n) => ({
              id: `b0000000-0000-4000-8000-00000000000${n}`,
              current: false,
              deviceLabel: `Device ${n}`,
              videoId: VIDEO_ID,
              title: 'Umkhokha',
              startedAt: '2026-11-22T12:05:00.000Z',
              lastSeenAt: '2026-11-22T12:05:00.000Z',
            })),
          }),
        'DELETE /stream-sessions/b0000000-0000-4000-8000-000000000002': () =>
          apiError(500, 'internal', 'Boom'),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Too many streams' });
    expect(dialog.textContent).toContain('4 devices at a time');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Stop the stream on Device 2: Umkhokha' }),
    );
    // The stop is retried once (1 s) before the dialog says it failed.
    expect(
      await within(dialog).findByText(
        'We couldn’t stop that stream. Please try again.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });

  it('heartbeats the lease, stops on 410 with the reason, ends the lease on leaving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let ended = false;
    const { api, unmount } = renderPlayer(
      {},
      {
        'POST /stream-sessions/heartbeat': () =>
          ended
            ? apiError(410, 'stream_ended', 'This stream was stopped from another device.')
            : { streamSessionId: LEASE_ID, leaseExpiresAt: '', heartbeatSeconds: 30 },
      },
    );
    await playing();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(api.callsTo('POST', '/stream-sessions/heartbeat')).toHaveLength(1));
    expect(api.callsTo('POST', '/stream-sessions/heartbeat')[0]!.body).toMatchObject({
      streamSessionId: LEASE_ID,
    });

    ended = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Playback stopped')).toBeTruthy();
    expect(alert.textContent).toContain('This stream was stopped from another device.');
    expect(player().getAttribute('data-state')).toBe('error');
    expect(fakeEngines[0]!.destroyed).toBe(true);
    // An ended lease is not ended again, and heartbeats stop.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo('POST', '/stream-sessions/heartbeat')).toHaveLength(2);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.callsTo('DELETE', `/stream-sessions/${LEASE_ID}`)).toHaveLength(0);
  });

  it('saves progress on pause and ends the stream and saves once more when the player goes away', async () => {
    const onLeave = vi.fn();
    const { api, unmount } = renderPlayer({ onLeave });
    await playing();
    const video = videoElement();
    setMedia(video, { duration: 600, readyState: 4 });
    video.currentTime = 42;
    video.dispatchEvent(new Event('timeupdate'));

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.callsTo('PUT', '/user/watch-progress')).toHaveLength(1));
    expect(api.callsTo('PUT', '/user/watch-progress')[0]!.body).toEqual({
      videoId: VIDEO_ID,
      positionSeconds: 42,
      durationSeconds: 600,
    });

    video.currentTime = 61;
    video.dispatchEvent(new Event('timeupdate'));
    unmount();
    await waitFor(() => expect(api.callsTo('DELETE', `/stream-sessions/${LEASE_ID}`)).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('PUT', '/user/watch-progress')).toHaveLength(2));
    expect(api.callsTo('PUT', '/user/watch-progress')[1]!.body).toMatchObject({ positionSeconds: 61 });
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
  });

  it('sends a beacon with the position when the page is hidden', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    renderPlayer();
    await playing();
    const video = videoElement();
    setMedia(video, { duration: 600, readyState: 4 });
    video.currentTime = 300;
    video.dispatchEvent(new Event('timeupdate'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/user/watch-progress');
    expect(JSON.parse(await body.text())).toEqual({
      videoId: VIDEO_ID,
      positionSeconds: 300,
      durationSeconds: 600,
    });
  });

  it('keyboard: space, k, m, arrows, numbers, c and shift+? drive the player', async () => {
    resetFakeEngines({ subtitles: [{ index: 0, lang: 'en', label: 'English' }] });
    renderPlayer();
    await playing();
    const video = videoElement();
    setMedia(video, { duration: 600, readyState: 4 });
    player().focus();

    await userEvent.keyboard(' ');
    expect(video.paused).toBe(true);
    await userEvent.keyboard('k');
    expect(video.paused).toBe(false);
    await userEvent.keyboard('m');
    expect(video.muted).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Muted');
    await userEvent.keyboard('m');
    expect(video.muted).toBe(false);

    video.currentTime = 100;
    await userEvent.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(105);
    await userEvent.keyboard('j');
    expect(video.currentTime).toBe(95);
    await userEvent.keyboard('5');
    expect(video.currentTime).toBe(300);
    video.volume = 0.5;
    await userEvent.keyboard('{ArrowDown}');
    expect(video.volume).toBeCloseTo(0.45);

    await userEvent.keyboard('c');
    expect(screen.getByRole('status').textContent).toContain('Captions: English');
    // Remembered for the series and the viewer profile watching (issue 16).
    expect(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.playerTracks)!)[`${PRIMARY_PROFILE_ID}:${TITLE_ID}`],
    ).toMatchObject({
      captions: 'en',
    });

    await userEvent.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Back or forward 10 seconds')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('remembers volume and mute for the next video', async () => {
    localStorage.setItem(STORAGE_KEYS.playerPreferences, JSON.stringify({ volume: 0.3, muted: true }));
    renderPlayer();
    await playing();
    const video = videoElement();
    expect(video.volume).toBeCloseTo(0.3);
    expect(video.muted).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.playerPreferences)!)).toMatchObject({ muted: false });
  });

  it('offers the plan’s rungs in the quality menu, with "HD with Premium" for a free viewer', async () => {
    resetFakeEngines({ heights: [234, 360, 480] });
    renderPlayer({ offerHd: true });
    await playing();
    const trigger = screen.getByRole('button', { name: 'Quality' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Auto (360p)', '480p', '360p', '234p']);
    expect(within(menu).getByText('HD with Premium')).toBeTruthy();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '480p' }));
    expect(fakeEngines[0]!.engine.setLevel).toHaveBeenCalledWith(2);
  });

  it('Data saver caps the rungs at 360p and says so', async () => {
    localStorage.setItem(STORAGE_KEYS.dataSaver, 'on');
    resetFakeEngines({ heights: [234, 360, 480, 720, 1080] });
    renderPlayer({}, { 'POST /signed-video-url': () => grant({ maxQuality: 'HD' }) });
    await playing();
    expect(fakeEngines[0]!.options.maxHeight).toBe(360);
    screen.getByRole('button', { name: 'Quality' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Auto (360p)', '360p', '234p']);
    expect(within(menu).getByText('Data saver is on: up to 360p. Change it in Settings.')).toBeTruthy();
    expect(within(menu).queryByText('HD with Premium')).toBeNull();
  });

  it('turns captions on from the menu and starts the next episode of the series with them', async () => {
    resetFakeEngines({
      subtitles: [
        { index: 0, lang: 'en', label: 'English' },
        { index: 1, lang: 'zu', label: 'isiZulu' },
      ],
    });
    const first = renderPlayer();
    await playing();
    screen.getByRole('button', { name: 'Captions' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'isiZulu' }));
    first.unmount();

    renderPlayer({ videoId: '7b000000-0000-4000-8000-000000000009' });
    await playing();
    expect(fakeEngines.at(-1)!.options.preferredCaptions).toBe('zu');
  });

  it('offers the audio tracks in an Audio menu and starts the next episode of the series in the chosen one', async () => {
    resetFakeEngines({
      audio: [
        { index: 0, lang: 'xh', label: 'isiXhosa' },
        { index: 1, lang: 'en', label: 'English' },
      ],
    });
    const first = renderPlayer();
    await playing();
    screen.getByRole('button', { name: 'Audio' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(
      (await screen.findAllByRole('menuitemradio')).map((item) => [
        item.textContent,
        item.getAttribute('aria-checked'),
      ]),
    ).toEqual([
      ['isiXhosa', 'true'],
      ['English', 'false'],
    ]);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(fakeEngines.at(-1)!.engine.getSnapshot().audioTrack).toBe(1);
    expect(await screen.findByText('Audio: English')).toBeTruthy();
    first.unmount();

    renderPlayer({ videoId: '7b000000-0000-4000-8000-000000000009' });
    await playing();
    expect(fakeEngines.at(-1)!.options.preferredAudio).toBe('en');
    screen.getByRole('button', { name: 'Audio' }).focus();
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('menuitemradio', { name: 'English' })).getAttribute('aria-checked')).toBe(
      'true',
    );
  }, 20_000);

  it('remembers the audio choice per viewer profile: another profile of the account starts with its own', async () => {
    resetFakeEngines({
      audio: [
        { index: 0, lang: 'xh', label: 'isiXhosa' },
        { index: 1, lang: 'en', label: 'English' },
      ],
    });
    const thandi = makeSessionResponse();
    const sipho = makeSessionResponse({
      viewerProfile: makeViewerProfile({
        id: 'b0f1e2d3-0000-4000-8000-000000000003',
        name: 'Sipho',
        primary: false,
      }),
    });
    const first = renderPlayer({}, {}, thandi);
    await playing();
    screen.getByRole('button', { name: 'Audio' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    first.unmount();

    const second = renderPlayer({ videoId: '7b000000-0000-4000-8000-000000000009' }, {}, sipho);
    await playing();
    expect(fakeEngines.at(-1)!.options.preferredAudio).toBeUndefined();
    second.unmount();

    renderPlayer({ videoId: '7b000000-0000-4000-8000-000000000009' }, {}, thandi);
    await playing();
    expect(fakeEngines.at(-1)!.options.preferredAudio).toBe('en');
  }, 20_000);

  it('has no Audio menu when the video has one audio track', async () => {
    resetFakeEngines({ audio: [{ index: 0, lang: 'en', label: 'English' }] });
    renderPlayer();
    await playing();
    expect(screen.getByRole('button', { name: 'Captions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Audio' })).toBeNull();
  });

  it('speaks isiZulu: the controls, the menus and the next-episode card', async () => {
    inLanguage('zu');
    resetFakeEngines({
      audio: [
        { index: 0, lang: 'zu', label: 'isiZulu' },
        { index: 1, lang: 'en', label: 'English' },
      ],
    });
    renderPlayer({ kind: 'episode', next: { label: 'S1 E3 · Laagwater', onPlay: () => undefined } });
    const region = () => screen.getByRole('region', { name: 'Isidlali sevidiyo' });
    await waitFor(() => expect(region().getAttribute('data-state')).toBe('playing'));
    expect(screen.queryByRole('region', { name: 'Video player' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Umsindo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ikhwalithi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Izinqamuleli zekhibhodi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quality' })).toBeNull();
    screen.getByRole('button', { name: 'Imibhalo engezansi' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'Valiwe' })).toBeTruthy();
    expect(screen.getByText('Ayikabi nemibhalo engezansi le vidiyo.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    const video = region().querySelector('video')!;
    setMedia(video, { duration: 600, readyState: 4 });
    video.currentTime = 590;
    video.dispatchEvent(new Event('timeupdate'));
    const card = await screen.findByRole('region', { name: 'Isiqephu esilandelayo' });
    expect(within(card).getByText('Idlala kumizuzwana engu-10')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Khansela' })).toBeTruthy();
  }, 20_000);

  it('series: the next-episode card counts down, can be cancelled, and plays the next one', async () => {
    const onPlay = vi.fn();
    renderPlayer({ kind: 'episode', next: { label: 'S1 E3 · Laagwater', onPlay } });
    await playing();
    const video = videoElement();
    setMedia(video, { duration: 600, readyState: 4 });
    video.currentTime = 590;
    video.dispatchEvent(new Event('timeupdate'));
    const card = await screen.findByRole('region', { name: 'Next episode' });
    expect(within(card).getByText('S1 E3 · Laagwater')).toBeTruthy();
    expect(within(card).getByText('Plays in 10 s')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Next episode' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next episode' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  describe('the next episode and the profile\'s "Autoplay next episode"', () => {
    async function nearTheEnd(props: Partial<VideoPlayerProps>, session: SessionResponse) {
      // Only the countdown's clock is faked: its seconds pass when the test says, and nothing else waits on it.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      renderPlayer({ kind: 'episode', ...props }, {}, session);
      await playing();
      const video = videoElement();
      setMedia(video, { duration: 600, readyState: 4 });
      video.currentTime = 590;
      video.dispatchEvent(new Event('timeupdate'));
      return screen.findByRole('region', { name: 'Next episode' });
    }

    it('on: plays the next episode by itself when the countdown ends', async () => {
      const onPlay = vi.fn();
      const card = await nearTheEnd(
        { next: { label: 'S1 E3 · Laagwater', onPlay } },
        makeSessionResponse({ viewerProfile: makeViewerProfile({ autoplay_next: true }) }),
      );
      expect(within(card).getByText('Plays in 10 s')).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(9_000);
      });
      expect(within(card).getByText('Plays in 1 s')).toBeTruthy();
      expect(onPlay).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(1_000);
      });
      expect(onPlay).toHaveBeenCalledTimes(1);
    });

    it('off: no countdown; the next episode waits for its button', async () => {
      const onPlay = vi.fn();
      const card = await nearTheEnd(
        { next: { label: 'S1 E3 · Laagwater', onPlay } },
        makeSessionResponse({ viewerProfile: makeViewerProfile({ autoplay_next: false }) }),
      );
      expect(within(card).getByText('S1 E3 · Laagwater')).toBeTruthy();
      expect(within(card).getByText('Autoplay is off for this profile.')).toBeTruthy();
      expect(within(card).queryByText(/Plays in/)).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(60_000);
      });
      expect(onPlay).not.toHaveBeenCalled();
      expect(screen.getByRole('region', { name: 'Next episode' })).toBe(card);
      await userEvent.click(within(card).getByRole('button', { name: 'Play next episode' }));
      expect(onPlay).toHaveBeenCalledTimes(1);
    });
  });

  it('has no serious accessibility problems while playing, with the upgrade panel, or the device dialog', async () => {
    resetFakeEngines({ subtitles: [{ index: 0, lang: 'en', label: 'English' }] });
    const first = renderPlayer({
      offerHd: true,
      next: { label: 'S1 E2 · Laagwater', onPlay: () => undefined },
    });
    await playing();
    expect(await seriousViolations()).toEqual([]);
    first.unmount();

    const second = renderPlayer({}, { 'POST /signed-video-url': () => apiError(403, 'forbidden', 'No') });
    await screen.findByRole('region', { name: 'Premium subscription required to watch this video.' });
    expect(await seriousViolations()).toEqual([]);
    second.unmount();

    renderPlayer(
      {},
      {
        'POST /signed-video-url': () =>
          apiError(409, 'too_many_streams', 'Too many', {
            limit: 1,
            streams: [
              {
                id: 'b0000000-0000-4000-8000-000000000009',
                current: false,
                deviceLabel: 'Safari on iPhone',
                videoId: VIDEO_ID,
                title: 'Umkhokha',
                startedAt: '2026-11-22T12:05:00.000Z',
                lastSeenAt: '2026-11-22T12:05:00.000Z',
              },
            ],
          }),
      },
    );
    await screen.findByRole('dialog', { name: 'Too many streams' });
    expect(await seriousViolations()).toEqual([]);
  });
});
