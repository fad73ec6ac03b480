import { AGE_RATING_CODES, type AgeRatingCode } from '@mzansi/contracts/catalogue';
import {
  createViewerProfileRequestSchema,
  KIDS_DEFAULT_MATURITY,
  KIDS_MATURITY_CEILING,
  maturityOrder,
  pinSchema,
  VIEWER_PROFILE_AVATARS,
  VIEWER_PROFILE_NAME_MAX,
  type ViewerProfile,
} from '@mzansi/contracts/viewer-profiles';
import { LANGUAGES, type Language } from '@mzansi/i18n/languages';
import { z } from 'zod';
import { contractResolver } from '@/lib/forms';
import { translate } from '@/lib/i18n';
import type { CreateViewerProfileBody, UpdateViewerProfileBody } from './viewer-profiles';

/** The maturity select's value for "No limit" (the request's null). */
export const NO_LIMIT = 'none';
export type MaturityChoice = AgeRatingCode | typeof NO_LIMIT;

/** The classifications a profile may be limited to: all of them, or for a Kids profile those up to the ceiling. */
export function maturityChoices(kids: boolean): MaturityChoice[] {
  if (!kids) return [NO_LIMIT, ...AGE_RATING_CODES];
  return AGE_RATING_CODES.filter((code) => maturityOrder(code) <= maturityOrder(KIDS_MATURITY_CEILING));
}

/**
 * The limit once the Kids switch moves: turning it on starts from the Kids default unless a stricter limit is already
 * chosen; turning it off keeps the limit.
 */
export function limitForKids(kids: boolean, current: MaturityChoice): MaturityChoice {
  if (!kids) return current;
  if (current !== NO_LIMIT && maturityOrder(current) <= maturityOrder(KIDS_DEFAULT_MATURITY)) return current;
  return KIDS_DEFAULT_MATURITY;
}

const { name, avatar } = createViewerProfileRequestSchema.shape;

/** The add/edit form, on the contract's fields: the name trimmed and 1-30 characters, the rest from the choices. */
const profileFormSchema = z
  .object({
    name,
    avatar,
    language: z.enum(LANGUAGES),
    kids: z.boolean(),
    maturity_limit: z.union([z.literal(NO_LIMIT), z.enum(AGE_RATING_CODES)]),
    autoplay_next: z.boolean(),
    /** asked for only once the server says a change needs it */
    account_pin: z.union([z.literal(''), pinSchema]),
  })
  .refine(
    (values) =>
      !values.kids ||
      (values.maturity_limit !== NO_LIMIT &&
        maturityOrder(values.maturity_limit) <= maturityOrder(KIDS_MATURITY_CEILING)),
    { path: ['maturity_limit'] },
  );

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const profileFormResolver = contractResolver(profileFormSchema, {
  name: (issue) =>
    issue.code === 'too_big'
      ? translate('profiles:form.nameTooLong', { max: VIEWER_PROFILE_NAME_MAX })
      : translate('profiles:form.nameRequired'),
  maturity_limit: () => translate('profiles:form.kidsLimit', { ceiling: KIDS_MATURITY_CEILING }),
  account_pin: () => translate('profiles:change.pinFormat'),
});

/** A new profile's form: an avatar nobody uses yet, the interface's language, autoplay on, no limit. */
export function newProfileForm(language: Language, taken: readonly string[]): ProfileFormInput {
  const free = VIEWER_PROFILE_AVATARS.find((candidate) => !taken.includes(candidate));
  return {
    name: '',
    avatar: free ?? VIEWER_PROFILE_AVATARS[0],
    language,
    kids: false,
    maturity_limit: NO_LIMIT,
    autoplay_next: true,
    account_pin: '',
  };
}

export function formFromProfile(profile: ViewerProfile): ProfileFormInput {
  return {
    name: profile.name,
    avatar: profile.avatar,
    language: profile.language,
    kids: profile.kids,
    maturity_limit: profile.maturity_limit ?? NO_LIMIT,
    autoplay_next: profile.autoplay_next,
    account_pin: '',
  };
}

function limitOf(values: ProfileFormValues): AgeRatingCode | null {
  return values.maturity_limit === NO_LIMIT ? null : values.maturity_limit;
}

/** POST /api/viewer-profiles's body. */
export function createBody(values: ProfileFormValues): CreateViewerProfileBody {
  return {
    name: values.name,
    avatar: values.avatar,
    language: values.language,
    kids: values.kids,
    maturity_limit: limitOf(values),
    autoplay_next: values.autoplay_next,
    ...(values.account_pin ? { account_pin: values.account_pin } : {}),
  };
}

/**
 * PATCH's body: only what changed (an unchanged Kids setting or limit is not sent, so it does not ask for the
 * account PIN); the primary profile's Kids setting and limit are never sent.
 */
export function updateBody(profile: ViewerProfile, values: ProfileFormValues): UpdateViewerProfileBody {
  const body: UpdateViewerProfileBody = {};
  if (values.name !== profile.name) body.name = values.name;
  if (values.avatar !== profile.avatar) body.avatar = values.avatar;
  if (values.language !== profile.language) body.language = values.language;
  if (values.autoplay_next !== profile.autoplay_next) body.autoplay_next = values.autoplay_next;
  if (!profile.primary) {
    if (values.kids !== profile.kids) body.kids = values.kids;
    const limit = limitOf(values);
    if (limit !== profile.maturity_limit) body.maturity_limit = limit;
  }
  if (values.account_pin) body.account_pin = values.account_pin;
  return body;
}
