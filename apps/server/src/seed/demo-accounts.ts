import type { Role } from '@mzansi/contracts/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, profiles, subscriptions, userRoles, users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/password';
import { demoIds } from './demo-ids';

/** Shared by every demo account; printed at start in non-production mode only. */
export const DEMO_PASSWORD = 'mzansi-demo-2026';

export interface DemoAccount {
  email: string;
  username: string;
  label: string;
  roles: Role[];
  premium: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'free@mzansi.test', username: 'thandi', label: 'Free viewer', roles: ['user'], premium: false },
  {
    email: 'premium@mzansi.test',
    username: 'sipho',
    label: 'Premium subscriber',
    roles: ['user'],
    premium: true,
  },
  {
    email: 'creator@mzansi.test',
    username: 'lerato',
    label: 'Creator',
    roles: ['user', 'creator'],
    premium: false,
  },
  {
    email: 'moderator@mzansi.test',
    username: 'pieter',
    label: 'Moderator',
    roles: ['user', 'moderator'],
    premium: false,
  },
  {
    email: 'admin@mzansi.test',
    username: 'nomvula',
    label: 'Admin',
    roles: ['user', 'admin'],
    premium: true,
  },
];

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Creates the demo accounts if missing (verified e-mail, password, profile, roles) and keeps the premium ones
 * subscribed: an expired demo subscription is renewed at start, so the demo never silently loses Premium.
 */
export async function ensureDemoAccounts(db: Database, now: Date): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        missing.map((account) => ({
          id: demoIds.user(account.email),
          name: account.username,
          email: account.email,
          emailVerified: true,
          emailVerifiedAt: now,
          userMetadata: { username: account.username },
        })),
      );
      await tx.insert(accounts).values(
        missing.map((account) => ({
          id: demoIds.user(`credential:${account.email}`),
          accountId: demoIds.user(account.email),
          providerId: 'credential',
          userId: demoIds.user(account.email),
          password: passwordHash,
        })),
      );
      await tx.insert(profiles).values(
        missing.map((account) => ({
          id: demoIds.user(account.email),
          username: account.username,
          displayName: account.username.charAt(0).toUpperCase() + account.username.slice(1),
          email: account.email,
          location: 'South Africa',
        })),
      );
      await tx
        .insert(userRoles)
        .values(
          missing.flatMap((account) =>
            account.roles.map((role) => ({ userId: demoIds.user(account.email), role })),
          ),
        );
    });
  }

  for (const account of DEMO_ACCOUNTS.filter((candidate) => candidate.premium)) {
    const userId = demoIds.user(account.email);
    const [live] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ['active', 'trialing']),
          sql`${subscriptions.endDate} > ${now}`,
        ),
      )
      .limit(1);
    if (live) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'trialing'])));
      await tx.insert(subscriptions).values({
        userId,
        planId: 'premium',
        status: 'active',
        startDate: now,
        endDate: new Date(now.getTime() + MONTH_MS),
        provider: 'demo',
      });
    });
  }
}

export async function deleteDemoAccounts(db: Database): Promise<void> {
  await db.delete(users).where(
    inArray(
      users.email,
      DEMO_ACCOUNTS.map((account) => account.email),
    ),
  );
}
