import { z } from 'zod';
import { videoListItemSchema } from './catalogue';

/** Spec §3 watchlist entry (id, user_id, video_id, added_at); video_id is a title id (decision D3). */
export const watchlistEntrySchema = z.object({
  id: z.string().uuid(),
  user_id: z.string(),
  video_id: z.string().uuid(),
  added_at: z.string(),
  video: videoListItemSchema,
});
export type WatchlistEntry = z.infer<typeof watchlistEntrySchema>;

/** GET /api/user/watchlist: newest first (spec §7). */
export const watchlistResponseSchema = z.object({ items: z.array(watchlistEntrySchema) });
export const addToWatchlistRequestSchema = z.object({ videoId: z.string().uuid() });
