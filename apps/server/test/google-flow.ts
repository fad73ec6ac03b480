import { expect } from 'vitest';
import { cookiesFrom } from './accounts';
import type { TestServer } from './harness';
import type { LocalOidcProvider } from './oidc-provider';

/** A minimal cookie jar for one origin (fetch keeps none). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const [name, value] of Object.entries(cookiesFrom(response))) {
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface GoogleFlowResult {
  /** the authorization URL the app redirected to */
  authorizationUrl: URL;
  /** where the app's callback finally sent the browser (/auth-callback?...) */
  landing: string;
  /** the app's cookies after the callback (session cookie when signed in) */
  appCookies: string;
  appJar: { get(name: string): string | undefined };
}

/**
 * Drives a browser through Google sign-in by hand: the app's start URL, the provider's login and consent screens
 * (oidc-provider's development interactions), the code returned to the app's callback, and the final redirect.
 */
export async function googleSignIn(
  server: TestServer,
  provider: LocalOidcProvider,
  options: {
    sub: string;
    returnUrl?: string;
    appCookie?: string;
    /** changes the authorization request on its way to the provider (to test what the app checks) */
    tamper?: (authorizationUrl: URL) => void;
  },
): Promise<GoogleFlowResult> {
  const appJar = new Jar();
  const providerJar = new Jar();
  const query = options.returnUrl ? `?returnUrl=${encodeURIComponent(options.returnUrl)}` : '';
  const start = await server.request(`/api/auth/google/start${query}`, {
    redirect: 'manual',
    headers: options.appCookie ? { cookie: options.appCookie } : {},
  });
  expect(start.status).toBe(302);
  appJar.take(start);
  const authorizationUrl = new URL(start.headers.get('location')!);
  const sent = new URL(authorizationUrl);
  options.tamper?.(sent);

  let response = await fetch(sent, { redirect: 'manual' });
  // Interactions: login (as `sub`), then consent; each answers with a redirect back to the authorization endpoint.
  for (let step = 0; step < 10; step++) {
    providerJar.take(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider answered ${response.status} without a redirect`);
    const next = new URL(location, provider.issuer);
    if (next.origin !== provider.issuer) {
      // Back to the app's callback with the code.
      const callback = await server.request(`${next.pathname}${next.search}`, {
        redirect: 'manual',
        headers: { cookie: [options.appCookie, appJar.header()].filter(Boolean).join('; ') },
      });
      appJar.take(callback);
      expect(callback.status).toBe(302);
      return {
        authorizationUrl,
        landing: callback.headers.get('location')!,
        appCookies: appJar.header(),
        appJar,
      };
    }
    if (next.pathname.startsWith('/interaction/')) {
      const page = await fetch(next, { headers: { cookie: providerJar.header() }, redirect: 'manual' });
      providerJar.take(page);
      const html = await page.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const action = /action="([^"]+)"/.exec(html)?.[1];
      if (!prompt || !action) throw new Error(`unexpected interaction page: ${html.slice(0, 300)}`);
      const form = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        form.set('login', options.sub);
        form.set('password', 'any');
      }
      response = await fetch(new URL(action.replace(/&amp;/g, '&'), provider.issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: providerJar.header() },
        body: form,
        redirect: 'manual',
      });
      continue;
    }
    response = await fetch(next, { headers: { cookie: providerJar.header() }, redirect: 'manual' });
  }
  throw new Error('Google sign-in did not come back to the app');
}
