import { randomBytes } from 'node:crypto';
import { sessionResponseSchema, type SessionResponse } from '@mzansi/contracts/auth';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listOutbox, type OutboxMessage } from '../src/adapters/mail/outbox-mailer';
import { subscriptions, users, viewerProfiles } from '../src/db/schema/index';
import { sessionCookieName } from '../src/modules/auth/session.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import type { TestServer } from './harness';

/**
 * Account helpers for integration tests: sign up and confirm through the outbox, sign in, and carry the session
 * cookie by hand (fetch keeps no cookie jar). Reuse them in any module's tests.
 */

/** The session cookie name outside production. */
export const SESSION_COOKIE = sessionCookieName(false);

/** A password that passes the policy. */
export const GOOD_PASSWORD = 'jacaranda-season-2026';

let counter = 0;
/** A fresh, unique address for one test. */
export function uniqueEmail(prefix = 'viewer'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.co.za`;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header would carry them. */
export function cookiesFrom(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const eq = pair!.indexOf('=');
    cookies[pair!.slice(0, eq).trim()] = pair!.slice(eq + 1);
  }
  return cookies;
}

/** The Cookie header for the session a response set, or null when it set none (or cleared it). */
export function sessionCookieFrom(response: Response): string | null {
  const value = cookiesFrom(response)[SESSION_COOKIE];
  return value ? `${SESSION_COOKIE}=${value}` : null;
}

/** Outbox e-mails to an address, newest first. */
export function readOutbox(server: TestServer, to: string): Promise<OutboxMessage[]> {
  return listOutbox(server.ctx.database.db, { to });
}

/** The newest e-mail of a kind to an address (fails the test when there is none). */
export async function latestEmail(server: TestServer, to: string, kind: string): Promise<OutboxMessage> {
  const message = (await readOutbox(server, to)).find((candidate) => candidate.kind === kind);
  expect(message, `an e-mail of kind ${kind} to ${to}`).toBeDefined();
  return message!;
}

/** The first link in an e-mail's text that contains `part`. */
export function linkIn(message: OutboxMessage, part: string): string {
  const link = (message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).find((url) => url.includes(part));
  expect(link, `a link containing ${part} in "${message.subject}"`).toBeDefined();
  return link!;
}

/** Requests a link from an e-mail against the test server (path and query only), without following redirects. */
export function openLink(server: TestServer, link: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(link);
  return server.request(`${url.pathname}${url.search}`, { redirect: 'manual', ...init });
}

export interface SignUpInput {
  email?: string;
  password?: string;
  username?: string;
  data?: Record<string, string | number | boolean>;
  returnUrl?: string;
}

/** POST /api/auth/register. */
export function signUp(server: TestServer, input: SignUpInput = {}): Promise<Response> {
  return server.request('/api/auth/register', {
    method: 'POST',
    json: { email: input.email ?? uniqueEmail(), password: input.password ?? GOOD_PASSWORD, ...input },
  });
}

/** Clicks the newest confirmation link sent to the address; returns the redirect response. */
export async function confirmEmail(server: TestServer, email: string): Promise<Response> {
  const message = await latestEmail(server, email, 'confirm_email');
  return openLink(server, linkIn(message, '/api/auth/verify-email'));
}

/** POST /api/auth/login: the response and the session cookie it set. */
export async function login(
  server: TestServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ response: Response; cookie: string | null }> {
  const response = await server.request('/api/auth/login', {
    method: 'POST',
    json: { email, password },
    headers,
  });
  return { response, cookie: sessionCookieFrom(response) };
}

/** Signs in and returns the Cookie header of the new session (fails the test otherwise). */
export async function signIn(
  server: TestServer,
  email: string,
  password: string = GOOD_PASSWORD,
): Promise<string> {
  const { response, cookie } = await login(server, email, password);
  expect(response.status, `sign-in of ${email}`).toBe(200);
  expect(cookie).toBeTruthy();
  return cookie!;
}

export interface TestAccount {
  email: string;
  password: string;
  userId: string;
  /** the account's primary viewer profile (issue 16): where its list, progress and history live */
  profileId: string;
  /** Cookie header of a signed-in session */
  cookie: string;
}

/** The primary viewer profile of an account (every account has one from its first moment). */
export async function primaryProfileId(server: TestServer, userId: string): Promise<string> {
  const [profile] = await server.ctx.database.db
    .select({ id: viewerProfiles.id })
    .from(viewerProfiles)
    .where(and(eq(viewerProfiles.userId, userId), eq(viewerProfiles.isPrimary, true)));
  expect(profile, 'primary viewer profile').toBeDefined();
  return profile!.id;
}

/** Signs up, confirms through the outbox and signs in: a ready, ordinary (role user) account. */
export async function signUpAndConfirm(server: TestServer, input: SignUpInput = {}): Promise<TestAccount> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? GOOD_PASSWORD;
  const registered = await signUp(server, { ...input, email, password });
  expect(registered.status, 'sign-up').toBe(200);
  const confirmed = await confirmEmail(server, email);
  expect(confirmed.headers.get('location')).toMatch(/^\/auth\?confirmed=1/);
  const cookie = await signIn(server, email, password);
  const [user] = await server.ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  const profileId = await primaryProfileId(server, user!.id);
  return { email: email.toLowerCase(), password, userId: user!.id, profileId, cookie };
}

export type DemoRole = 'free' | 'premium' | 'creator' | 'moderator' | 'admin';

/** The demo accounts (seeded in every test database, password mzansi-demo-2026). */
export function demoAccount(role: DemoRole) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === `${role}@mzansi.test`)!;
  return { ...account, password: DEMO_PASSWORD };
}

/** Signs in as a demo account and returns its Cookie header. */
export function signInDemo(server: TestServer, role: DemoRole): Promise<string> {
  return signIn(server, demoAccount(role).email, DEMO_PASSWORD);
}

/** GET /api/auth/session with a cookie (or bearer) header, parsed with the contract. */
export async function currentSession(
  server: TestServer,
  headers: Record<string, string>,
): Promise<SessionResponse> {
  const response = await server.request('/api/auth/session', { headers });
  expect(response.status).toBe(200);
  return sessionResponseSchema.parse(await response.json());
}

/** POST /api/auth/token: a bearer token for the account. */
export async function bearerToken(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.request('/api/auth/token', { method: 'POST', json: { email, password } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Gives an account a month of Premium, as the demo grant does (no gateway, no payment). */
export async function grantPremium(server: TestServer, userId: string): Promise<void> {
  const now = server.clock.now();
  await server.ctx.database.db.insert(subscriptions).values({
    userId,
    planId: 'premium',
    status: 'active',
    startDate: now,
    endDate: new Date(now.getTime() + 31 * 24 * 3600_000),
    provider: 'demo',
  });
}
