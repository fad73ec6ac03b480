import { z } from 'zod';

/** GET /api/dev/mailbox (non-production only): e-mails written to the outbox, newest first, with their links. */
export const devMailboxResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      /** confirm_email, reset_password, existing_account, password_changed */
      kind: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      created_at: z.string(),
    }),
  ),
});
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
