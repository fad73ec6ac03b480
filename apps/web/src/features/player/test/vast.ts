import type { AdPlan } from '@mzansi/contracts/ads';
import { vi } from 'vitest';

/**
 * VAST 4.2 documents for player tests, in the shape an ad server answers, and a recorder of the tracking pixels the
 * VAST client fires (it sets `new Image().src`, which happy-dom never loads).
 */
export const TRACK = 'https://track.example/t';

/** Text escaped for XML (happy-dom's XML parser does not read CDATA sections; browsers and ad servers do). */
function x(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface InlineOptions {
  /** where events are reported: `${track}/${event}` (error: `${track}/error?code=[ERRORCODE]`) */
  track?: string;
  mediaFiles?: { url: string; type: string; bitrate?: number; width?: number; height?: number }[];
  duration?: string;
  skipoffset?: string | null;
  clickThrough?: string | null;
}

const EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip', 'pause', 'mute'];

export function inlineVast(options: InlineOptions = {}): string {
  const track = options.track ?? TRACK;
  const files = options.mediaFiles ?? [
    { url: 'https://cdn.example/ad-360.mp4', type: 'video/mp4', bitrate: 600, width: 640, height: 360 },
    { url: 'https://cdn.example/ad-720.mp4', type: 'video/mp4', bitrate: 2500, width: 1280, height: 720 },
  ];
  const skip = options.skipoffset === undefined ? '00:00:05' : options.skipoffset;
  const click = options.clickThrough === undefined ? 'https://premium.example/offer' : options.clickThrough;
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2">
  <Ad id="ad-1">
    <InLine>
      <AdSystem>Mzansi Stream</AdSystem>
      <AdTitle>Go Premium</AdTitle>
      <Impression>${x(`${track}/impression`)}</Impression>
      <Error>${x(`${track}/error?code=[ERRORCODE]`)}</Error>
      <Creatives>
        <Creative id="c-1">
          <Linear${skip ? ` skipoffset="${skip}"` : ''}>
            <Duration>${options.duration ?? '00:00:12'}</Duration>
            <TrackingEvents>
              ${EVENTS.map((event) => `<Tracking event="${event}">${x(`${track}/${event}`)}</Tracking>`).join('\n')}
            </TrackingEvents>
            <VideoClicks>
              ${click ? `<ClickThrough>${x(click)}</ClickThrough>` : ''}
              <ClickTracking>${x(`${track}/click`)}</ClickTracking>
            </VideoClicks>
            <MediaFiles>
              ${files
                .map(
                  (file) =>
                    `<MediaFile delivery="${file.type === 'video/mp4' ? 'progressive' : 'streaming'}" type="${file.type}" width="${file.width ?? 640}" height="${file.height ?? 360}"${file.bitrate ? ` bitrate="${file.bitrate}"` : ''}>${x(file.url)}</MediaFile>`,
                )
                .join('\n')}
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;
}

export function wrapperVast(next: string, track = 'https://wrapper.example/t'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2">
  <Ad id="w-1">
    <Wrapper>
      <AdSystem>Outside</AdSystem>
      <Impression>${x(`${track}/impression`)}</Impression>
      <Error>${x(`${track}/error?code=[ERRORCODE]`)}</Error>
      <VASTAdTagURI>${x(next)}</VASTAdTagURI>
      <Creatives>
        <Creative>
          <Linear>
            <TrackingEvents>
              <Tracking event="start">${x(`${track}/start`)}</Tracking>
            </TrackingEvents>
          </Linear>
        </Creative>
      </Creatives>
    </Wrapper>
  </Ad>
</VAST>`;
}

/** An empty VAST (no ad), with an Error URL as our server sends it. */
export function emptyVast(track = TRACK): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2"><Error>${x(`${track}/error?code=[ERRORCODE]`)}</Error></VAST>`;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { 'content-type': 'application/xml' } });
}

/** Records every tracking pixel the VAST client fires. */
export function recordPixels(): string[] {
  const fired: string[] = [];
  class RecordingImage {
    set src(url: string) {
      fired.push(url);
    }
  }
  vi.stubGlobal('Image', RecordingImage);
  return fired;
}

export function makeAdPlan(overrides: Partial<AdPlan> = {}): AdPlan {
  return {
    vastUrl:
      '/api/ads/vast?placement=[PLACEMENT]&videoId=[CONTENTID]&position=[BREAKPOSITION]&cb=[CACHEBUSTING]',
    breaks: [{ placement: 'preroll', offsetSeconds: 0 }],
    timeoutMs: 2000,
    skipOffsetSeconds: 5,
    maxWrapperDepth: 5,
    language: 'zu',
    ...overrides,
  };
}
