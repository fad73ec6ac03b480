import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalOidcProvider } from '../../apps/server/test/oidc-provider';
import { type AppProcess, freePort, root, startAppProcess } from './app-process';
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      baseUrl: string;
      chromePath: string;
      artifactsDir: string;
      /** an identity of the local OpenID provider standing in for Google */
      googleIdentity: { sub: string; email: string };
    };
  }
}

/** Starts the real built server (see startAppProcess) with a local OpenID provider standing in for Google. */
export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const artifactsDir = path.join(root, 'e2e/artifacts');
  const port = await freePort();
  // Google sign-in goes to a local OpenID provider configured like Google, never the real one.
  const google = await startLocalOidcProvider(`http://127.0.0.1:${port}/api/auth/callback/google`);
  const googleIdentity = { sub: 'e2e-google-subject-0001', email: 'zanele.google@mzansi.test' };
  google.identities.set(googleIdentity.sub, {
    ...googleIdentity,
    email_verified: true,
    name: 'Zanele Google',
  });
  let app: AppProcess;
  try {
    app = await startAppProcess({ name: 'server', port, env: google.env() });
  } catch (error) {
    await google.close();
    throw error;
  }
  const { baseUrl } = app;
  project.provide('e2e', { baseUrl, chromePath, artifactsDir, googleIdentity });

  return async () => {
    await app.stop();
    await google.close();
  };
}
