import type { AppContext } from '../../context';
import { createAuditRepository } from './audit.repository';

export interface AuditEntry {
  /** who did it; null for the system (start-up, CLI) */
  actorId: string | null;
  /** dotted verb, e.g. user.roles_changed */
  action: string;
  targetType: string;
  targetId: string | null;
  /** ids, roles and counts only: never e-mails or other personal data, so entries can outlive an account */
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

/** The audit log: who did what to whom (role changes, admin grants, account deletions). */
export function createAuditService(ctx: AppContext) {
  const repository = createAuditRepository(ctx.database.db);
  return {
    async record(entry: AuditEntry): Promise<void> {
      await repository.insert({
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: entry.details ?? {},
        ipAddress: entry.ipAddress ?? null,
        createdAt: ctx.clock.now(),
      });
    },
    hasRecord(action: string, targetType: string, targetId: string): Promise<boolean> {
      return repository.exists(action, targetType, targetId);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
