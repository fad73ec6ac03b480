/**
 * One simulated viewer doing what the web player does (apps/web/src/features/player): sign in (or not), ask for
 * the playback grant, read the master and a media playlist (from the grant when it carries them, D64, as hls.js's
 * preloaded-playlist loader does; fetched otherwise), pick the start rung as `chooseStartLevel` does without a
 * bandwidth estimate (the middle of the rungs the cap and Data saver leave), load the init segment, then segments:
 * a startup burst (the buffer filling), then one per segment duration; an occasional seek ahead; heartbeats every
 * `heartbeatSeconds` of the grant and a progress save every 10 s while a main video plays, one at a seek and one
 * at the end; the stream ended (DELETE) when leaving.
 *
 * Each viewer has its own keep-alive connections (an undici Pool of two: hls.js's loads and the API calls run side
 * by side, as a browser's connections to one origin do); bodies are discarded as they stream in.
 */
import { Pool } from 'undici';
import type { Playable } from './prepare';
import type { Recorder, RequestKind } from './meter';

export type ViewerKind = 'visitor' | 'free' | 'premium';

export interface ViewerPlan {
  kind: ViewerKind;
  email?: string;
  password?: string;
  /** a session from an earlier visit (`name=value`); without it a viewer with an account signs in */
  sessionCookie?: string;
  dataSaver: boolean;
  /** a seeded random source, so a run is repeatable */
  random: () => number;
}

export interface ViewerSettings {
  origin: string;
  trailers: readonly Playable[];
  mains: readonly Playable[];
  recorder: Recorder;
  /** segments fetched back to back at start */
  burst: number;
  /** chance of a seek ahead at each segment of a main video */
  seekChance: number;
  /** how long a premium viewer stays with one programme, in seconds: [min, max] */
  watchSeconds: readonly [number, number];
  /** pause between two videos (browsing), in seconds: [min, max] */
  thinkSeconds: readonly [number, number];
  /** fetch the playlists even when the grant carries them */
  fetchPlaylists: boolean;
  /** a request without an answer after this many ms counts as an error */
  timeoutMs: number;
}

const PROGRESS_SECONDS = 10;
const DEVICE_COOKIE = 'mz_device';
/** What Chromium sends with hls.js's XHRs and the app's fetches (besides the cookie). */
const BROWSER = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-ZA,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'sec-fetch-site': 'same-origin',
};

interface Grant {
  signedUrl: string;
  playlists?: { master: string; media: Record<string, string> };
  streamSessionId?: string | null;
  heartbeatSeconds?: number;
}

interface Rung {
  height: number;
  uri: string;
}

interface MediaPlaylist {
  init: string | null;
  segments: { uri: string; seconds: number }[];
}

/** The rungs of a master playlist (EXT-X-STREAM-INF with RESOLUTION, then the URI line). */
export function parseMaster(text: string): Rung[] {
  const rungs: Rung[] = [];
  const lines = text.split('\n').map((line) => line.trim());
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF')) continue;
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    if (uri) rungs.push({ height, uri });
  }
  return rungs.sort((a, b) => a.height - b.height);
}

export function parseMedia(text: string): MediaPlaylist {
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1] ?? null;
  const segments: MediaPlaylist['segments'] = [];
  let seconds = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#')) segments.push({ uri: line, seconds: seconds || 4 });
  }
  return { init, segments };
}

const between = (random: () => number, [min, max]: readonly [number, number]) => min + random() * (max - min);

/** A viewer that runs until `stop()`; failures are recorded, never thrown. */
export class Viewer {
  private readonly pool: Pool;
  private cookies = new Map<string, string>();
  private stopped = false;
  private wake: (() => void) | null = null;
  private inFlight = new Set<Promise<unknown>>();
  readonly done: Promise<void>;

  constructor(
    private readonly plan: ViewerPlan,
    private readonly settings: ViewerSettings,
  ) {
    this.pool = new Pool(settings.origin, {
      connections: 2,
      pipelining: 1,
      keepAliveTimeout: 60_000,
      headersTimeout: settings.timeoutMs,
      bodyTimeout: settings.timeoutMs,
    });
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    // Closing the connections first ends the requests still waiting (they are not counted any more).
    await this.pool.destroy();
    await this.done;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Sleeps until `ms` from now, or less when the run stops. */
  private pause(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          this.wake = null;
          resolve();
        },
        Math.max(0, ms),
      );
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * One request, timed to the last byte of the body and recorded. Returns the status and, when asked, the body as
   * text (small JSON and playlists only; media bodies are discarded as they arrive).
   */
  private async request(
    kind: RequestKind,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { json?: unknown; text?: boolean } = {},
  ): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = { ...BROWSER };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers.origin = this.settings.origin;
    const started = performance.now();
    try {
      const response = await this.pool.request({
        method,
        path,
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
      });
      const setCookie = response.headers['set-cookie'];
      for (const header of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
        const pair = header.split(';')[0]!;
        const eq = pair.indexOf('=');
        if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
      }
      let text = '';
      let bytes = 0;
      if (options.text || response.statusCode >= 300) {
        text = await response.body.text();
        bytes = text.length;
        if (response.statusCode >= 300) {
          this.settings.recorder.sample(`${kind} ${method} ${response.statusCode}: ${text.slice(0, 200)}`);
        }
      } else {
        bytes = Number(response.headers['content-length'] ?? 0);
        await response.body.dump({ limit: 1 << 30 });
      }
      this.settings.recorder.record(kind, performance.now() - started, response.statusCode, bytes);
      return { status: response.statusCode, text };
    } catch (error) {
      if (this.stopped) return { status: 0, text: '' };
      this.settings.recorder.record(kind, performance.now() - started, 0);
      this.settings.recorder.sample(`${kind} ${method}: ${(error as Error).message}`);
      return { status: 0, text: '' };
    }
  }

  /** A request the player does not wait for (heartbeat, progress save). */
  private background(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async run(): Promise<void> {
    const { plan, settings } = this;
    if (plan.sessionCookie) {
      const eq = plan.sessionCookie.indexOf('=');
      this.cookies.set(plan.sessionCookie.slice(0, eq), plan.sessionCookie.slice(eq + 1));
    } else if (plan.email) {
      const signIn = await this.request('sign-in', 'POST', '/api/auth/login', {
        json: { email: plan.email, password: plan.password },
      });
      if (signIn.status !== 200) {
        // Signed out after all: such a viewer still watches trailers, as the site lets anyone.
        plan.kind = 'visitor';
      }
    }
    while (!this.stopped) {
      if (plan.kind === 'premium') {
        await this.watch(settings.mains[Math.floor(plan.random() * settings.mains.length)]!);
      } else {
        await this.watch(settings.trailers[Math.floor(plan.random() * settings.trailers.length)]!);
      }
      await this.pause(between(plan.random, settings.thinkSeconds) * 1000);
    }
  }

  /** Plays one video: a trailer to its end, or a main video for a programme's length (its segments in a loop). */
  private async watch(video: Playable): Promise<void> {
    const { plan, settings } = this;
    const main = video.kind === 'main';
    const payload: Record<string, unknown> = { videoId: video.videoId };
    if (plan.dataSaver) payload.dataSaver = true;
    // Trailers: the public call (spec §7); a main video with someone signed in: only the signed-in one.
    const grantAnswer = await this.request(
      'grant',
      'POST',
      main ? '/api/signed-video-url' : '/api/signed-video-url-public',
      { json: payload, text: true },
    );
    if (grantAnswer.status !== 200) return;
    const grant = JSON.parse(grantAnswer.text) as Grant;
    const base = grant.signedUrl.slice(0, grant.signedUrl.lastIndexOf('/') + 1);
    const streamId = grant.streamSessionId ?? null;
    if (!this.cookies.has(DEVICE_COOKIE)) return;

    const playlist = async (uri: string, fromGrant: string | undefined) => {
      if (fromGrant !== undefined && !settings.fetchPlaylists) return fromGrant;
      const answer = await this.request('playlist', 'GET', `${base}${uri}`, { text: true });
      return answer.status === 200 ? answer.text : null;
    };
    const masterText = await playlist('master.m3u8', grant.playlists?.master);
    if (masterText === null) return;
    const cap = plan.dataSaver ? 360 : Infinity;
    const rungs = parseMaster(masterText).filter((rung) => rung.height <= cap);
    if (rungs.length === 0) return;
    let rung = rungs[Math.floor(rungs.length / 2)]!;
    const load = async (chosen: Rung) => {
      const text = await playlist(chosen.uri, grant.playlists?.media[chosen.uri]);
      if (text === null) return null;
      const media = parseMedia(text);
      const dir = chosen.uri.slice(0, chosen.uri.lastIndexOf('/') + 1);
      if (media.init) await this.request('init', 'GET', `${base}${dir}${media.init}`);
      return { media, dir };
    };
    let current = await load(rung);
    if (!current || current.media.segments.length === 0) return;

    const startedAt = performance.now();
    const programmeSeconds = main ? between(plan.random, settings.watchSeconds) : Infinity;
    const heartbeatMs = (grant.heartbeatSeconds ?? 30) * 1000;
    let nextHeartbeat = startedAt + heartbeatMs;
    let nextProgress = startedAt + PROGRESS_SECONDS * 1000;
    let index = 0;
    /** seconds of the programme played when segment `index` is due: a loop over the clip for a main video */
    let position = 0;
    let playbackStart = 0;
    const clipSeconds = video.durationSeconds;
    const saveProgress = () =>
      this.background(
        this.request('progress', 'PUT', '/api/user/watch-progress', {
          json: {
            videoId: video.videoId,
            positionSeconds: Math.round((position % clipSeconds) * 10) / 10,
            durationSeconds: clipSeconds,
          },
        }),
      );

    // The burst puts this much media ahead of the playhead; the player keeps it so from then on.
    const lead = current.media.segments
      .slice(0, settings.burst)
      .reduce((sum, segment) => sum + segment.seconds, 0);
    for (let fetched = 0; !this.stopped; fetched++) {
      const segments = current.media.segments;
      if (!main && index >= segments.length) break;
      if (main && position >= programmeSeconds) break;
      const segment = segments[index % segments.length]!;
      if (fetched >= settings.burst) {
        await this.pause(playbackStart + (position - lead) * 1000 - performance.now());
        if (this.stopped) break;
      }
      const now = performance.now();
      if (streamId && now >= nextHeartbeat) {
        nextHeartbeat = now + heartbeatMs;
        this.background(
          this.request('heartbeat', 'POST', '/api/stream-sessions/heartbeat', {
            json: { streamSessionId: streamId, positionSeconds: Math.round(position % clipSeconds) },
          }),
        );
      }
      if (main && now >= nextProgress) {
        nextProgress = now + PROGRESS_SECONDS * 1000;
        saveProgress();
      }
      await this.request('segment', 'GET', `${base}${current.dir}${segment.uri}`);
      // Playback starts with the first segment (the playhead then moves in real time).
      if (fetched === 0) playbackStart = performance.now();
      position += segment.seconds;
      index += 1;

      // hls.js's ABR moves a viewer on a good line up to the top rung once it has measured a few segments.
      if (fetched === settings.burst - 1 && rung !== rungs.at(-1) && !plan.dataSaver && plan.random() < 0.7) {
        rung = rungs.at(-1)!;
        const next = await load(rung);
        if (next && next.media.segments.length > 0) current = next;
      }
      // A seek ahead: the playhead jumps, the segment there is fetched at once and the buffer fills again.
      if (main && fetched >= settings.burst && plan.random() < settings.seekChance) {
        const skipped = Math.max(1, Math.round((30 + plan.random() * 90) / segment.seconds));
        index += skipped;
        position += skipped * segment.seconds;
        playbackStart = performance.now() - position * 1000;
        const there = current.media.segments[index % current.media.segments.length]!;
        await this.request('segment', 'GET', `${base}${current.dir}${there.uri}`);
        index += 1;
        position += there.seconds;
        saveProgress();
      }
    }
    // The viewer watches what is in the buffer to its end before leaving.
    await this.pause(playbackStart + position * 1000 - performance.now());
    if (this.stopped) return;
    if (main) saveProgress();
    if (streamId) {
      this.background(this.request('end', 'DELETE', `/api/stream-sessions/${streamId}`));
    }
  }
}
