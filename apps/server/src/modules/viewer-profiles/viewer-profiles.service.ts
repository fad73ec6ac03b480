import type { AgeRatingCode } from '@mzansi/contracts/catalogue';
import {
  allowedUnder,
  KIDS_DEFAULT_MATURITY,
  KIDS_MATURITY_CEILING,
  MAX_VIEWER_PROFILES,
  PIN_LOCK_MINUTES,
  PIN_MAX_FAILURES,
  type PinErrorDetails,
  type ViewerProfile,
  type ViewerProfilesResponse,
} from '@mzansi/contracts/viewer-profiles';
import { isLanguage } from '@mzansi/i18n/languages';
import type { AppContext } from '../../context';
import type { Viewer } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';
import type { Reauthentication, OwnerConfirmation } from '../account/reauthentication';
import type { AuditService } from '../audit/audit.service';
import { hashPassword, verifyPassword } from '../auth/password';
import {
  createViewerProfilesRepository,
  type ViewerProfileChanges,
  type ViewerProfileRow,
} from './viewer-profiles.repository';

/** The API's view of a profile row (never its PIN hash: only whether it has one). */
export function toViewerProfile(row: ViewerProfileRow): ViewerProfile {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar as ViewerProfile['avatar'],
    language: row.language as ViewerProfile['language'],
    kids: row.kids,
    maturity_limit: row.maturityLimit as ViewerProfile['maturity_limit'],
    autoplay_next: row.autoplayNext,
    has_pin: row.pinHash !== null,
    primary: row.isPrimary,
    created_at: row.createdAt.toISOString(),
  };
}

type Pin = 'profile' | 'account';

/** What a caller of the service is: the account, the session and the profile it watches as. */
type Caller = Pick<Viewer, 'userId' | 'sessionId' | 'profile'>;

export interface CreateViewerProfileInput {
  name: string;
  avatar: ViewerProfile['avatar'];
  language?: ViewerProfile['language'] | undefined;
  kids: boolean;
  maturity_limit?: AgeRatingCode | null | undefined;
  autoplay_next: boolean;
  account_pin?: string | undefined;
}

export interface UpdateViewerProfileInput {
  name?: string | undefined;
  avatar?: ViewerProfile['avatar'] | undefined;
  language?: ViewerProfile['language'] | undefined;
  kids?: boolean | undefined;
  maturity_limit?: AgeRatingCode | null | undefined;
  autoplay_next?: boolean | undefined;
  account_pin?: string | undefined;
}

export interface SetPinInput extends OwnerConfirmation {
  pin: string | null;
}

const notFound = () => new AppError('not_found', localised('errors:profiles.notFound'));

/** Profile management is for grown-ups: a Kids profile can only watch (and be left, with the account PIN). */
function refuseKids(caller: Caller): void {
  if (caller.profile.kids) throw new AppError('forbidden', localised('errors:profiles.kidsCannotManage'));
}

/** The limit a Kids profile gets: the one asked for, else its current one if a Kids profile may have it, else the default. */
function kidsLimit(
  asked: AgeRatingCode | null | undefined,
  current: AgeRatingCode | null,
): AgeRatingCode | null {
  if (asked !== undefined) return asked;
  if (current !== null && allowedUnder(KIDS_MATURITY_CEILING, current)) return current;
  return KIDS_DEFAULT_MATURITY;
}

/** A Kids profile's limit is at most KIDS_MATURITY_CEILING: 400 with the field's message otherwise. */
function assertKidsLimit(limit: AgeRatingCode | null): void {
  if (limit !== null && allowedUnder(KIDS_MATURITY_CEILING, limit)) return;
  const message = localised('errors:profiles.kidsLimitTooHigh', { limit: KIDS_MATURITY_CEILING });
  throw new AppError('validation_failed', message, [{ field: 'body.maturity_limit', message }]);
}

/** Viewer profiles and parental controls (issue 16, D73). */
export function createViewerProfilesService(
  ctx: AppContext,
  deps: { audit: AuditService; reauthentication: Reauthentication },
) {
  const { clock } = ctx;
  const repository = createViewerProfilesRepository(ctx.database.db);
  const lockMs = PIN_LOCK_MINUTES * 60_000;

  /** 429 while the account's PINs are locked, with when to try again (and the way out: a reset by password). */
  function locked(until: Date, now: Date, pin: Pin): AppError {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    const details: PinErrorDetails = { pin };
    return new AppError(
      'rate_limited',
      localised('errors:profiles.pinLocked', { minutes: Math.ceil(seconds / 60) }),
      details,
    ).withHeader('retry-after', String(seconds));
  }

  /**
   * Checks a profile or account PIN under the account's shared lock: PIN_MAX_FAILURES wrong PINs (profile and account
   * PINs together) lock every PIN of the account for PIN_LOCK_MINUTES, during which even the right PIN answers 429.
   * The attempt is counted before the PIN is checked (one atomic statement), so a burst of parallel guesses cannot
   * all be checked against a count none of them has raised yet; a right PIN forgets the wrong ones.
   *
   * A PIN has 10,000 values: its argon2id hash (the password hasher, modules/auth/password.ts) would not stop
   * anyone who had the hash from trying them all offline in moments. What protects a PIN is this lock on online
   * guessing (5 tries per 15 minutes, a reset needs the account password); the hash keeps PINs out of the database
   * in clear and makes the check take the same time whatever the PIN (argon2's verify compares in constant time).
   */
  async function checkPin(userId: string, hash: string, given: string | undefined, pin: Pin): Promise<void> {
    if (given === undefined) {
      const details: PinErrorDetails = { pin };
      throw new AppError(
        'pin_required',
        localised(
          pin === 'profile' ? 'errors:profiles.profilePinRequired' : 'errors:profiles.accountPinRequired',
        ),
        details,
      );
    }
    const now = clock.now();
    const attempt = await repository.reservePinAttempt(userId, now);
    if (attempt.lockedUntil && attempt.lockedUntil > now) throw locked(attempt.lockedUntil, now, pin);
    // More attempts in flight than are allowed: the ones being checked will lock the PINs if they are wrong.
    if (attempt.failures > PIN_MAX_FAILURES) throw locked(new Date(now.getTime() + lockMs), now, pin);
    if (await verifyPassword(hash, given)) {
      await repository.pinAttemptRight(userId, clock.now());
      return;
    }
    const after = clock.now();
    const state = await repository.pinAttemptWrong(
      userId,
      after,
      PIN_MAX_FAILURES,
      new Date(after.getTime() + lockMs),
    );
    if (state.lockedUntil && state.lockedUntil > after) throw locked(state.lockedUntil, after, pin);
    const attemptsLeft = Math.max(0, PIN_MAX_FAILURES - state.failures);
    const details: PinErrorDetails = { pin, attempts_left: attemptsLeft };
    throw new AppError(
      'pin_incorrect',
      localised('errors:profiles.pinIncorrect', { attempts: attemptsLeft }),
      details,
    );
  }

  /** The account PIN, when one is set (nothing to check otherwise). */
  async function checkAccountPin(userId: string, given: string | undefined): Promise<void> {
    const hash = await repository.accountPinHash(userId);
    if (hash) await checkPin(userId, hash, given, 'account');
  }

  async function owned(userId: string, id: string): Promise<ViewerProfileRow> {
    const row = await repository.find(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** The person setting a PIN proves they own the account: its password (Google-only: its e-mail). */
  const confirmOwner = (caller: Caller, confirmation: OwnerConfirmation) =>
    deps.reauthentication.confirm(caller.userId, confirmation, {
      password: localised('errors:profiles.passwordForPin'),
      email: localised('errors:profiles.emailForPin'),
    });

  return {
    /**
     * What the session answer carries: the profile this session watches as (its choice, else the primary one),
     * and whether the device should be asked "Who's watching?" (several profiles, none chosen yet).
     */
    async sessionSummary(
      userId: string,
      sessionId: string | null,
    ): Promise<{ viewer_profile: ViewerProfile | null; choose_viewer_profile: boolean }> {
      const [profiles, chosenId] = await Promise.all([
        repository.list(userId),
        sessionId ? repository.chosenBy(sessionId) : Promise.resolve(null),
      ]);
      const chosen = chosenId ? profiles.find((profile) => profile.id === chosenId) : undefined;
      const active = chosen ?? profiles.find((profile) => profile.isPrimary) ?? profiles[0];
      return {
        viewer_profile: active ? toViewerProfile(active) : null,
        choose_viewer_profile: !chosen && profiles.length > 1,
      };
    },

    /** The account's profiles, the one this session chose (null: none yet) and whether an account PIN is set. */
    async list(caller: Caller): Promise<ViewerProfilesResponse> {
      const [profiles, chosenId, accountPin] = await Promise.all([
        repository.list(caller.userId),
        repository.chosenBy(caller.sessionId),
        repository.accountPinHash(caller.userId),
      ]);
      return {
        profiles: profiles.map(toViewerProfile),
        active_id: chosenId && profiles.some((profile) => profile.id === chosenId) ? chosenId : null,
        account_pin_set: accountPin !== null,
        max: MAX_VIEWER_PROFILES,
      };
    },

    /**
     * Adds a profile (not from a Kids profile; at most MAX_VIEWER_PROFILES). A Kids profile is limited to
     * KIDS_DEFAULT_MATURITY unless it says otherwise, and never above KIDS_MATURITY_CEILING. When an account PIN is
     * set, a profile that would see more than the one in use (no limit, or a higher one) asks for it: otherwise a
     * limited profile could make itself an unlimited one.
     */
    async create(caller: Caller, input: CreateViewerProfileInput): Promise<ViewerProfile> {
      refuseKids(caller);
      if ((await repository.countOf(caller.userId)) >= MAX_VIEWER_PROFILES) throw limitReached();
      const limit = input.kids ? kidsLimit(input.maturity_limit, null) : (input.maturity_limit ?? null);
      if (input.kids) assertKidsLimit(limit);
      const active = caller.profile.maturityLimit;
      if (limit === null || (active !== null && !allowedUnder(active, limit))) {
        await checkAccountPin(caller.userId, input.account_pin);
      }
      const accountLanguage = await repository.accountLanguage(caller.userId);
      const row = await repository.create(
        caller.userId,
        {
          name: input.name,
          avatar: input.avatar,
          language: input.language ?? (isLanguage(accountLanguage) ? accountLanguage : 'en'),
          kids: input.kids,
          maturityLimit: limit,
          autoplayNext: input.autoplay_next,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        },
        MAX_VIEWER_PROFILES,
      );
      if (!row) throw limitReached();
      return toViewerProfile(row);
    },

    /**
     * Changes a profile of the account (not from a Kids profile). The primary profile is never a Kids profile nor
     * limited; changing whether a profile is for kids or its limit asks for the account PIN when one is set.
     */
    async update(caller: Caller, id: string, input: UpdateViewerProfileInput): Promise<ViewerProfile> {
      refuseKids(caller);
      const row = await owned(caller.userId, id);
      if (row.isPrimary && (input.kids === true || (input.maturity_limit ?? null) !== null)) {
        throw new AppError('conflict', localised('errors:profiles.primaryUnrestricted'));
      }
      const kids = input.kids ?? row.kids;
      const current = row.maturityLimit as AgeRatingCode | null;
      const limit = kids
        ? kidsLimit(input.maturity_limit, current)
        : input.maturity_limit === undefined
          ? current
          : input.maturity_limit;
      if (kids) assertKidsLimit(limit);
      if (kids !== row.kids || limit !== current) {
        await checkAccountPin(caller.userId, input.account_pin);
      }
      const changes: ViewerProfileChanges = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.avatar === undefined ? {} : { avatar: input.avatar }),
        ...(input.language === undefined ? {} : { language: input.language }),
        ...(input.autoplay_next === undefined ? {} : { autoplayNext: input.autoplay_next }),
        kids,
        maturityLimit: limit,
      };
      const updated = await repository.update(caller.userId, id, changes, clock.now());
      if (!updated) throw notFound();
      return toViewerProfile(updated);
    },

    /** Deletes a profile and everything it watched (not the primary one; not from a Kids profile). */
    async remove(caller: Caller, id: string): Promise<void> {
      refuseKids(caller);
      const row = await owned(caller.userId, id);
      if (row.isPrimary) throw new AppError('conflict', localised('errors:profiles.primaryUndeletable'));
      if (!(await repository.remove(caller.userId, id))) throw notFound();
    },

    /**
     * This session watches as the profile from now on. A profile with a PIN asks for it; leaving a Kids profile for
     * one that is not asks for the account PIN when one is set. The profile already in use asks for nothing.
     */
    async select(caller: Caller, id: string, input: { pin?: string; account_pin?: string }): Promise<void> {
      const target = await owned(caller.userId, id);
      if (target.id !== caller.profile.id) {
        if (caller.profile.kids && !target.kids) await checkAccountPin(caller.userId, input.account_pin);
        if (target.pinHash) await checkPin(caller.userId, target.pinHash, input.pin, 'profile');
      }
      await repository.choose(caller.sessionId, target.id, clock.now());
    },

    /**
     * Sets, changes or removes (null) a profile's PIN, confirmed with the account password: also how a forgotten PIN
     * is reset, so it lifts the PIN lock. Audit-logged without the PIN.
     */
    async setProfilePin(
      caller: Caller,
      id: string,
      input: SetPinInput,
      ipAddress: string | null,
    ): Promise<ViewerProfile> {
      refuseKids(caller);
      await owned(caller.userId, id);
      await confirmOwner(caller, input);
      const now = clock.now();
      const row = await repository.setProfilePin(
        caller.userId,
        id,
        input.pin === null ? null : await hashPassword(input.pin),
        now,
      );
      if (!row) throw notFound();
      await repository.clearPinLock(caller.userId, now);
      await deps.audit.record({
        actorId: caller.userId,
        action: input.pin === null ? 'viewer_profile.pin_removed' : 'viewer_profile.pin_set',
        targetType: 'viewer_profile',
        targetId: id,
        ipAddress,
      });
      return toViewerProfile(row);
    },

    /** Sets, changes or removes (null) the account PIN, confirmed with the account password; lifts the PIN lock. */
    async setAccountPin(caller: Caller, input: SetPinInput, ipAddress: string | null): Promise<void> {
      refuseKids(caller);
      await confirmOwner(caller, input);
      await repository.setAccountPin(
        caller.userId,
        input.pin === null ? null : await hashPassword(input.pin),
        clock.now(),
      );
      await deps.audit.record({
        actorId: caller.userId,
        action: input.pin === null ? 'account.pin_removed' : 'account.pin_set',
        targetType: 'user',
        targetId: caller.userId,
        ipAddress,
      });
    },
  };
}

function limitReached(): AppError {
  return new AppError('conflict', localised('errors:profiles.limitReached', { max: MAX_VIEWER_PROFILES }));
}

export type ViewerProfilesService = ReturnType<typeof createViewerProfilesService>;
