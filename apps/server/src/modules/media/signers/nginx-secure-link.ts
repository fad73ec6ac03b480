import { createHash, timingSafeEqual } from 'node:crypto';
import type { TokenCheck } from '../media-token';
import type { MediaSigner } from './signer';

/**
 * Tokens nginx's secure_link module can check (deploy/nginx/mzansi-media.conf), in the same path layout as the
 * embedded signer so relative playlist URIs inherit them and our own media route can serve them too:
 *
 *   /media/v/{expires}-{maxHeight}-{md5}/{videoId}/{file}
 *   md5 = base64url, unpadded, of MD5("{expires}/{maxHeight}/{videoId}/{deviceId} {secret}")
 *
 * which is nginx's `secure_link $mz_md5,$mz_expires;` with
 * `secure_link_md5 "$mz_expires/$mz_cap/$mz_vid/$cookie_mz_device $mz_secret";`. The token covers the video's whole
 * directory (every rung, segment, poster and storyboard), the rung cap (the config refuses taller rung folders) and
 * the device cookie (so a copied URL fails in another browser). MD5 is what secure_link offers; the secret comes
 * last, so the token cannot be extended, and expiry is checked by nginx (410) and by us.
 */
export const NGINX_TOKEN_PATTERN = /^(\d{9,11})-(\d{3,4})-([A-Za-z0-9_-]{22})$/;

export interface NginxGrant {
  videoId: string;
  /** Unix seconds */
  expires: number;
  maxHeight: number;
  /** the raw device cookie value; empty when unbound */
  deviceId: string;
}

function md5Token(secret: string, grant: NginxGrant): string {
  return createHash('md5')
    .update(`${grant.expires}/${grant.maxHeight}/${grant.videoId}/${grant.deviceId} ${secret}`)
    .digest('base64url');
}

export function signNginxToken(secret: string, grant: NginxGrant): string {
  return `${grant.expires}-${grant.maxHeight}-${md5Token(secret, grant)}`;
}

/** Checks a secure_link token for one video, as nginx does (our route serves the same URLs when nginx is not in front). */
export function verifyNginxToken(
  secret: string,
  token: string,
  videoId: string,
  nowSeconds: number,
  deviceId: string | undefined,
): TokenCheck {
  const match = NGINX_TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const expires = Number(match[1]);
  const maxHeight = Number(match[2]);
  const expected = Buffer.from(md5Token(secret, { videoId, expires, maxHeight, deviceId: deviceId ?? '' }));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad_signature' };
  }
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant: { videoId, expires, maxHeight, binding: deviceId ? 'device' : '0' } };
}

export interface NginxSignerConfig {
  secret: string;
  /** origin of the nginx edge, e.g. https://media.example.co.za; empty when nginx fronts our own origin */
  baseUrl: string;
}

export function createNginxSigner(config: NginxSignerConfig): MediaSigner {
  return {
    kind: 'nginx',
    sign({ videoId, expires, maxHeight, deviceId }) {
      const token = signNginxToken(config.secret, { videoId, expires, maxHeight, deviceId: deviceId ?? '' });
      return { url: `${config.baseUrl}/media/v/${token}/${videoId}/master.m3u8` };
    },
  };
}
