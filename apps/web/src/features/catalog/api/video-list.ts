import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

/** Spec §5/§7: the list arrives as `{ items }`, `{ videos }` or a bare array; anything else is an error. */
export function extractVideoList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const { items, videos } = body as { items?: unknown; videos?: unknown };
    if (Array.isArray(items)) return items;
    if (Array.isArray(videos)) return videos;
  }
  throw new ApiError(translate('messages:nonArrayData'), {
    status: 200,
    code: 'invalid_response',
    type: 'data-consistency',
  });
}
