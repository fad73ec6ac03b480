import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { LocalisedMessage } from '../../i18n/translate';
import { verifyPassword } from '../auth/password';
import { createAccountRepository } from './account.repository';

/** What the person typed to confirm a sensitive action: the account password, or (no password: Google) its e-mail. */
export interface OwnerConfirmation {
  password?: string | undefined;
  confirmEmail?: string | undefined;
}

/** The messages a failed confirmation answers with, in the words of the action it guards. */
export interface ConfirmationMessages {
  /** the account has a password and the one given is missing or wrong */
  password: LocalisedMessage;
  /** the account has no password (Google-only) and the e-mail typed is not the account's */
  email: LocalisedMessage;
}

/**
 * Re-confirms that the account's owner is at the keyboard before a sensitive action (deleting the account, setting or
 * resetting a PIN): the account password, or for an account without one (Google-only) its e-mail address typed out.
 * Limited per account ('reauth_user'), counted before the check so parallel guesses cannot slip through. A wrong
 * answer is 403 reauthentication_failed.
 */
export function createReauthentication(ctx: AppContext, deps: { rateLimiter: RateLimiter }) {
  const repository = createAccountRepository(ctx.database.db);

  return {
    async confirm(
      userId: string,
      confirmation: OwnerConfirmation,
      messages: ConfirmationMessages,
    ): Promise<{ id: string; email: string }> {
      await deps.rateLimiter.consume('reauth_user', userId);
      const user = await repository.findUser(userId);
      if (!user) throw new AppError('not_found');
      const hash = await repository.passwordHash(user.id);
      if (hash) {
        if (!confirmation.password || !(await verifyPassword(hash, confirmation.password))) {
          throw new AppError('reauthentication_failed', messages.password);
        }
      } else if (confirmation.confirmEmail?.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('reauthentication_failed', messages.email);
      }
      return { id: user.id, email: user.email };
    },
  };
}

export type Reauthentication = ReturnType<typeof createReauthentication>;
