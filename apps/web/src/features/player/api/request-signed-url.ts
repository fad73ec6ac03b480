import { MESSAGES } from '@mzansi/contracts/messages';
import type { SignedUrlResponse } from '@mzansi/contracts/playback';
import { apiPost, isApiError } from '@/lib/api-client';

/** Spec §8: what the viewer is told for each signed-URL failure. */
export function signedUrlErrorMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : -1;
  switch (status) {
    case 401:
      return MESSAGES.signedUrl401;
    case 403:
      return MESSAGES.signedUrl403;
    case 404:
      return MESSAGES.signedUrl404;
    case 405:
      return MESSAGES.signedUrl405;
    default:
      return MESSAGES.signedUrlOther;
  }
}

export class PlaybackError extends Error {
  override readonly name = 'PlaybackError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Spec §7: the public call first (trailers, anyone), then the signed-in one (entitlement checked) with the same
 * payload. The error of the last call decides the message.
 */
export async function requestSignedUrl(
  videoId: string,
  expiresIn?: number,
  options: { background?: boolean } = {},
): Promise<SignedUrlResponse> {
  const payload = expiresIn === undefined ? { videoId } : { videoId, expiresIn };
  // A preview nobody asked for (background) stays out of the top progress bar.
  const requestOptions = { retries: 0, background: options.background };
  try {
    return await apiPost<SignedUrlResponse>('/signed-video-url-public', payload, requestOptions);
  } catch {
    try {
      return await apiPost<SignedUrlResponse>('/signed-video-url', payload, requestOptions);
    } catch (error) {
      throw new PlaybackError(signedUrlErrorMessage(error), isApiError(error) ? error.status : -1);
    }
  }
}
