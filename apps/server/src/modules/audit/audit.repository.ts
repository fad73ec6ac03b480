import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditEntryInput = typeof auditLog.$inferInsert;

export function createAuditRepository(db: Database) {
  return {
    async insert(entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
    async exists(action: string, targetType: string, targetId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, action),
            eq(auditLog.targetType, targetType),
            eq(auditLog.targetId, targetId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
