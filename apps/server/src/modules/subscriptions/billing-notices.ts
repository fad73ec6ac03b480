import { eq } from 'drizzle-orm';
import { formatRands, PLANS } from '@mzansi/contracts/plans';
import { formatRands as formatRandsIn } from '@mzansi/i18n/format';
import { isLanguage, type Language } from '@mzansi/i18n/languages';
import { formatSast, greeting, html, signOff } from '../../adapters/mail/compose';
import type { Mailer, MailMessage } from '../../adapters/mail/mail';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { translate } from '../../i18n/translate';
import { shownNameOf } from '../profile/shown-name';

function message(
  language: Language,
  to: string,
  kind: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): MailMessage {
  return {
    to,
    kind,
    subject,
    text: [...paragraphs, `${action.label}: ${action.url}`, signOff(language)].join('\n\n'),
    html: html(language, paragraphs, action),
  };
}

/**
 * The e-mails the terms of service promise about money: a renewal that did not go through (and the retry), and the
 * move to Free when it stayed unpaid. Sending is best effort: a mail failure is logged, never undoes the change.
 * They come from a gateway's notification or a sweep, not from the person: they are in the language stored on the
 * account (`users.language`).
 */
export function createBillingNotices(ctx: AppContext, deps: { mailer: Mailer }) {
  const { mailer } = deps;
  const manageUrl = `${ctx.config.publicUrl}/subscription/manage`;

  async function send(
    userId: string,
    compose: (language: Language, to: string, name: string | null) => MailMessage,
  ): Promise<void> {
    try {
      const [user] = await ctx.database.db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return;
      // The name the app shows (D60), not the account's internal name.
      const language = isLanguage(user.language) ? user.language : 'en';
      await mailer.send(compose(language, user.email, await shownNameOf(ctx.database.db, userId)));
    } catch (error) {
      ctx.logger.error({ err: error, userId }, 'billing notice not sent');
    }
  }

  return {
    renewalFailed(userId: string, graceUntil: Date): Promise<void> {
      return send(userId, (language, to, name) =>
        message(
          language,
          to,
          'renewal_failed',
          translate(language, 'emails:renewalFailed.subject'),
          [
            greeting(language, name),
            translate(language, 'emails:renewalFailed.notTaken', {
              amount:
                language === 'en'
                  ? formatRands(PLANS.premium.price)
                  : formatRandsIn(language, PLANS.premium.price),
              until: formatSast(language, graceUntil),
            }),
            translate(language, 'emails:renewalFailed.ifUnpaid'),
          ],
          { label: translate(language, 'emails:renewalFailed.action'), url: manageUrl },
        ),
      );
    },
    movedToFree(userId: string): Promise<void> {
      return send(userId, (language, to, name) =>
        message(
          language,
          to,
          'moved_to_free',
          translate(language, 'emails:movedToFree.subject'),
          [
            greeting(language, name),
            translate(language, 'emails:movedToFree.moved'),
            translate(language, 'emails:movedToFree.goBack'),
          ],
          { label: translate(language, 'emails:movedToFree.action'), url: `${ctx.config.publicUrl}/pricing` },
        ),
      );
    },
  };
}

export type BillingNotices = ReturnType<typeof createBillingNotices>;
