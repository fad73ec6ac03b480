import { z } from 'zod';
import { ROLES } from './roles';
import { subscriptionSummarySchema } from './subscription';
import { viewerProfileSchema } from './viewer-profiles';

/** Password rules (ASVS 6.2): 8 to 128 characters, no composition rules, the most common passwords refused. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(30, 'Use at most 30 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, numbers, dots, dashes or underscores');
/** Length is checked by the server's password policy (weak_password with reasons), not here. */
const passwordInput = z.string().min(1).max(1024);

/** Extra sign-up fields kept as user metadata (spec §5). `roles` is never accepted from users (D8). */
export const userMetadataInputSchema = z
  .record(z.string().min(1).max(40), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((data) => Object.keys(data).length <= 20, 'At most 20 fields')
  .refine((data) => !('roles' in data), 'roles cannot be set here');

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordInput,
  username: usernameSchema.optional(),
  data: userMetadataInputSchema.optional(),
  /** where the confirmation link should land after confirming (same-origin path) */
  returnUrl: z.string().max(2048).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordInput });
export type LoginRequest = z.input<typeof loginRequestSchema>;
/** POST /api/auth/token takes the same e-mail and password as sign-in. */
export const tokenRequestSchema = loginRequestSchema;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(512),
  newPassword: passwordInput,
});
export const changePasswordRequestSchema = z.object({
  currentPassword: passwordInput,
  newPassword: passwordInput,
});
export const resendConfirmationRequestSchema = z.object({ email: emailSchema });

/** Spec §3 user: e-mail, user_metadata, app_metadata (roles live in app_metadata, D8). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  user_metadata: z.record(z.string(), z.unknown()),
  app_metadata: z.object({
    provider: z.string(),
    providers: z.array(z.string()),
    roles: z.array(z.enum(ROLES)),
  }),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * Spec §3 session. In the browser the session token lives in an httpOnly cookie, so `access_token` and
 * `refresh_token` are null there; API clients get a bearer token from POST /api/auth/token.
 */
export const sessionSchema = z.object({
  access_token: z.string().nullable(),
  refresh_token: z.string().nullable(),
  token_type: z.enum(['cookie', 'bearer']),
  /** seconds left at response time */
  expires_in: z.number().int(),
  /** Unix seconds */
  expires_at: z.number().int(),
  user: authUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** Spec §3 profile. */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/auth/session, and the answer to a successful sign-in: everything the client's auth state holds. */
export const sessionResponseSchema = z.object({
  session: sessionSchema.nullable(),
  profile: profileSchema.nullable(),
  roles: z.array(z.enum(ROLES)),
  subscription: subscriptionSummarySchema.nullable(),
  /** the viewer profile this session watches as (the primary one until the device chooses; null signed out) */
  viewer_profile: viewerProfileSchema.nullable(),
  /** the account has several profiles and this device has not chosen one yet: show "Who's watching?" */
  choose_viewer_profile: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * POST /api/auth/register. `confirmation_required` is also the answer for an e-mail that already has an account
 * (no user enumeration): that address gets a "someone tried to sign up" e-mail instead.
 */
export const registerResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('confirmation_required') }),
  sessionResponseSchema.extend({ status: z.literal('signed_in') }),
]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/auth/token: a bearer token for API clients (not browsers). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
});

/** GET /api/auth/providers: which sign-in methods this server offers. */
export const authProvidersResponseSchema = z.object({
  google: z.boolean(),
  emailConfirmationRequired: z.boolean(),
});

/** GET /api/auth/sessions: the caller's signed-in devices. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  created_at: z.string(),
  last_active_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** e.g. "Chrome on Android", derived from the user agent */
  device_label: z.string(),
});
export const deviceSessionsResponseSchema = z.object({ items: z.array(deviceSessionSchema) });
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** Reasons a password is refused (details of a weak_password error). */
export const PASSWORD_WEAKNESS_REASONS = ['too_short', 'too_long', 'common', 'contains_email'] as const;
export type PasswordWeaknessReason = (typeof PASSWORD_WEAKNESS_REASONS)[number];
