import { z } from 'zod';
import { SIGNED_URL_DEFAULT_EXPIRY_S } from './constants';

/** Spec §7: POST /api/signed-video-url-public and /api/signed-video-url take `{ videoId, expiresIn }`. */
export const signedUrlRequestSchema = z.object({
  videoId: z.string().uuid(),
  expiresIn: z
    .number()
    .int()
    .min(60)
    .max(6 * 3600)
    .default(SIGNED_URL_DEFAULT_EXPIRY_S),
});
export type SignedUrlRequest = z.input<typeof signedUrlRequestSchema>;

/** Spec §3 signed video URL response. `expires` is in Unix seconds. */
export const signedUrlResponseSchema = z.object({
  success: z.literal(true),
  signedUrl: z.string(),
  expires: z.number().int(),
  videoId: z.string().uuid(),
  isTrailer: z.boolean(),
});
export type SignedUrlResponse = z.infer<typeof signedUrlResponseSchema>;
