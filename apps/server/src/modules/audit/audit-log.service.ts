import { adminAuditQuerySchema, type AdminAudit, type AdminAuditQuery } from '@mzansi/contracts/admin-inbox';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog, users } from '../../db/schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The audit log viewer (issue 19): newest first, a page at a time; filters by actor (id, or part of their e-mail),
 * action (exact, or a prefix ending in "."), target type and id, and a date range of whole UTC days.
 */
export function createAuditLogService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async list(query: AdminAuditQuery): Promise<AdminAudit> {
      const { page, pageSize, actor, action, targetType, targetId, from, to } =
        adminAuditQuerySchema.parse(query);
      const conditions: SQL[] = [];
      if (actor) {
        const pattern = `%${escapeLike(actor.toLowerCase())}%`;
        conditions.push(
          sql`(${auditLog.actorId} = ${actor} or lower(coalesce(${users.email}, '')) like ${pattern})`,
        );
      }
      if (action) {
        conditions.push(
          action.endsWith('.')
            ? sql`${auditLog.action} like ${`${escapeLike(action)}%`}`
            : eq(auditLog.action, action),
        );
      }
      if (targetType) conditions.push(eq(auditLog.targetType, targetType));
      if (targetId) conditions.push(eq(auditLog.targetId, targetId));
      if (from) conditions.push(gte(auditLog.createdAt, new Date(`${from}T00:00:00Z`)));
      if (to)
        conditions.push(lt(auditLog.createdAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            action: auditLog.action,
            actorId: auditLog.actorId,
            actorEmail: users.email,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            details: auditLog.details,
            ipAddress: auditLog.ipAddress,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          action: row.action,
          actor_id: row.actorId,
          actor_email: row.actorEmail,
          target_type: row.targetType,
          target_id: row.targetId,
          details: row.details,
          ip_address: row.ipAddress,
          created_at: row.createdAt.toISOString(),
        })),
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
      };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
