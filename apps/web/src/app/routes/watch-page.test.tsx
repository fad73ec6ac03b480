import type { VideoDetail } from '@mzansi/contracts/discovery';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PlaybackEngineModuleNs from '@/features/player/lib/playback-engine';
import { resetFakeEngines, setMedia } from '@/features/player/test/fake-engine';
import { apiError, makeSessionResponse, mockApi } from '@/test/api-mock';
import { makeSeriesDetail, makeVideoDetail } from '@/test/fixtures';
import { inLanguage } from '@/test/i18n';
import { currentUrl, renderApp, setAuth } from '@/test/render-app';

type PlaybackEngineModule = typeof PlaybackEngineModuleNs;

// happy-dom has no Media Source Extensions: a stand-in engine takes hls.js's place (see fake-engine).
vi.mock('@/features/player/lib/playback-engine', async (importOriginal) => {
  const actual = await importOriginal<PlaybackEngineModule>();
  const fake = await import('@/features/player/test/fake-engine');
  return { ...actual, preloadHls: () => Promise.resolve({}), loadPlaybackEngine: fake.loadFakeEngine };
});

beforeEach(() => resetFakeEngines());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = '';
});

async function playerShowing(label: string) {
  const region = await screen.findByRole('region', { name: 'Video player' }, { timeout: 5000 });
  await waitFor(() => expect(within(region).getByLabelText(label).tagName).toBe('VIDEO'), { timeout: 5000 });
  return region;
}

type Viewer = 'visitor' | 'free' | 'premium';

function openTitle(detail: VideoDetail, viewer: Viewer, path = `/watch/${detail.id}`) {
  const session = viewer === 'visitor' ? null : makeSessionResponse({ premium: viewer === 'premium' });
  const api = mockApi({
    ...(session ? { 'GET /auth/session': () => session } : {}),
    [`GET /videos/${detail.id}`]: () => detail,
  });
  setAuth(session);
  return { api, ...renderApp(path) };
}

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
}

describe('/watch/:id title page', () => {
  it('shows the title: tagline, year, runtime, rating with advisories spelled out, languages, genres, people', async () => {
    const detail = makeVideoDetail({
      title: 'Lindiwe',
      tagline: 'She came home to stay.',
      year: 2025,
      runtimeMinutes: 90,
      ageRating: '16',
      ageRatingName: 'Ages 16 and older',
    });
    openTitle(detail, 'visitor');

    await heading('Lindiwe');
    expect(screen.getByText('She came home to stay.')).toBeTruthy();
    expect(screen.getByText('2025')).toBeTruthy();
    expect(screen.getByText('1h 30m')).toBeTruthy();
    expect(screen.getByText('Ages 16 and older')).toBeTruthy();
    expect(screen.getByText('V Violence, L Language')).toBeTruthy();
    expect(screen.getByText('isiZulu, English')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Drama' }).getAttribute('href')).toBe('/browse/drama');
    expect(screen.getByRole('link', { name: 'Thandiwe Nkosi' })).toBeTruthy();
    expect(screen.getByText('as Lindiwe')).toBeTruthy();
    expect(screen.getByText('Director')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Lindiwe · Mzansi Stream'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'She came home to stay.',
    );
  });

  it('visitor: Watch trailer, and "Sign in to watch" opens the auth modal; no Play', async () => {
    const detail = makeVideoDetail({ title: 'Umkhokha', premium: true });
    openTitle(detail, 'visitor');
    await heading('Umkhokha');

    expect(screen.getByRole('link', { name: 'Watch trailer' }).getAttribute('href')).toBe(
      `/watch/${detail.id}?play=${detail.trailer!.videoId}`,
    );
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to watch' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('free user: Watch trailer, and "Upgrade to watch" opens the subscription modal; no Play', async () => {
    const detail = makeVideoDetail({ title: 'Umkhokha', premium: true });
    openTitle(detail, 'free');
    await heading('Umkhokha');

    expect(screen.getByRole('link', { name: 'Watch trailer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in to watch' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to watch' }));
    expect(await screen.findByRole('dialog', { name: 'Go Premium to watch' })).toBeTruthy();
  });

  it('premium: Play (the main video) and Watch trailer, and My List', async () => {
    const detail = makeVideoDetail({ title: 'Umkhokha', premium: true });
    openTitle(detail, 'premium');
    await heading('Umkhokha');

    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      `/watch/${detail.id}?play=${detail.mainVideo!.videoId}`,
    );
    expect(screen.getByRole('link', { name: 'Watch trailer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade|Sign in/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Add to My List' })).toBeTruthy();
  });

  it('a free user plays a title an admin opened to everyone', async () => {
    const detail = makeVideoDetail({ title: 'Pilot', premium: false });
    openTitle(detail, 'free');
    await heading('Pilot');
    expect(screen.getByRole('link', { name: 'Play' })).toBeTruthy();
  });

  it('opens the player on the same page for ?play=, and closes it again', async () => {
    const detail = makeVideoDetail({ title: 'Umkhokha' });
    const { api, router } = openTitle(detail, 'visitor');
    await heading('Umkhokha');

    await userEvent.click(screen.getByRole('link', { name: 'Watch trailer' }));
    const player = await playerShowing('Trailer: Umkhokha');
    expect(within(player).getByText('Trailer: Umkhokha')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST', '/signed-video-url-public')[0]?.body).toMatchObject({
        videoId: detail.trailer!.videoId,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/watch/${detail.id}`));
    expect(screen.queryByRole('region', { name: 'Video player' })).toBeNull();
  });

  it('resolves ?play=main (the home hero) to the main video', async () => {
    const detail = makeVideoDetail({ title: 'Umkhokha' });
    const { api } = openTitle(detail, 'premium', `/watch/${detail.id}?play=main`);
    await playerShowing('Umkhokha');
    // A signed-in viewer's main video goes straight to the signed-in call (D63).
    await waitFor(() =>
      expect(api.callsTo('POST', '/signed-video-url')[0]?.body).toMatchObject({
        videoId: detail.mainVideo!.videoId,
      }),
    );
    expect(api.callsTo('POST', '/signed-video-url-public')).toHaveLength(0);
  });

  it('a free user asking for a premium video gets the upgrade panel and the trailer, never a broken player', async () => {
    const detail = makeVideoDetail({ title: 'Umkhokha', premium: true });
    const session = makeSessionResponse({ premium: false });
    mockApi({
      'GET /auth/session': () => session,
      [`GET /videos/${detail.id}`]: () => detail,
      'POST /signed-video-url-public': () => apiError(403, 'forbidden', 'Only trailers'),
      'POST /signed-video-url': () =>
        apiError(403, 'subscription_required', 'Premium subscription required to watch this video.'),
    });
    setAuth(session);
    renderApp(`/watch/${detail.id}?play=${detail.mainVideo!.videoId}`);
    const panel = await screen.findByRole(
      'region',
      { name: 'Premium subscription required to watch this video.' },
      { timeout: 5000 },
    );
    expect(within(panel).getByRole('link', { name: 'Watch trailer' }).getAttribute('href')).toBe(
      `/watch/${detail.id}?play=${detail.trailer!.videoId}`,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Start Premium — R59/month' }));
    expect(await screen.findByRole('dialog', { name: 'Go Premium to watch' })).toBeTruthy();
  });

  it('on a profile whose maturity limit the title is above: its own state with the ratings and "Switch profile"', async () => {
    const detail = makeVideoDetail({ title: 'Umkhokha', ageRating: '16' });
    const session = makeSessionResponse({ kids: true });
    mockApi({
      'GET /auth/session': () => session,
      [`GET /videos/${detail.id}`]: () =>
        apiError(403, 'maturity_restricted', 'This title is not available on this profile.', {
          rating: '16',
          limit: '7-9PG',
        }),
    });
    setAuth(session);
    const { router } = renderApp(`/watch/${detail.id}`);
    const title = await screen.findByRole(
      'heading',
      { name: 'This title is not available on this profile' },
      { timeout: 5000 },
    );
    const state = title.closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(state).getByText(
        'It is rated 16 (Ages 16 and older); this profile shows titles up to 7-9PG (Ages 7 to 9 with parental guidance).',
      ),
    ).toBeTruthy();
    // Not an error to retry: the way on is another profile, which brings the viewer back here.
    expect(within(state).queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(within(state).getByRole('link', { name: 'Switch profile' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/profiles?returnUrl=${encodeURIComponent(`/watch/${detail.id}`)}`),
    );
  });

  it("a playback grant refused for the profile's maturity limit shows the restricted panel, not an error", async () => {
    const detail = makeVideoDetail({ title: 'Umkhokha', ageRating: '13' });
    const session = makeSessionResponse({ premium: true, kids: true });
    mockApi({
      'GET /auth/session': () => session,
      [`GET /videos/${detail.id}`]: () => detail,
      'POST /signed-video-url': () =>
        apiError(403, 'maturity_restricted', 'This title is not available on this profile.', {
          rating: '13',
          limit: '10-12PG',
        }),
    });
    setAuth(session);
    const play = `/watch/${detail.id}?play=${detail.mainVideo!.videoId}`;
    renderApp(play);
    const panel = await screen.findByRole(
      'region',
      { name: 'This title is not available on this profile' },
      { timeout: 5000 },
    );
    expect(
      within(panel).getByText(
        'It is rated 13 (Ages 13 and older); this profile shows titles up to 10-12PG (Ages 10 to 12 with parental guidance).',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Switch profile' }).getAttribute('href')).toBe(
      `/profiles?returnUrl=${encodeURIComponent(play)}`,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the 404 content for an unknown title', async () => {
    mockApi({ 'GET /videos/no-such-title': () => apiError(404, 'not_found', 'Video not found') });
    setAuth(null);
    renderApp('/watch/no-such-title');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" }, {})).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found · Mzansi Stream'));
  });

  it('shows an error with Retry when the title cannot be loaded', async () => {
    const detail = makeVideoDetail({ title: 'Second Chance' });
    let calls = 0;
    mockApi({
      [`GET /videos/${detail.id}`]: () =>
        ++calls === 1 ? apiError(403, 'forbidden', 'Something went sideways') : detail,
    });
    setAuth(null);
    renderApp(`/watch/${detail.id}`);
    expect(await screen.findByText('Something went sideways', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await heading('Second Chance');
  });
});

describe('series: seasons and episodes', () => {
  it('counts seasons and episodes, plays S1 E1 for a subscriber, and switches seasons with the picker', async () => {
    const detail = makeSeriesDetail([2, 3], { title: 'Sê My Naam' });
    openTitle(detail, 'premium');
    await heading('Sê My Naam');

    expect(screen.getByText('2 seasons · 5 episodes')).toBeTruthy();
    const firstEpisode = detail.seasons[0]!.episodes[0]!;
    expect(screen.getByRole('link', { name: 'Play S1 E1' }).getAttribute('href')).toBe(
      `/watch/${detail.id}?play=${firstEpisode.video!.videoId}`,
    );

    const seasons = screen.getByRole('tablist', { name: 'Seasons' });
    expect(within(seasons).getByRole('tab', { name: 'Season 1' }).getAttribute('aria-selected')).toBe('true');
    let episodes = screen.getByRole('list', { name: 'Season 1 episodes' });
    expect(within(episodes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(episodes).getByText('S1 episode 1')).toBeTruthy();
    expect(within(episodes).getAllByText('52m')).toHaveLength(2);
    expect(within(episodes).getByText('What happens in episode 1.')).toBeTruthy();

    await userEvent.click(within(seasons).getByRole('tab', { name: 'Season 2' }));
    episodes = await screen.findByRole('list', { name: 'Season 2 episodes' });
    expect(within(episodes).getAllByRole('listitem')).toHaveLength(3);
    const third = detail.seasons[1]!.episodes[2]!;
    expect(
      within(episodes).getByRole('link', { name: 'Play episode 3: S2 episode 3' }).getAttribute('href'),
    ).toBe(`/watch/${detail.id}?play=${third.video!.videoId}`);
    expect(screen.queryByRole('list', { name: 'Season 1 episodes' })).toBeNull();
  });

  it('moves between season tabs with the arrow keys', async () => {
    const detail = makeSeriesDetail([1, 1, 1], { title: 'Three Seasons' });
    openTitle(detail, 'premium');
    await heading('Three Seasons');
    screen.getByRole('tab', { name: 'Season 1' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('list', { name: 'Season 2 episodes' })).toBeTruthy();
  });

  it('gives each episode the viewer tier’s button: sign in for a visitor, upgrade for a free user', async () => {
    const detail = makeSeriesDetail([2], { title: 'Kasi Kings', premium: true });
    const visitor = openTitle(detail, 'visitor');
    await heading('Kasi Kings');
    expect(screen.getAllByRole('button', { name: /^Sign in to play episode/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Play episode/ })).toBeNull();
    visitor.unmount();

    openTitle(detail, 'free');
    await heading('Kasi Kings');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to play episode 2: S1 episode 2' }));
    expect(await screen.findByRole('dialog', { name: 'Go Premium to watch' })).toBeTruthy();
  });

  it('opens on the season of the episode being played', async () => {
    const detail = makeSeriesDetail([1, 2], { title: 'Deep Water' });
    const episode = detail.seasons[1]!.episodes[1]!;
    openTitle(detail, 'premium', `/watch/${detail.id}?play=${episode.video!.videoId}`);
    await playerShowing('Deep Water, season 2 episode 2: S2 episode 2');
    expect(screen.getByRole('tab', { name: 'Season 2' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves on to the next episode in the same player, across seasons', async () => {
    const detail = makeSeriesDetail([1, 1], { title: 'Deep Water' });
    const first = detail.seasons[0]!.episodes[0]!.video!.videoId;
    const second = detail.seasons[1]!.episodes[0]!.video!.videoId;
    const session = makeSessionResponse({ premium: true });
    const api = mockApi({
      'GET /auth/session': () => session,
      [`GET /videos/${detail.id}`]: () => detail,
      'POST /signed-video-url-public': () => apiError(403, 'forbidden', 'Only trailers'),
      'POST /signed-video-url': ({ body }) => ({
        success: true,
        signedUrl: `/media/v/t/${(body as { videoId: string }).videoId}/master.m3u8`,
        expires: 1,
        videoId: (body as { videoId: string }).videoId,
        isTrailer: false,
        ads: null,
        streamSessionId: null,
        maxQuality: 'HD',
        heartbeatSeconds: 30,
        resumeFromSeconds: null,
      }),
    });
    setAuth(session);
    const { router } = renderApp(`/watch/${detail.id}?play=${first}`);
    const player = await playerShowing('Deep Water, season 1 episode 1: S1 episode 1');
    await waitFor(() => expect(player.getAttribute('data-state')).toBe('playing'));
    const video = player.querySelector('video')!;
    setMedia(video, { duration: 3120, readyState: 4 });
    video.currentTime = 3110;
    video.dispatchEvent(new Event('timeupdate'));
    const card = await within(player).findByRole('region', { name: 'Next episode' });
    expect(within(card).getByText('S2 E1 · S2 episode 1')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Play next episode' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/watch/${detail.id}?play=${second}`));
    await playerShowing('Deep Water, season 2 episode 1: S2 episode 1');
    await waitFor(() =>
      expect(api.callsTo('POST', '/signed-video-url').at(-1)?.body).toMatchObject({ videoId: second }),
    );
    // The same player element stays (full screen survives the change of episode).
    expect(screen.getByRole('region', { name: 'Video player' })).toBe(player);
  });
});

describe('the title page in another language (issue 16)', () => {
  it('Afrikaans: facts, runtime, rating and the buttons', async () => {
    inLanguage('af');
    const detail = makeVideoDetail({ title: 'Lindiwe', runtimeMinutes: 90, ageRating: '16' });
    openTitle(detail, 'visitor');
    await heading('Lindiwe');
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
    expect(screen.getByText('Fliek', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Besonderhede' })).toBeTruthy();
    expect(screen.getByText('Klank')).toBeTruthy();
    expect(screen.getByText('Regisseur')).toBeTruthy();
    expect(screen.getByText('as Lindiwe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meld aan om te kyk' })).toBeTruthy();
    expect(screen.queryByText('Details')).toBeNull();
  });

  it('isiZulu: seasons, episodes and their Play buttons', async () => {
    inLanguage('zu');
    const detail = makeSeriesDetail([2, 3], { title: 'Sê My Naam' });
    openTitle(detail, 'premium');
    await heading('Sê My Naam');
    expect(screen.getByText('amasizini angu-2 · iziqephu ezingu-5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dlala S1 E1' })).toBeTruthy();
    const seasons = screen.getByRole('tablist', { name: 'Amasizini' });
    expect(within(seasons).getByRole('tab', { name: 'Isizini 1' })).toBeTruthy();
    const episodes = screen.getByRole('list', { name: 'Iziqephu zesizini 1' });
    expect(within(episodes).getByRole('link', { name: 'Dlala isiqephu 1: S1 episode 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Iziqephu' })).toBeTruthy();
  });
});
