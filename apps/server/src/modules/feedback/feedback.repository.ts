import type { Database } from '../../db/client';
import { feedback } from '../../db/schema/index';

export function createFeedbackRepository(db: Database) {
  return {
    async insert(row: typeof feedback.$inferInsert): Promise<string> {
      const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
      return inserted!.id;
    },
  };
}
