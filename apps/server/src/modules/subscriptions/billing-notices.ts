import { eq } from 'drizzle-orm';
import { formatRands, PLANS } from '@mzansi/contracts/plans';
import { formatSast, greeting, html, SIGN_OFF } from '../../adapters/mail/compose';
import type { Mailer, MailMessage } from '../../adapters/mail/mail';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { shownNameOf } from '../profile/shown-name';

function message(
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
    text: [...paragraphs, `${action.label}: ${action.url}`, SIGN_OFF].join('\n\n'),
    html: html(paragraphs, action),
  };
}

/**
 * The e-mails the terms of service promise about money: a renewal that did not go through (and the retry), and the
 * move to Free when it stayed unpaid. Sending is best effort: a mail failure is logged, never undoes the change.
 */
export function createBillingNotices(ctx: AppContext, deps: { mailer: Mailer }) {
  const { mailer } = deps;
  const manageUrl = `${ctx.config.publicUrl}/subscription/manage`;

  async function send(
    userId: string,
    compose: (to: string, name: string | null) => MailMessage,
  ): Promise<void> {
    try {
      const [user] = await ctx.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return;
      // The name the app shows (D60), not the account's internal name.
      await mailer.send(compose(user.email, await shownNameOf(ctx.database.db, userId)));
    } catch (error) {
      ctx.logger.error({ err: error, userId }, 'billing notice not sent');
    }
  }

  return {
    renewalFailed(userId: string, graceUntil: Date): Promise<void> {
      return send(userId, (to, name) =>
        message(
          to,
          'renewal_failed',
          'Your Mzansi Stream Premium payment did not go through',
          [
            greeting(name),
            `We could not take this month's ${formatRands(PLANS.premium.price)} for Premium. We will try again, and Premium carries on until ${formatSast(graceUntil)}.`,
            'If the payment still does not go through by then, your account moves to the Free plan until you pay. We never charge penalty fees.',
          ],
          { label: 'Check your subscription', url: manageUrl },
        ),
      );
    },
    movedToFree(userId: string): Promise<void> {
      return send(userId, (to, name) =>
        message(
          to,
          'moved_to_free',
          'Your Mzansi Stream account is now on the Free plan',
          [
            greeting(name),
            'Your Premium renewal stayed unpaid for 7 days, so your account is now on the Free plan. Your My List and watch history are kept.',
            'You can go back to Premium at any time.',
          ],
          { label: 'Go Premium again', url: `${ctx.config.publicUrl}/pricing` },
        ),
      );
    },
  };
}

export type BillingNotices = ReturnType<typeof createBillingNotices>;
