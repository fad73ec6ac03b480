import type { FeedbackRequest } from '@mzansi/contracts/account';
import type { AppContext } from '../../context';
import { createFeedbackRepository } from './feedback.repository';

/** The /feedback form: stored for the team to read, linked to the account when one is signed in. */
export function createFeedbackService(ctx: AppContext) {
  const repository = createFeedbackRepository(ctx.database.db);
  return {
    async submit(
      input: FeedbackRequest,
      from: { userId: string | null; userAgent: string | null; language: string },
    ): Promise<{ id: string }> {
      const id = await repository.insert({
        userId: from.userId,
        topic: input.topic,
        message: input.message,
        email: input.email ?? null,
        page: input.page ?? null,
        userAgent: from.userAgent?.slice(0, 500) ?? null,
        language: from.language,
        createdAt: ctx.clock.now(),
      });
      return { id };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
