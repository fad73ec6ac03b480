import { bindingTag, signMediaToken } from '../media-token';
import type { MediaSigner } from './signer';

/**
 * Our own server delivers the files: `/media/v/{token}/{videoId}/master.m3u8`, the token an HMAC over the video,
 * expiry, rung cap and device (see media-token.ts), checked by the media route without a database query.
 */
export function createEmbeddedSigner(secret: string): MediaSigner {
  return {
    kind: 'embedded',
    sign({ videoId, expires, maxHeight, deviceId }) {
      const token = signMediaToken(secret, { videoId, expires, maxHeight, binding: bindingTag(deviceId) });
      return { url: `/media/v/${token}/${videoId}/master.m3u8` };
    },
  };
}
