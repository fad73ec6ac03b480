import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Password of every demo account (printed by the server at start in development). */
export const DEMO_PASSWORD = 'mzansi-demo-2026';
export const NEW_PASSWORD = 'jacaranda-season-2026';

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@mzansi.test`;
}

interface MailboxItem {
  to: string;
  kind: string;
  links: string[];
  created_at: string;
}

/** The newest e-mail of a kind to an address, read from the development mailbox (the outbox). */
export async function latestEmailLink(to: string, kind: string, linkPart: string): Promise<string> {
  const { baseUrl } = inject('e2e');
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { items: MailboxItem[] };
    const message = body.items.find((item) => item.kind === kind);
    const link = message?.links.find((candidate) => candidate.includes(linkPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} e-mail with a ${linkPart} link reached ${to}`);
}

/** Signs in through the /auth form and waits to leave it. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The one toast on screen (spec: one at a time) with its title and description text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.first().waitFor();
  expect(await toast.count()).toBeGreaterThan(0);
}

/** The id of a demo title, from the public catalogue. */
export async function titleId(baseUrl: string, name: string): Promise<string> {
  const list = (await (await fetch(`${baseUrl}/api/videos/public`)).json()) as {
    items: { id: string; title: string }[];
  };
  const found = list.items.find((item) => item.title === name);
  if (!found) throw new Error(`no demo title ${name}`);
  return found.id;
}

/** A new, confirmed free account (through the API and the development mailbox); answers its e-mail. */
export async function newFreeAccount(prefix: string): Promise<string> {
  const { baseUrl } = inject('e2e');
  const email = uniqueEmail(prefix);
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: NEW_PASSWORD }),
  });
  expect(registered.status).toBe(200);
  const confirmed = await fetch(await latestEmailLink(email, 'confirm_email', '/verify-email'), {
    redirect: 'manual',
  });
  expect(confirmed.status).toBeLessThan(400);
  return email;
}
