/**
 * The data a load run needs, written before any server starts: the demo catalogue (its media reused from
 * .cache/e2e-storage), a pool of viewer accounts made with bulk inserts (signing up a thousand people through the
 * API is slow and rate limited), and the list of videos the viewers play.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { openContext } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import {
  accounts,
  profiles,
  sessions,
  subscriptions,
  titles,
  userRoles,
  users,
  videos,
} from '../../apps/server/src/db/schema/index';
import { createLogger } from '../../apps/server/src/logger';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { sessionCookieName, signSessionToken } from '../../apps/server/src/modules/auth/session.service';
import { seedDemo } from '../../apps/server/src/seed/seed';

export const VIEWER_PASSWORD = 'jacaranda-load-2026-bench';

export interface Account {
  email: string;
  premium: boolean;
  /** `name=value` of a session made at preparation: a viewer who signed in on an earlier visit */
  sessionCookie: string;
}

export interface Playable {
  videoId: string;
  kind: 'trailer' | 'main';
  durationSeconds: number;
}

export interface Prepared {
  premium: Account[];
  free: Account[];
  trailers: Playable[];
  mains: Playable[];
}

const MONTH_MS = 30 * 24 * 3600 * 1000;
const CHUNK = 500;

/**
 * Seeds the database the server will open (`databaseEnv`: DATA_DIR or DATABASE_URL) through the app's own code, in
 * this process, then closes it (PGlite allows one process at a time).
 */
export async function prepareData(
  databaseEnv: Record<string, string>,
  storageDir: string,
  counts: { premium: number; free: number },
  /** the servers' AUTH_SECRET, which signs the session cookies made here */
  authSecret: string,
): Promise<Prepared> {
  const config = loadConfig({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    STORAGE_DIR: storageDir,
    DEMO_MEDIA_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
    ...databaseEnv,
  });
  const ctx = await openContext(config, createLogger('warn'));
  try {
    const report = await seedDemo(ctx);
    if (report.videosGenerated > 0) {
      console.log(`  (encoded ${report.videosGenerated} demo clips that were missing from ${storageDir})`);
    }
    const { db } = ctx.database;
    const passwordHash = await hashPassword(VIEWER_PASSWORD);
    const tokens = new Map<string, string>();
    const make = (kind: 'premium' | 'free', count: number): Account[] =>
      Array.from({ length: count }, (_, index) => {
        const token = randomBytes(24).toString('hex');
        const email = `load-${kind}-${index + 1}@bench.example.co.za`;
        tokens.set(email, token);
        // Production's cookie name (__Secure-…): the servers run with NODE_ENV=production.
        const value = encodeURIComponent(signSessionToken(authSecret, token));
        return { email, premium: kind === 'premium', sessionCookie: `${sessionCookieName(true)}=${value}` };
      });
    const premium = make('premium', counts.premium);
    const free = make('free', counts.free);
    const all = [...premium, ...free];
    const now = new Date();
    const idOf = (email: string) => `load-${email.split('@')[0]!.slice(5)}`;
    for (let start = 0; start < all.length; start += CHUNK) {
      const chunk = all.slice(start, start + CHUNK);
      await db.transaction(async (tx) => {
        await tx.insert(users).values(
          chunk.map((account) => ({
            id: idOf(account.email),
            name: idOf(account.email),
            email: account.email,
            emailVerified: true,
            emailVerifiedAt: now,
          })),
        );
        await tx.insert(accounts).values(
          chunk.map((account) => ({
            id: `credential-${idOf(account.email)}`,
            accountId: idOf(account.email),
            providerId: 'credential',
            userId: idOf(account.email),
            password: passwordHash,
          })),
        );
        await tx.insert(profiles).values(
          chunk.map((account) => ({
            id: idOf(account.email),
            username: idOf(account.email),
            displayName: idOf(account.email),
            email: account.email,
            location: 'South Africa',
          })),
        );
        await tx.insert(sessions).values(
          chunk.map((account) => ({
            id: `session-${idOf(account.email)}`,
            token: tokens.get(account.email)!,
            userId: idOf(account.email),
            expiresAt: new Date(now.getTime() + 6 * 24 * 3600 * 1000),
            userAgent: 'bench:load',
          })),
        );
        await tx
          .insert(userRoles)
          .values(chunk.map((account) => ({ userId: idOf(account.email), role: 'user' as const })));
        const paying = chunk.filter((account) => account.premium);
        if (paying.length > 0) {
          await tx.insert(subscriptions).values(
            paying.map((account) => ({
              userId: idOf(account.email),
              planId: 'premium',
              status: 'active' as const,
              startDate: now,
              endDate: new Date(now.getTime() + MONTH_MS),
              provider: 'demo',
            })),
          );
        }
      });
    }

    const rows = await db
      .select({ id: videos.id, kind: videos.kind, duration: videos.durationSeconds })
      .from(videos)
      .innerJoin(titles, eq(titles.id, videos.titleId))
      .where(and(eq(videos.status, 'ready'), ne(videos.purpose, 'ad')));
    const playable = rows
      .filter((row) => row.duration && row.duration > 0)
      .map((row) => ({
        videoId: row.id,
        kind: row.kind === 'trailer' ? ('trailer' as const) : ('main' as const),
        durationSeconds: Number(row.duration),
      }));
    const trailers = playable.filter((video) => video.kind === 'trailer');
    const mains = playable.filter((video) => video.kind === 'main');
    if (trailers.length === 0 || mains.length === 0) {
      throw new Error('the demo catalogue has no ready trailers or main videos: is the demo media complete?');
    }
    return { premium, free, trailers, mains };
  } finally {
    await ctx.close();
  }
}
