import type { AppContext } from '../../context';
import type { Mailer } from './mail';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/**
 * SMTP when SMTP_URL is set, else the database outbox. In SMTP mode nothing is written to the outbox: it would
 * only duplicate personal data and live reset links in the database.
 */
export function createMailer(ctx: AppContext): Mailer {
  const { smtpUrl, from } = ctx.config.mail;
  if (smtpUrl) return createSmtpMailer(smtpUrl, from);
  if (ctx.config.isProduction) {
    ctx.logger.warn('SMTP_URL is not set: e-mails are written to the email_outbox table and not sent');
  }
  return createOutboxMailer(ctx.database.db, ctx.clock);
}
