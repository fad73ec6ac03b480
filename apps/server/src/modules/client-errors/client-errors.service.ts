import { createHash } from 'node:crypto';
import type { ClientErrorReport } from '@mzansi/contracts/account';
import {
  adminClientErrorsQuerySchema,
  CLIENT_ERROR_RETENTION_DAYS,
  type AdminClientErrors,
  type AdminClientErrorsQuery,
  type ClientErrorGroup,
} from '@mzansi/contracts/admin-inbox';
import { and, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { clientErrorGroups } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { Viewer } from '../../http/authenticate';
import type { AuditService } from '../audit/audit.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const RELEASE_MAX = 50;
const ROUTE_MAX = 300;

/** The page's path only: no origin, query or fragment (they can carry personal data). */
export function routeOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://localhost').pathname.slice(0, ROUTE_MAX);
  } catch {
    return null;
  }
}

function releaseOf(report: { context?: Record<string, unknown> | undefined }): string | null {
  const release = report.context?.release;
  return typeof release === 'string' && release.length > 0 ? release.slice(0, RELEASE_MAX) : null;
}

type GroupRow = typeof clientErrorGroups.$inferSelect;

function groupOf(row: GroupRow): ClientErrorGroup {
  return {
    id: row.id,
    type: row.type as ClientErrorGroup['type'],
    message: row.message,
    route: row.route,
    release: row.release,
    severity: row.severity,
    count: row.count,
    first_seen: row.firstSeen.toISOString(),
    last_seen: row.lastSeen.toISOString(),
    newest_stack: row.newestStack,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * Client error reports (spec §8), stored grouped (issue 19): one row per type, message, route and release with a
 * count, first and last seen and the newest stack; nothing about who sent it. The browser already sends the same
 * error at most 5 times a minute and the route is rate limited per IP. A report of a resolved group opens it again.
 * Groups not seen for CLIENT_ERROR_RETENTION_DAYS are purged (client-errors.worker.ts).
 */
export function createClientErrorsService(ctx: AppContext, deps: { audit: AuditService }) {
  const db = ctx.database.db;
  return {
    /** `report` is already redacted (keys and URL query values) by the route. */
    async record(report: ClientErrorReport & { message: string }): Promise<void> {
      const route = routeOf(report.url);
      const release = releaseOf(report);
      const type = report.type;
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([type, report.message, route, release]))
        .digest('hex');
      const now = ctx.clock.now();
      await db
        .insert(clientErrorGroups)
        .values({
          fingerprint,
          type,
          message: report.message,
          route,
          release,
          severity: report.severity ?? 'medium',
          count: 1,
          firstSeen: now,
          lastSeen: now,
          newestStack: report.stack ?? null,
        })
        .onConflictDoUpdate({
          target: clientErrorGroups.fingerprint,
          set: {
            count: sql`${clientErrorGroups.count} + 1`,
            lastSeen: sql`greatest(${clientErrorGroups.lastSeen}, excluded.last_seen)`,
            newestStack: sql`coalesce(excluded.newest_stack, ${clientErrorGroups.newestStack})`,
            severity: sql`excluded.severity`,
            resolvedAt: null,
            resolvedBy: null,
          },
        });
    },

    async list(query: AdminClientErrorsQuery): Promise<AdminClientErrors> {
      const { page, pageSize, state, type, q } = adminClientErrorsQuerySchema.parse(query);
      const conditions: SQL[] = [];
      if (state === 'open') conditions.push(isNull(clientErrorGroups.resolvedAt));
      if (state === 'resolved') conditions.push(isNotNull(clientErrorGroups.resolvedAt));
      if (type) conditions.push(eq(clientErrorGroups.type, type));
      if (q) {
        const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`(lower(${clientErrorGroups.message}) like ${pattern} or lower(coalesce(${clientErrorGroups.route}, '')) like ${pattern})`,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(clientErrorGroups)
          .where(where)
          .orderBy(desc(clientErrorGroups.lastSeen), desc(clientErrorGroups.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(clientErrorGroups).where(where),
      ]);
      return { items: rows.map(groupOf), total: totals[0]?.total ?? 0, page, pageSize };
    },

    async setResolved(
      actor: Viewer,
      id: string,
      resolved: boolean,
      ipAddress: string | null,
    ): Promise<ClientErrorGroup> {
      const [row] = await db
        .update(clientErrorGroups)
        .set(
          resolved
            ? { resolvedAt: ctx.clock.now(), resolvedBy: actor.userId }
            : { resolvedAt: null, resolvedBy: null },
        )
        .where(eq(clientErrorGroups.id, id))
        .returning();
      if (!row) throw new AppError('not_found');
      await deps.audit.record({
        actorId: actor.userId,
        action: resolved ? 'client_error.resolved' : 'client_error.reopened',
        targetType: 'client_error',
        targetId: id,
        details: { type: row.type, count: row.count },
        ipAddress,
      });
      return groupOf(row);
    },

    /** Removes groups not seen for CLIENT_ERROR_RETENTION_DAYS; answers how many. */
    async purgeOld(): Promise<number> {
      const before = new Date(ctx.clock.now().getTime() - CLIENT_ERROR_RETENTION_DAYS * DAY_MS);
      const removed = await db
        .delete(clientErrorGroups)
        .where(lt(clientErrorGroups.lastSeen, before))
        .returning({ id: clientErrorGroups.id });
      return removed.length;
    },
  };
}

export type ClientErrorsService = ReturnType<typeof createClientErrorsService>;
