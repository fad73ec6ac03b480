import type { Config } from '../../../config';
import { createBunnySigner } from './bunny';
import { createEmbeddedSigner } from './embedded';
import { createNginxSigner } from './nginx-secure-link';

export type MediaSignerKind = Config['media']['signer'];

/** What a playback grant allows, as the signer needs it. */
export interface SignRequest {
  /** the video asset (its directory is videos/{videoId}) */
  videoId: string;
  /** Unix seconds */
  expires: number;
  /** tallest rung (in lines) the URL may open: 480 for SD plans, 1080 for HD */
  maxHeight: number;
  /** the viewer's device cookie value, to bind the URL to this browser (null: unbound) */
  deviceId: string | null;
  /** the viewer's IP address (used only by signers configured to bind to it) */
  clientIp: string | null;
}

export interface SignedPlayback {
  /** URL of the HLS master playlist (relative to our origin for the embedded signer) */
  url: string;
  /** a signed iframe player URL, where the delivery service has one (Bunny Stream) */
  embedUrl?: string;
}

/**
 * Turns a playback grant into a URL some media edge will honour: our own server (embedded), nginx secure_link, or
 * Bunny's CDN. Signing is pure (no I/O); each edge checks its tokens without asking our database.
 */
export interface MediaSigner {
  readonly kind: MediaSignerKind;
  sign(request: SignRequest): SignedPlayback;
}

/** The signer chosen by MEDIA_SIGNER. */
export function createMediaSigner(config: Config): MediaSigner {
  const { media } = config;
  switch (media.signer) {
    case 'embedded':
      return createEmbeddedSigner(config.mediaTokenSecret);
    case 'nginx':
      return createNginxSigner(media.nginx!);
    case 'bunny':
      return createBunnySigner(media.bunny!);
  }
}
