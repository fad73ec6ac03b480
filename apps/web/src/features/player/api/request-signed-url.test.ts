import { MESSAGES } from '@mzansi/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@/test/api-mock';
import { requestSignedUrl, signedUrlErrorMessage } from './request-signed-url';
import { ApiError } from '@/lib/api-client';

afterEach(() => vi.unstubAllGlobals());

describe('signed video URL messages (spec §8)', () => {
  it.each([
    [401, MESSAGES.signedUrl401],
    [403, MESSAGES.signedUrl403],
    [404, MESSAGES.signedUrl404],
    [405, MESSAGES.signedUrl405],
    [500, MESSAGES.signedUrlOther],
    [429, MESSAGES.signedUrlOther],
  ])('answers %i with its message', (status, message) => {
    expect(signedUrlErrorMessage(new ApiError('x', { status }))).toBe(message);
  });

  it('says "Unable to load video" when the network fails', () => {
    expect(signedUrlErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.signedUrlOther);
  });

  it('tries the public call first, then the signed-in one, and reports the last failure', async () => {
    const videoId = crypto.randomUUID();
    const api = mockApi({
      'POST /signed-video-url-public': () => apiError(403, 'forbidden', 'Only trailers.'),
      'POST /signed-video-url': () => apiError(405, 'method_not_allowed', 'No.'),
    });
    await expect(requestSignedUrl(videoId)).rejects.toThrow(MESSAGES.signedUrl405);
    expect(api.calls.map((call) => call.path)).toEqual(['/signed-video-url-public', '/signed-video-url']);
  });
});
