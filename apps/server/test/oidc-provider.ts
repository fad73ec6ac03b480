import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A local OpenID provider configured like Google (discovery, code flow with PKCE, nonce, `email` and
 * `email_verified` claims, `prompt=consent`, `access_type=offline`), for end-to-end Google sign-in tests.
 * Never the real Google in tests. Free of vitest imports, so the e2e global setup can start it too.
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
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

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
