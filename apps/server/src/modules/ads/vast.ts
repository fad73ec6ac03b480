import { AD_LINEAR_EVENTS, AD_SKIP_OFFSET_SECONDS } from '@mzansi/contracts/ads';
import { create } from 'xmlbuilder2';

export const VAST_NAMESPACE = 'http://www.iab.com/VAST';
export const AD_SYSTEM = 'Mzansi Stream';
/**
 * `[ERRORCODE]` as it appears in our Error URL: percent-encoded (valid xs:anyURI). A player replaces it (and the bare
 * form) with the VAST error code; the tracking endpoint records the code when it is digits, else none.
 */
export const ERRORCODE_MACRO = '%5BERRORCODE%5D';

/** VAST `hh:mm:ss.mmm` (xs:time) of a duration in seconds. */
export function vastTime(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor((millis % 3_600_000) / 60_000);
  const s = Math.floor((millis % 60_000) / 1000);
  const ms = millis % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`;
}

/** `skipoffset`: hh:mm:ss of whole seconds (the XSD's pattern). */
export function vastOffset(seconds: number): string {
  return vastTime(Math.round(seconds)).slice(0, 8);
}

export interface VastInlineAd {
  /** the serve id: Ad id and AdServingId */
  serveId: string;
  campaignId: string;
  title: string;
  durationSeconds: number;
  clickThroughUrl: string;
  /** absolute URL of an event of this serve (Impression, tracking, ClickTracking) */
  eventUrl: (event: string) => string;
  /** the signed HLS master playlist of the creative, absolute */
  mediaUrl: string;
  media: { width: number; height: number; bitrateKbps: number; codecs: string };
}

/** An empty VAST 4.2 answer: no ad (none eligible, or a Premium viewer). */
export function emptyVast(): string {
  return create({ version: '1.0', encoding: 'UTF-8' }).ele(VAST_NAMESPACE, 'VAST', { version: '4.2' }).end();
}

/**
 * A VAST 4.2 InLine ad with one Linear creative, in the order the IAB schema requires. Every text and attribute
 * value is escaped by the XML builder.
 */
export function inlineVast(ad: VastInlineAd): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(VAST_NAMESPACE, 'VAST', { version: '4.2' });
  const inline = root.ele('Ad', { id: ad.serveId }).ele('InLine');
  inline.ele('AdSystem').txt(AD_SYSTEM);
  // The IAB macro [ERRORCODE], percent-encoded: the schema's xs:anyURI refuses bare brackets in a query.
  inline.ele('Error').txt(`${ad.eventUrl('error')}?code=${ERRORCODE_MACRO}`);
  inline.ele('Impression', { id: ad.serveId }).txt(ad.eventUrl('impression'));
  inline.ele('AdServingId').txt(ad.serveId);
  inline.ele('AdTitle').txt(ad.title);
  const creative = inline.ele('Creatives').ele('Creative', { id: ad.campaignId, sequence: '1' });
  const linear = creative.ele('Linear', { skipoffset: vastOffset(AD_SKIP_OFFSET_SECONDS) });
  const tracking = linear.ele('TrackingEvents');
  for (const event of AD_LINEAR_EVENTS) tracking.ele('Tracking', { event }).txt(ad.eventUrl(event));
  linear.ele('Duration').txt(vastTime(ad.durationSeconds));
  linear
    .ele('MediaFiles')
    .ele('MediaFile', {
      id: `${ad.campaignId}-hls`,
      delivery: 'streaming',
      type: 'application/x-mpegURL',
      width: String(ad.media.width),
      height: String(ad.media.height),
      bitrate: String(ad.media.bitrateKbps),
      codec: ad.media.codecs,
      scalable: 'true',
      maintainAspectRatio: 'true',
      mediaType: '2D',
    })
    .txt(ad.mediaUrl);
  const clicks = linear.ele('VideoClicks');
  clicks.ele('ClickTracking', { id: ad.campaignId }).txt(ad.eventUrl('click'));
  clicks.ele('ClickThrough', { id: ad.campaignId }).txt(ad.clickThroughUrl);
  creative.ele('UniversalAdId', { idRegistry: 'unknown' }).txt('unknown');
  return root.end();
}
