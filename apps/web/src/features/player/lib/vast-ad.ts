import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { chooseMediaFile, skipDelayOf, type AdMediaFile, type AdMediaKind } from './ad-plan';

/**
 * Fetches one VAST ad with `@dailymotion/vast-client` (issue 18): the VAST address (macros filled in), its wrapper
 * chain up to a depth, and the MediaFile to play, all within one time budget; then a VASTTracker for it, which fires
 * the Impression, tracking events, ClickTracking and Error URLs of the InLine and of every Wrapper above it (the
 * client merges the chain's trackers), so an outside ad server's tracking fires as well as ours.
 *
 * Imported only when a grant has ads (components/ad-break.tsx is lazy): Premium and first loads never pay for it.
 * The client fires its beacons as images (`new Image().src`), as VAST tracking pixels are.
 */

/** VAST error codes the player reports (IAB VAST 4.2, 2.4.2.3). */
export const VAST_ERRORS = {
  /** wrapper or VAST address timed out */
  timeout: 301,
  /** wrapper limit reached */
  wrapperLimit: 302,
  /** no ad (empty VAST, or nothing left after the wrappers) */
  noAd: 303,
  /** file not found (the MediaFile's address failed) */
  fileNotFound: 401,
  /** timeout of the MediaFile (no first frame) */
  mediaTimeout: 402,
  /** no MediaFile this player supports */
  unsupported: 403,
  /** problem displaying the MediaFile */
  display: 405,
} as const;

/** The parts of vast-client's parsed ad the player reads (its typings say `any`). */
interface ParsedLinear {
  type: string;
  duration: number;
  skipDelay: number | null;
  mediaFiles: AdMediaFile[];
  videoClickThroughURLTemplate: { url: string | null } | string | null;
}
interface ParsedAd {
  creatives: ParsedLinear[];
}

export interface LoadedAd {
  tracker: VASTTracker;
  media: { url: string; kind: AdMediaKind };
  /** seconds, from the VAST (0 when it says none) */
  duration: number;
  /** seconds before Skip */
  skipDelay: number;
  /** where "Learn more" goes (ClickThrough), when the ad has one */
  clickThroughUrl: string | null;
}

export type AdLoadResult = { kind: 'ad'; ad: LoadedAd } | { kind: 'none'; code: number; reason: string };

export interface LoadAdOptions {
  /** the VAST address, macros filled in */
  url: string;
  /** for fetching and every wrapper together */
  timeoutMs: number;
  /** wrappers followed at most (more: VAST error 302) */
  maxWrapperDepth: number;
  /** the plan's skip offset (a shorter VAST skipoffset wins) */
  skipOffsetSeconds: number;
  /** the viewer left: stop asking */
  signal?: AbortSignal;
  dataSaver: boolean;
  canPlayHls: boolean;
  playerWidth: number;
  pixelRatio?: number;
  /** the ad starts muted (the viewer's remembered sound) */
  muted?: boolean;
}

/** vast-client keeps call counts for its capping in localStorage unless given a store: this one forgets. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
}

/**
 * vast-client's URL handler (its documented `urlHandler` option), with fetch bound to one AbortSignal: the time
 * budget covers the first request and every wrapper, and an abandoned break stops its requests. Cookies go only to
 * our own origin (house ads know the viewer's profile for frequency caps; an outside server gets none).
 */
function urlHandlerFor(signal: AbortSignal) {
  return {
    async get(url: string) {
      try {
        const response = await fetch(url, { signal, credentials: 'same-origin', cache: 'no-store' });
        if (!response.ok) {
          return {
            error: new Error(`VAST request answered ${response.status}`),
            statusCode: response.status,
          };
        }
        const text = withPlainMacros(await response.text());
        const xml = new DOMParser().parseFromString(text, 'text/xml');
        return { xml, details: { byteLength: text.length, statusCode: response.status, rawXml: text } };
      } catch (error) {
        return { error: error instanceof Error ? error : new Error(String(error)), statusCode: null };
      }
    },
  };
}

/**
 * Macros written with percent-encoded brackets (`%5BERRORCODE%5D`) read as macros: our own VAST writes them so (the
 * VAST 4.2 schema's anyURI refuses bare brackets), and so do some ad servers; vast-client only knows `[ERRORCODE]`.
 */
export function withPlainMacros(xml: string): string {
  return xml.replace(/%5B([A-Z][A-Z_]*)%5D/gi, (_match, name: string) => `[${name}]`);
}

function clickThroughOf(creative: ParsedLinear): string | null {
  const template = creative.videoClickThroughURLTemplate;
  const url = typeof template === 'string' ? template : template?.url;
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}

/** Asks for one ad. Never rejects: no ad, a timeout or an unplayable creative answer `none` with the VAST code. */
export async function loadVastAd(options: LoadAdOptions): Promise<AdLoadResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop);
  const client = new VASTClient(0, 0, memoryStorage() as never);
  const parserErrors: number[] = [];
  client.getParser().on('VAST-error', (data: { ERRORCODE?: number | string }) => {
    parserErrors.push(Number(data.ERRORCODE));
  });
  try {
    // vast-client counts the first document as one wrapper level: its limit is on responses, ours on wrappers.
    const response = (await client.get(options.url, {
      timeout: options.timeoutMs,
      wrapperLimit: options.maxWrapperDepth + 1,
      urlHandler: urlHandlerFor(controller.signal),
      resolveAll: false,
    })) as { ads: ParsedAd[] };
    for (const ad of response.ads) {
      const creative = ad.creatives.find((candidate) => candidate.type === 'linear');
      if (!creative) continue;
      const tracker = new VASTTracker(client, ad, creative, null, options.muted ?? false);
      const chosen = chooseMediaFile(creative.mediaFiles, options);
      if (!chosen) {
        tracker.error({ ERRORCODE: VAST_ERRORS.unsupported });
        return { kind: 'none', code: VAST_ERRORS.unsupported, reason: 'no playable MediaFile' };
      }
      tracker.skipDelay = skipDelayOf(creative.skipDelay, options.skipOffsetSeconds);
      return {
        kind: 'ad',
        ad: {
          tracker,
          media: { url: chosen.file.fileURL, kind: chosen.kind },
          duration: creative.duration > 0 ? creative.duration : 0,
          skipDelay: tracker.skipDelay as number,
          clickThroughUrl: clickThroughOf(creative),
        },
      };
    }
    // The parser has already called the chain's Error URLs (303 no ad, 301 a wrapper timed out, 302 too deep).
    const code = parserErrors.at(-1) ?? VAST_ERRORS.noAd;
    return { kind: 'none', code, reason: timedOut ? 'timeout' : 'no ad' };
  } catch (error) {
    // The first document never came (no Error URL is known yet).
    return {
      kind: 'none',
      code: timedOut ? VAST_ERRORS.timeout : VAST_ERRORS.noAd,
      reason: timedOut ? 'timeout' : error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
