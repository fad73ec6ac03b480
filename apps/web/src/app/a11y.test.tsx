import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => vi.unstubAllGlobals());

/** Serious and critical axe violations (colour contrast needs real layout: the e2e run checks it in Chromium). */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('accessibility (axe, no serious or critical violations)', () => {
  it('/', async () => {
    mockApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(await seriousViolations()).toEqual([]);
  });

  it('/auth', async () => {
    mockApi();
    renderApp('/auth');
    await waitForApp();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('/profile and /settings', async () => {
    const session = makeSessionResponse();
    mockApi({
      'GET /auth/session': () => session,
      'GET /profile': () => ({ profile: session.profile }),
      'GET /auth/sessions': () => ({ items: [] }),
    });
    setAuth(session);
    const { router } = renderApp('/profile');
    await waitForApp();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await router.navigate('/settings');
    await waitForApp();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
