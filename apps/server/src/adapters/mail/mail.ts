/** One e-mail as the app composes it. `kind` names the template (confirm_email, reset_password ...). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/**
 * Where e-mails go: SMTP when SMTP_URL is set, else the `email_outbox` table (shown by the dev mailbox).
 * `send` resolves once the message is accepted (written to the outbox, or handed to the SMTP server).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
