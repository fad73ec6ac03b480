import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { AdPlan } from '@mzansi/contracts/ads';
import type { SessionResponse } from '@mzansi/contracts/auth';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { setAuth } from '@/test/render-app';
import type * as AdPlanModule from '../lib/ad-plan';
import type * as PlaybackEngineModuleNs from '../lib/playback-engine';
import { fakeEngines, resetFakeEngines, setMedia } from '../test/fake-engine';
import { emptyVast, inlineVast, makeAdPlan, recordPixels, TRACK, xmlResponse } from '../test/vast';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

vi.mock('../lib/playback-engine', async (importOriginal) => {
  const actual = await importOriginal<typeof PlaybackEngineModuleNs>();
  const fake = await import('../test/fake-engine');
  return { ...actual, preloadHls: () => Promise.resolve({}), loadPlaybackEngine: fake.loadFakeEngine };
});

/** The ad's first-frame timeout: the real one (3 s) except where a test waits for it. */
let mediaTimeoutMs = 3000;
vi.mock('../lib/ad-plan', async (importOriginal) => {
  const actual = await importOriginal<typeof AdPlanModule>();
  return {
    ...actual,
    get AD_MEDIA_TIMEOUT_MS() {
      return mediaTimeoutMs;
    },
  };
});

const VIDEO_ID = '7b000000-0000-4000-8000-000000000002';
const TITLE_ID = '6f1c2d3e-4b5a-4c7d-8e9f-000000000002';
let leaseSequence = 0;
let LEASE_ID = '';

function grant(ads: AdPlan | null) {
  return {
    success: true,
    signedUrl: `/media/v/token/${VIDEO_ID}/master.m3u8`,
    expires: Math.floor(Date.now() / 1000) + 3600,
    videoId: VIDEO_ID,
    isTrailer: false,
    ads,
    streamSessionId: LEASE_ID,
    maxQuality: 'SD',
    heartbeatSeconds: 30,
    resumeFromSeconds: null,
  };
}

function renderPlayer(
  ads: AdPlan | null,
  handlers: Record<string, ApiHandler> = {},
  props: Partial<VideoPlayerProps> = {},
  session: SessionResponse = makeSessionResponse({ premium: false }),
) {
  const api = mockApi({
    'GET /auth/session': () => session,
    'POST /signed-video-url-public': () =>
      apiError(403, 'forbidden', 'Only trailers play without signing in.'),
    'POST /signed-video-url': () => grant(ads),
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
  const element = (
    <VideoPlayer
      videoId={VIDEO_ID}
      titleId={TITLE_ID}
      label="Umkhokha"
      kind="main"
      durationHint={1800}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/watch/x'] });
  const view = render(
    <QueryClientProvider client={createAppQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, ...view };
}

const player = () => screen.getByRole('region', { name: 'Video player' });
const programme = () => screen.getByTestId<HTMLVideoElement>('player-video');
const adVideo = () => screen.getByTestId<HTMLVideoElement>('ad-video');
const adBreak = () => screen.findByRole('group', { name: 'Advertisement' });

/** The ad element reports playing at `seconds` (happy-dom plays nothing). */
function adAt(seconds: number) {
  const video = adVideo();
  video.currentTime = seconds;
  fireEvent.timeUpdate(video);
}

async function adPlaying() {
  const video = await waitFor(() => {
    const element = adVideo();
    expect(element.getAttribute('src')).toBeTruthy();
    return element;
  });
  setMedia(video, { duration: 12, readyState: 4 });
  fireEvent.loadedData(video);
  fireEvent.playing(video);
  return video;
}

async function programmePlaying() {
  await waitFor(() => expect(player().getAttribute('data-state')).toBe('playing'));
}

let pixels: string[] = [];
beforeEach(() => {
  resetFakeEngines();
  leaseSequence += 1;
  LEASE_ID = `a1000000-0000-4000-8000-${String(leaseSequence).padStart(12, '0')}`;
  pixels = recordPixels();
});
afterEach(async () => {
  mediaTimeoutMs = 3000;
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 5));
  vi.unstubAllGlobals();
});

describe('ads in the player', () => {
  it('plays the pre-roll before the programme, with its tracking, then starts the programme at once', async () => {
    const { api } = renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(inlineVast()) });
    const group = await adBreak();
    expect(player().getAttribute('data-ad')).toBe('preroll');

    // The macros are filled in.
    await waitFor(() => expect(api.callsTo('GET', '/ads/vast')).toHaveLength(1));
    const query = api.callsTo('GET', '/ads/vast')[0]!.url.searchParams;
    expect(query.get('placement')).toBe('preroll');
    expect(query.get('videoId')).toBe(VIDEO_ID);
    expect(query.get('position')).toBe('1');
    expect(query.get('cb')).toMatch(/^\d{8}$/);

    const video = await adPlaying();
    expect(video.getAttribute('src')).toBe('https://cdn.example/ad-360.mp4');
    expect(within(group).getByTestId('ad-label').textContent).toBe('Ad');
    expect(within(group).getByRole('timer', { name: 'Time left in the ad' }).textContent).toBe('0:12');
    expect(
      within(group)
        .getByRole('link', { name: /Go ad-free with Premium/ })
        .getAttribute('href'),
    ).toBe('/pricing?returnUrl=%2Fwatch%2Fx');
    // The programme's source is loaded meanwhile, but it waits: no controls, not started.
    await waitFor(() => expect(fakeEngines).toHaveLength(1));
    expect(programme().paused).toBe(true);
    expect(screen.queryByRole('slider', { name: 'Seek' })).toBeNull();
    await waitFor(() => expect(pixels).toContain(`${TRACK}/impression`));
    expect(screen.getByRole('status').textContent).toContain('Ad: 1 of 1, 0:12 left');

    adAt(3.1);
    expect(pixels).toContain(`${TRACK}/start`);
    adAt(9.1);
    expect(pixels).toEqual(
      expect.arrayContaining([`${TRACK}/firstQuartile`, `${TRACK}/midpoint`, `${TRACK}/thirdQuartile`]),
    );
    fireEvent.ended(video);

    await programmePlaying();
    expect(screen.queryByRole('group', { name: 'Advertisement' })).toBeNull();
    expect(player().getAttribute('data-ad')).toBeNull();
    expect(pixels).toContain(`${TRACK}/complete`);
  });

  it('an empty VAST: the programme starts at once and the Error URL hears 303', async () => {
    renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(emptyVast()) });
    await programmePlaying();
    expect(pixels).toEqual([`${TRACK}/error?code=303`]);
    expect(screen.queryByRole('group', { name: 'Advertisement' })).toBeNull();
  });

  it('an ad server that never answers: the programme starts when the time budget runs out', async () => {
    let asked = 0;
    renderPlayer(makeAdPlan({ timeoutMs: 50 }), {
      'GET /ads/vast': () => {
        asked += 1;
        return new Promise<Response>(() => undefined);
      },
    });
    await programmePlaying();
    expect(asked).toBe(1);
    expect(screen.queryByRole('group', { name: 'Advertisement' })).toBeNull();
  });

  it('an ad whose media never shows a frame: 402 to its Error URL, and the programme starts', async () => {
    mediaTimeoutMs = 30;
    renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(inlineVast()) });
    await adBreak();
    // No loadeddata: the media timeout ends the break.
    await waitFor(() => expect(pixels).toContain(`${TRACK}/error?code=402`));
    await programmePlaying();
  });

  it('a media error: 405 to the Error URL, and the programme starts', async () => {
    renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(inlineVast()) });
    await adBreak();
    const video = await adPlaying();
    fireEvent.error(video);
    await programmePlaying();
    expect(pixels).toContain(`${TRACK}/error?code=405`);
  });

  it('Skip appears only after 5 s of the ad; skipping tracks skip and starts the programme', async () => {
    renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(inlineVast()) });
    const group = await adBreak();
    await adPlaying();
    adAt(1.2);
    const waiting = within(group).getByRole('button', { name: 'Skip in 4' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    adAt(4.9);
    expect(within(group).queryByRole('button', { name: 'Skip ad' })).toBeNull();
    adAt(5);
    const skip = within(group).getByRole('button', { name: 'Skip ad' });
    expect(screen.getByRole('status').textContent).toContain('You can skip the ad now');
    await userEvent.click(skip);
    await programmePlaying();
    // Focus was on Skip: it is back on the player, not lost to the page.
    expect(document.activeElement).toBe(player());
    expect(pixels).toContain(`${TRACK}/skip`);
    expect(pixels).not.toContain(`${TRACK}/complete`);
  });

  it('Learn more opens the ClickThrough in a new tab, pauses the ad and fires click tracking', async () => {
    renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(inlineVast()) });
    const group = await adBreak();
    const video = await adPlaying();
    await act(() => video.play());
    expect(within(group).getByRole('button', { name: 'Pause ad' })).toBeTruthy();
    const link = within(group).getByRole('link', { name: /Learn more/ });
    expect(link.getAttribute('href')).toBe('https://premium.example/offer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // happy-dom would follow the link: the new tab is the browser's business.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation, { capture: true });
    await userEvent.click(link);
    document.removeEventListener('click', stopNavigation, { capture: true });
    expect(video.paused).toBe(true);
    expect(pixels).toContain(`${TRACK}/click`);
    expect(pixels).toContain(`${TRACK}/pause`);
    expect(within(group).getByRole('button', { name: 'Play ad' })).toBeTruthy();
  });

  it('during the ad: seek keys do nothing, space pauses the ad, m mutes it (tracked); the programme is not touched', async () => {
    renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(inlineVast()) });
    const group = await adBreak();
    const video = await adPlaying();
    await act(() => video.play());
    player().focus();
    adAt(2);
    await userEvent.keyboard('{ArrowRight}l9');
    expect(video.currentTime).toBe(2);
    expect(programme().currentTime).toBe(0);
    await userEvent.keyboard(' ');
    expect(video.paused).toBe(true);
    await userEvent.keyboard('m');
    expect(video.muted).toBe(true);
    expect(within(group).getByRole('button', { name: 'Unmute ad' })).toBeTruthy();
    expect(pixels).toContain(`${TRACK}/mute`);
    expect(programme().paused).toBe(true);
  });

  it('saves no progress for ad time: nothing while the pre-roll plays, the programme’s own position after', async () => {
    const { api, unmount } = renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(inlineVast()) });
    await adBreak();
    const video = await adPlaying();
    adAt(11);
    fireEvent.pause(video);
    window.dispatchEvent(new Event('pagehide'));
    expect(api.callsTo('PUT', '/user/watch-progress')).toHaveLength(0);
    fireEvent.ended(video);
    await programmePlaying();
    setMedia(programme(), { duration: 1800, readyState: 4 });
    programme().currentTime = 7;
    fireEvent.timeUpdate(programme());
    unmount();
    await waitFor(() => expect(api.callsTo('PUT', '/user/watch-progress')).toHaveLength(1));
    expect(api.callsTo('PUT', '/user/watch-progress')[0]!.body).toMatchObject({ positionSeconds: 7 });
  });

  it('a mid-roll plays when the programme crosses its cue, once; a seek across several plays one', async () => {
    let served = 0;
    const plan = makeAdPlan({
      breaks: [
        { placement: 'midroll', offsetSeconds: 480 },
        { placement: 'midroll', offsetSeconds: 960 },
        { placement: 'midroll', offsetSeconds: 1440 },
      ],
    });
    const { api } = renderPlayer(plan, {
      'GET /ads/vast': () => {
        served += 1;
        return xmlResponse(inlineVast());
      },
    });
    await programmePlaying();
    const main = programme();
    setMedia(main, { duration: 1800, readyState: 4 });
    main.currentTime = 470;
    fireEvent.timeUpdate(main);
    expect(served).toBe(0);
    main.currentTime = 481;
    fireEvent.timeUpdate(main);
    await adBreak();
    expect(player().getAttribute('data-ad')).toBe('midroll');
    expect(main.paused).toBe(true);
    await waitFor(() => expect(api.callsTo('GET', '/ads/vast')).toHaveLength(1));
    expect(api.callsTo('GET', '/ads/vast')[0]!.url.searchParams.get('placement')).toBe('midroll');
    expect(api.callsTo('GET', '/ads/vast')[0]!.url.searchParams.get('position')).toBe('2');
    fireEvent.ended(await adPlaying());
    await programmePlaying();
    expect(main.currentTime).toBe(481);

    // Back before the cue and over it again: that break has played.
    main.currentTime = 400;
    fireEvent.timeUpdate(main);
    main.currentTime = 500;
    fireEvent.timeUpdate(main);
    // A seek across the two others: one ad.
    main.currentTime = 1500;
    fireEvent.timeUpdate(main);
    await adBreak();
    fireEvent.ended(await adPlaying());
    await programmePlaying();
    main.currentTime = 1600;
    fireEvent.timeUpdate(main);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(served).toBe(2);
    expect(screen.queryByRole('group', { name: 'Advertisement' })).toBeNull();
  });

  it('Data saver: an HLS creative plays through the engine on its lowest rung', async () => {
    localStorage.setItem(STORAGE_KEYS.dataSaver, 'on');
    vi.stubGlobal('MediaSource', class {});
    renderPlayer(makeAdPlan(), {
      'GET /ads/vast': () =>
        xmlResponse(
          inlineVast({
            mediaFiles: [
              { url: 'https://cdn.example/ad.mp4', type: 'video/mp4', bitrate: 600 },
              { url: 'https://cdn.example/ad/master.m3u8', type: 'application/x-mpegURL' },
            ],
          }),
        ),
    });
    await adBreak();
    await waitFor(() =>
      expect(fakeEngines.map((record) => record.src)).toContain('https://cdn.example/ad/master.m3u8'),
    );
    const adEngine = fakeEngines.find((record) => record.src === 'https://cdn.example/ad/master.m3u8')!;
    expect(adEngine.options.maxHeight).toBe(0);
    expect(adEngine.engine.getSnapshot().levels.map((level) => level.height)).toEqual([234]);
  });

  it('has no serious accessibility problems while an ad plays', async () => {
    renderPlayer(makeAdPlan(), { 'GET /ads/vast': () => xmlResponse(inlineVast()) });
    await adBreak();
    await adPlaying();
    adAt(6);
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
  });

  it('Premium (no ad plan): no VAST request at all, and the programme starts', async () => {
    const { api } = renderPlayer(null, {}, {}, makeSessionResponse({ premium: true }));
    await programmePlaying();
    expect(api.calls.some((call) => call.path.startsWith('/ads'))).toBe(false);
    expect(player().getAttribute('data-ad')).toBeNull();
  });
});
