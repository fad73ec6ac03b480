import { AGE_RATING_CODES, type AgeRatingCode } from '@mzansi/contracts/catalogue';
import { allowedUnder, maturityOrder } from '@mzansi/contracts/viewer-profiles';
import type { Language } from '@mzansi/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getViewer, type Viewer } from '../../http/authenticate';
import { cacheCatalogueAnswer } from '../../http/cache-headers';
import { AppError } from '../../http/errors';
import { requestLanguageOf } from '../../http/request-language';

/**
 * The maturity limit of the viewer profile in use (issue 16, D74), enforced by the server on every read path and on
 * playback, not only hidden by the client:
 * - lists (catalogue pages, collections, related, search, suggestions, recommendation rows, My List, Continue
 *   watching, history) leave out titles above the limit with `withinMaturity(limit)` (db/title-list.ts), the one SQL
 *   form of the rule, next to `isVisible`;
 * - a title page, its episodes and every playback call (grant, trailer, heartbeat, progress) of a title above it
 *   answer 403 `maturity_restricted` (`assertWithinMaturity`), with the title's rating and the limit as details;
 * - answers that depend on it are cached per limit and never shared with another audience (`catalogueAudienceOf`).
 *
 * A visitor has no limit. The limit is read from the request's viewer (`getViewer`, resolved once per request).
 */
export type MaturityLimit = AgeRatingCode | null;

const OLDEST = AGE_RATING_CODES[AGE_RATING_CODES.length - 1]!;

/** A limit that allows every classification (the oldest) is no limit. */
function effective(limit: AgeRatingCode | null | undefined): MaturityLimit {
  return limit && limit !== OLDEST ? limit : null;
}

/** The limit of a viewer (null: a visitor, or a profile without one). */
export function limitOf(viewer: Pick<Viewer, 'profile'> | null | undefined): MaturityLimit {
  return effective(viewer?.profile.maturityLimit);
}

/** The limit of this request's viewer profile (null for visitors). */
export async function maturityLimitOf(request: FastifyRequest): Promise<MaturityLimit> {
  return limitOf(await getViewer(request));
}

/** The stricter of two limits (a viewer's own filter and the profile's limit, say); null is no limit. */
export function stricterLimit(a: MaturityLimit, b: MaturityLimit): MaturityLimit {
  if (a === null) return b;
  if (b === null) return a;
  return maturityOrder(a) <= maturityOrder(b) ? a : b;
}

/** 403 maturity_restricted: "This title is not available on this profile.", with the rating and the limit. */
export function maturityRestricted(rating: AgeRatingCode, limit: AgeRatingCode): AppError {
  return new AppError('maturity_restricted', undefined, { rating, limit });
}

/** Refuses a title rated above the limit (403 maturity_restricted); nothing for a title within it or no limit. */
export function assertWithinMaturity(limit: MaturityLimit, rating: string): void {
  if (limit === null) return;
  const code = rating as AgeRatingCode;
  if (!allowedUnder(limit, code)) throw maturityRestricted(code, limit);
}

/**
 * Who a shared answer (the catalogue's, search's) is for, as the in-process response cache keys it: visitors
 * share one answer (publicly cacheable); signed-in viewers share one per maturity limit, kept apart from visitors'
 * because theirs is private (a profile switch changes the answer under the same session cookie, so no browser or
 * shared cache may keep it). Resolving the viewer is memoized: the route reads the same one.
 */
export async function catalogueAudienceOf(
  request: FastifyRequest,
): Promise<{ signedIn: boolean; limit: MaturityLimit; key: string }> {
  const viewer = await getViewer(request);
  if (!viewer) return { signedIn: false, limit: null, key: 'visitor' };
  const limit = limitOf(viewer);
  return { signedIn: true, limit, key: `profile:${limit ?? 'all'}` };
}

/**
 * What a catalogue or search route answers for: the request's language and the viewer profile's maturity limit.
 * Sets the answer's caching by audience (public for visitors, private for signed-in viewers: cacheCatalogueAnswer).
 */
export async function catalogueViewOf(
  request: FastifyRequest,
  reply: FastifyReply,
  maxAgeSeconds = 60,
): Promise<{ language: Language; maturity: MaturityLimit }> {
  const audience = await catalogueAudienceOf(request);
  cacheCatalogueAnswer(reply, audience.signedIn, maxAgeSeconds);
  return { language: requestLanguageOf(request).language, maturity: audience.limit };
}
