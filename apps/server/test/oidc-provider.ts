import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { expect } from 'vitest';
import { cookiesFrom } from './accounts';
import type { TestServer } from './harness';

/**
 * A local OpenID provider configured like Google (discovery, code flow with PKCE, nonce, `email` and
 * `email_verified` claims, `prompt=consent`, `access_type=offline`), for end-to-end Google sign-in tests.
 * Never the real Google in tests.
 */
export interface LocalIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** who signs in next at the provider's login screen (by sub) */
  identities: Map<string, LocalIdentity>;
  /** the env a test server needs to offer Google sign-in against this provider */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** Starts the provider on a free port. `redirectUri` must be the app's exact callback URL (ASVS 10.4.1). */
export async function startLocalOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'mzansi-test-client.apps.local';
  const clientSecret = 'local-provider-client-secret-for-tests-only';
  const identities = new Map<string, LocalIdentity>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };

  // Its development warnings (in-memory adapter, dev interactions) are expected here: keep test output clean.
  const warn = console.warn;
  console.warn = () => {};
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['local-oidc-cookie-key-for-tests'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google's extra authorization parameter; accepted and ignored here.
    extraParams: ['access_type'],
    pkce: { required: () => true },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      RefreshToken: 86_400,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { ...identity };
        },
      };
    },
  });
  console.warn = warn;
  server.on('request', provider.callback());

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    identities,
    env: () => ({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

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
