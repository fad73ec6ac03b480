import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminUserSchema, adminUsersResponseSchema } from '@mzansi/contracts/admin-users';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  confirmEmail,
  currentSession,
  login,
  signIn,
  signInDemo,
  signUp,
  signUpAndConfirm,
  uniqueEmail,
} from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { auditLog, userRoles, users } from '../../db/schema/index';
import { createAuditService } from '../audit/audit.service';
import { createProfileService } from '../profile/profile.service';
import { createAdminUsersService } from './admin-users.service';

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

describe('/api/admin/users', () => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDemo(server, 'admin');
    adminId = (await currentSession(server, { cookie: admin })).session!.user.id;
  });
  afterAll(() => server.close());

  const setRoles = (id: string, json: unknown, cookie = admin) =>
    server.request(`/api/admin/users/${id}/roles`, { method: 'PUT', json, headers: { cookie } });

  it('answers 401 when signed out; the list to moderators and admins only; role changes to admins only', async () => {
    expect((await server.request('/api/admin/users')).status).toBe(401);
    expect(
      (
        await server.request(`/api/admin/users/${adminId}/roles`, {
          method: 'PUT',
          json: { roles: ['user'] },
        })
      ).status,
    ).toBe(401);
    for (const role of ['free', 'premium', 'creator', 'moderator'] as const) {
      const cookie = await signInDemo(server, role);
      const list = await server.request('/api/admin/users', { headers: { cookie } });
      expect(list.status, role).toBe(role === 'moderator' ? 200 : 403);
      if (role !== 'moderator') expect((await errorOf(list)).code).toBe('forbidden');
      expect((await setRoles(adminId, { roles: ['user'] }, cookie)).status).toBe(403);
    }
  });

  it('lists users newest first with roles, confirmation and premium, searchable and paged', async () => {
    const response = await server.request('/api/admin/users?q=MZANSI.TEST', { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = adminUsersResponseSchema.parse(await response.json());
    expect(body.items.map((item) => item.email).sort()).toEqual([
      'admin@mzansi.test',
      'creator@mzansi.test',
      'free@mzansi.test',
      'moderator@mzansi.test',
      'premium@mzansi.test',
    ]);
    expect(body.total).toBe(5);
    expect(body.items.find((item) => item.email === 'premium@mzansi.test')).toMatchObject({
      username: 'sipho',
      roles: ['user'],
      confirmed: true,
      is_premium: true,
      banned: false,
    });
    expect(body.items.find((item) => item.email === 'admin@mzansi.test')?.roles).toEqual(['user', 'admin']);

    const byUsername = adminUsersResponseSchema.parse(
      await (await server.request('/api/admin/users?q=lerat', { headers: { cookie: admin } })).json(),
    );
    expect(byUsername.items.map((item) => item.email)).toEqual(['creator@mzansi.test']);

    const seen: string[] = [];
    let total = 0;
    for (let page = 1; page < 100; page++) {
      const body = adminUsersResponseSchema.parse(
        await (
          await server.request(`/api/admin/users?pageSize=2&page=${page}`, { headers: { cookie: admin } })
        ).json(),
      );
      expect(body.items.length).toBeLessThanOrEqual(2);
      total = body.total;
      if (body.items.length === 0) break;
      seen.push(...body.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    expect(seen.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses bad queries and bad roles with 400', async () => {
    for (const query of [
      '?pageSize=0',
      '?pageSize=1000',
      '?page=0',
      '?sort=name',
      '?status=deleted',
      '?plan=gold',
      '?role=superuser',
    ]) {
      const response = await server.request(`/api/admin/users${query}`, { headers: { cookie: admin } });
      expect(response.status, query).toBe(400);
    }
    for (const json of [{ roles: [] }, { roles: ['superuser'] }, {}]) {
      const response = await setRoles(adminId, json);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    }
  });

  it('answers 404 for an unknown user', async () => {
    const response = await setRoles('00000000-0000-4000-8000-000000000000', { roles: ['user'] });
    expect(response.status).toBe(404);
  });

  it('will not let an admin remove their own admin role (409)', async () => {
    const response = await setRoles(adminId, { roles: ['user', 'creator'] });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('conflict');
  });

  it('changes roles at once, keeps `user`, and writes the change to the audit log', async () => {
    const account = await signUpAndConfirm(server);
    const before = await server.request('/api/admin/users', { headers: { cookie: account.cookie } });
    expect(before.status).toBe(403);

    const response = await setRoles(account.userId, { roles: ['creator', 'admin'] });
    expect(response.status).toBe(200);
    expect(adminUserSchema.parse(await response.json())).toMatchObject({
      id: account.userId,
      roles: ['user', 'creator', 'admin'],
    });
    // The same session, the very next request: no sign-out needed (ASVS 8.3.2).
    expect((await server.request('/api/admin/users', { headers: { cookie: account.cookie } })).status).toBe(
      200,
    );
    expect((await currentSession(server, { cookie: account.cookie })).roles).toEqual([
      'user',
      'creator',
      'admin',
    ]);

    const [entry] = await server.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.roles_changed'), eq(auditLog.targetId, account.userId)));
    expect(entry).toMatchObject({
      actorId: adminId,
      targetType: 'user',
      details: { before: ['user'], after: ['user', 'creator', 'admin'] },
      ipAddress: '127.0.0.1',
    });

    await setRoles(account.userId, { roles: ['creator'] });
    expect((await currentSession(server, { cookie: account.cookie })).roles).toEqual(['user', 'creator']);
    expect((await server.request('/api/admin/users', { headers: { cookie: account.cookie } })).status).toBe(
      403,
    );
  });
});

describe('the first admin', () => {
  it('comes from ADMIN_EMAIL: granted at start to that confirmed account, once, audit-logged', async () => {
    const server = await startTestServer({ env: { ADMIN_EMAIL: 'Premium@Mzansi.test' } });
    try {
      const cookie = await signInDemo(server, 'premium');
      expect((await currentSession(server, { cookie })).roles).toEqual(['user', 'admin']);
      const entries = await server.ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'user.admin_bootstrap'));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: null, details: { source: 'ADMIN_EMAIL' } });

      // Removed by another admin, it is not granted again at the next sign-in.
      const userId = entries[0]!.targetId!;
      await server.ctx.database.db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
      const again = await signInDemo(server, 'premium');
      expect((await currentSession(server, { cookie: again })).roles).toEqual(['user']);
    } finally {
      await server.close();
    }
  });

  it('comes from ADMIN_EMAIL when that address signs up and confirms, never before it is confirmed', async () => {
    const email = uniqueEmail('owner');
    const server = await startTestServer({ env: { ADMIN_EMAIL: email } });
    try {
      await signUp(server, { email });
      const [user] = await server.ctx.database.db.select().from(users).where(eq(users.email, email));
      const roles = async () =>
        (await server.ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id))).map(
          (row) => row.role,
        );
      expect(await roles()).toEqual(['user']);
      expect((await login(server, email, 'jacaranda-season-2026')).response.status).toBe(403);
      expect(await roles()).toEqual(['user']);
      await confirmEmail(server, email);
      expect((await roles()).sort()).toEqual(['admin', 'user']);
      const cookie = await signIn(server, email);
      expect((await server.request('/api/admin/users', { headers: { cookie } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  describe('create-admin', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());
    const service = () =>
      createAdminUsersService(server.ctx, {
        audit: createAuditService(server.ctx),
        profiles: createProfileService(server.ctx),
      });

    it('creates a confirmed admin account with the given password', async () => {
      const email = uniqueEmail('ops');
      const report = await service().createAdmin({ email, password: 'karoo-sky-at-midnight' });
      expect(report.join('\n')).toMatch(/Created the account .* is now an admin\./s);
      const cookie = await signIn(server, email, 'karoo-sky-at-midnight');
      expect((await currentSession(server, { cookie })).roles).toEqual(['user', 'admin']);
    });

    it('promotes an existing confirmed account, and says so when it already is one', async () => {
      const account = await signUpAndConfirm(server);
      expect(await service().createAdmin({ email: account.email })).toEqual([
        `${account.email} is now an admin.`,
      ]);
      expect(await service().createAdmin({ email: account.email })).toEqual([
        `${account.email} was already an admin.`,
      ]);
    });

    it('refuses an unknown address without a password, a weak password, and an unconfirmed account', async () => {
      await expect(service().createAdmin({ email: uniqueEmail() })).rejects.toThrow(/Pass --password/);
      await expect(service().createAdmin({ email: uniqueEmail(), password: 'password' })).rejects.toThrow(
        /too weak/,
      );
      const email = uniqueEmail();
      await signUp(server, { email });
      await expect(service().createAdmin({ email })).rejects.toThrow(/has not confirmed/);
      // With a password the operator takes the account over: confirmed, new password, old sessions gone.
      await service().createAdmin({ email, password: 'operator-chosen-passphrase' });
      const cookie = await signIn(server, email, 'operator-chosen-passphrase');
      expect((await currentSession(server, { cookie })).roles).toEqual(['user', 'admin']);
    });

    // The command runs on an embedded database of its own, whichever project runs this file: once is enough.
    it.runIf(inject('testDb').driver === 'pglite')(
      'runs as `npm run create-admin` on a fresh embedded database and prints what it did',
      async () => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-create-admin-'));
        try {
          const run = promisify(execFile);
          const root = path.resolve(import.meta.dirname, '../../../../..');
          const env: NodeJS.ProcessEnv = {
            ...process.env,
            DATA_DIR: dataDir,
            NODE_ENV: 'development',
            LOG_LEVEL: 'warn',
          };
          delete env.DATABASE_URL;
          const { stdout } = await run(
            process.execPath,
            [
              '--import',
              'tsx',
              'apps/server/src/modules/admin-users/create-admin-cli.ts',
              '--email',
              'boss@example.co.za',
              '--password',
              'highveld-thunderstorm-42',
            ],
            { cwd: root, env },
          );
          expect(stdout).toContain('Created the account boss@example.co.za');
          expect(stdout).toContain('boss@example.co.za is now an admin.');
          const usage = await run(
            process.execPath,
            ['--import', 'tsx', 'apps/server/src/modules/admin-users/create-admin-cli.ts', '--help'],
            {
              cwd: root,
              env,
            },
          );
          expect(usage.stdout).toContain('Usage: npm run create-admin');
        } finally {
          await fs.rm(dataDir, { recursive: true, force: true });
        }
      },
      60_000,
    );
  });
});
