import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Playback tokens of the embedded signer. A token sits in the URL path before the video id, so every relative URI
 * in the playlists (rungs, init segments, media segments, storyboard) inherits it:
 *
 *   /media/v/{expires}-{maxHeight}-{binding}-{signature}/{videoId}/master.m3u8
 *
 * The signature is HMAC-SHA256 over the video id, expiry, the highest rung the viewer may fetch and the viewer's
 * binding (a hash of their device id), truncated to 128 bits. Verification needs no database.
 */
export interface MediaGrant {
  videoId: string;
  /** Unix seconds */
  expires: number;
  /** tallest rung (in lines) the token opens: 480 for SD plans, 1080 for HD */
  maxHeight: number;
  /** short hash of the device id the URL was issued to, or '0' when unbound */
  binding: string;
}

const SIGNATURE_LENGTH = 22; // base64url characters = 132 bits, ≥ 128 bits of HMAC output
const TOKEN_PATTERN = /^(\d{9,11})-(\d{3,4})-([A-Za-z0-9_-]{1,16})-([A-Za-z0-9_-]{22})$/;

function mac(secret: string, grant: MediaGrant): string {
  return createHmac('sha256', secret)
    .update(`${grant.videoId}|${grant.expires}|${grant.maxHeight}|${grant.binding}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

export function bindingTag(deviceId: string | undefined | null): string {
  if (!deviceId) return '0';
  return createHmac('sha256', 'mzansi-device').update(deviceId).digest('base64url').slice(0, 12);
}

export function signMediaToken(secret: string, grant: MediaGrant): string {
  return `${grant.expires}-${grant.maxHeight}-${grant.binding}-${mac(secret, grant)}`;
}

export type TokenCheck =
  | { ok: true; grant: MediaGrant }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'wrong_device' };

/** Checks a token for one video at a given time and binding. */
export function verifyMediaToken(
  secret: string,
  token: string,
  videoId: string,
  nowSeconds: number,
  deviceBinding: string,
): TokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const grant: MediaGrant = {
    videoId,
    expires: Number(match[1]),
    maxHeight: Number(match[2]),
    binding: match[3]!,
  };
  const expected = Buffer.from(mac(secret, grant));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'bad_signature' };
  if (grant.expires <= nowSeconds) return { ok: false, reason: 'expired' };
  if (grant.binding !== '0' && grant.binding !== deviceBinding) return { ok: false, reason: 'wrong_device' };
  return { ok: true, grant };
}
