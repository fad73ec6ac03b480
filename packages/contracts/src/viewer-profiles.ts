import { LANGUAGES } from '@mzansi/i18n/languages';
import { z } from 'zod';
import { AGE_RATINGS, AGE_RATING_CODES, type AgeRatingCode } from './catalogue';

/**
 * Viewer profiles (issue 16, decision D73): the people who share one account. Each has its own My List, progress,
 * history and recommendations, its language, and a maturity limit that the server applies to every catalogue read
 * and every playback grant. The subscription, devices and payments stay with the account.
 *
 * Not to be confused with the spec's §3 `profile` (the account's public name, bio and avatar photo).
 */
export const MAX_VIEWER_PROFILES = 5;
export const VIEWER_PROFILE_NAME_MAX = 30;

/** Drawn avatars (no uploads: a child's profile carries no photo). The client draws each from its name. */
export const VIEWER_PROFILE_AVATARS = [
  'protea',
  'baobab',
  'sunbird',
  'springbok',
  'elephant',
  'penguin',
  'zebra',
  'lion',
] as const;
export type ViewerProfileAvatar = (typeof VIEWER_PROFILE_AVATARS)[number];

/** The highest FPB classification a Kids profile may allow, and what a new one allows. */
export const KIDS_MATURITY_CEILING: AgeRatingCode = '10-12PG';
export const KIDS_DEFAULT_MATURITY: AgeRatingCode = '7-9PG';

/**
 * The profile a browser watches as, repeated in a cookie. The server never reads it: the session's choice
 * (session_viewer_profiles) is the only truth. It exists for the browser's HTTP cache: catalogue answers say
 * `Vary: cookie`, and switching profiles changes neither the session cookie nor the URL, so without it the browser
 * could show one profile's cached answers (another maturity limit, another language) to the next profile on the
 * same device. A new value changes the Cookie header, so they are asked again.
 */
export const VIEWER_PROFILE_COOKIE = 'mzansi_profile';

/** Wrong PINs (profile and account PINs together) an account may enter before PINs are locked for a while. */
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;

/** The order of an FPB classification, youngest first: a title is allowed when its order <= the limit's order. */
export function maturityOrder(code: AgeRatingCode): number {
  return AGE_RATINGS.findIndex((rating) => rating.code === code);
}

/** Whether a title of this classification may be shown on a profile with this limit (null: no limit). */
export function allowedUnder(limit: AgeRatingCode | null, rating: AgeRatingCode): boolean {
  return limit === null || maturityOrder(rating) <= maturityOrder(limit);
}

export const pinSchema = z.string().regex(/^\d{4}$/, 'A PIN is four digits.');

export const viewerProfileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  avatar: z.enum(VIEWER_PROFILE_AVATARS),
  /** the interface language this profile uses */
  language: z.enum(LANGUAGES),
  /** a Kids profile: the simplified home, no profile management, leaving it asks for the account PIN */
  kids: z.boolean(),
  /** the highest FPB classification shown (null: everything) */
  maturity_limit: z.enum(AGE_RATING_CODES).nullable(),
  autoplay_next: z.boolean(),
  /** choosing this profile asks for its PIN */
  has_pin: z.boolean(),
  /** the account's first profile: cannot be deleted, made a Kids profile or limited */
  primary: z.boolean(),
  created_at: z.string(),
});
export type ViewerProfile = z.infer<typeof viewerProfileSchema>;

/** GET /api/viewer-profiles */
export const viewerProfilesResponseSchema = z.object({
  profiles: z.array(viewerProfileSchema),
  /** the profile this device (session) chose; null until it chooses (the primary profile applies meanwhile) */
  active_id: z.string().uuid().nullable(),
  account_pin_set: z.boolean(),
  max: z.number().int(),
});
export type ViewerProfilesResponse = z.infer<typeof viewerProfilesResponseSchema>;

const profileName = z.string().trim().min(1).max(VIEWER_PROFILE_NAME_MAX);

/** POST /api/viewer-profiles. A Kids profile's limit defaults to KIDS_DEFAULT_MATURITY, at most the ceiling. */
export const createViewerProfileRequestSchema = z.object({
  name: profileName,
  avatar: z.enum(VIEWER_PROFILE_AVATARS),
  language: z.enum(LANGUAGES).optional(),
  kids: z.boolean().default(false),
  maturity_limit: z.enum(AGE_RATING_CODES).nullable().optional(),
  autoplay_next: z.boolean().default(true),
  /** the account PIN, when one is set and the new profile has no limit */
  account_pin: pinSchema.optional(),
});

/** PATCH /api/viewer-profiles/:id. Changing `kids` or `maturity_limit` asks for the account PIN when one is set. */
export const updateViewerProfileRequestSchema = z.object({
  name: profileName.optional(),
  avatar: z.enum(VIEWER_PROFILE_AVATARS).optional(),
  language: z.enum(LANGUAGES).optional(),
  kids: z.boolean().optional(),
  maturity_limit: z.enum(AGE_RATING_CODES).nullable().optional(),
  autoplay_next: z.boolean().optional(),
  account_pin: pinSchema.optional(),
});

/** POST /api/viewer-profiles/:id/select: the profile's PIN if it has one; the account PIN to leave a Kids profile. */
export const selectViewerProfileRequestSchema = z.object({
  pin: pinSchema.optional(),
  account_pin: pinSchema.optional(),
});

/**
 * PUT /api/viewer-profiles/:id/pin and PUT /api/account/pin: set, change or remove (null) a PIN. The account
 * password confirms it (Google-only accounts: their e-mail), which is also how a forgotten PIN is reset.
 */
export const setPinRequestSchema = z.object({
  pin: pinSchema.nullable(),
  password: z.string().max(1024).optional(),
  confirmEmail: z.string().max(254).optional(),
});

/** Details of a `pin_required` or `pin_incorrect` answer: which PIN, and tries left before the lock. */
export const pinErrorDetailsSchema = z.object({
  pin: z.enum(['profile', 'account']),
  attempts_left: z.number().int().optional(),
});
export type PinErrorDetails = z.infer<typeof pinErrorDetailsSchema>;

/** Details of a `maturity_restricted` answer. */
export const maturityRestrictedDetailsSchema = z.object({
  rating: z.enum(AGE_RATING_CODES),
  limit: z.enum(AGE_RATING_CODES),
});
