import { SITE_TAGLINE } from '@mzansi/contracts/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { applyStoredTheme } from '@/lib/theme';
import { renderToString } from 'react-dom/server';
import { createAppQueryClient } from '../app-query-client';
import { startLandingIslands } from '../landing/landing-islands';
import { LandingPage } from '../routes/landing-page';

await preloadAppChunks();

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
let container: HTMLElement | undefined;

beforeEach(() => {
  // A device set to dark: with nothing stored, the page follows it (spec §4: the setting defaults to system).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  applyStoredTheme();
});

afterEach(() => {
  vi.unstubAllGlobals();
  container?.remove();
  container = undefined;
});

/** The header shows the tagline beside or under the logo, and its toggle switches dark and light at once. */
async function expectTaglineAndToggle(header: HTMLElement) {
  expect(within(header).getAllByText(SITE_TAGLINE).length).toBeGreaterThan(0);
  expect(document.documentElement.classList.contains('dark')).toBe(true);
  await userEvent.click(within(header).getByRole('button', { name: 'Switch to light theme' }));
  expect(document.documentElement.classList.contains('light')).toBe(true);
  expect(localStorage.getItem('mzansi:theme')).toBe('light');
  await userEvent.click(within(header).getByRole('button', { name: 'Switch to dark theme' }));
  expect(document.documentElement.classList.contains('dark')).toBe(true);
  expect(localStorage.getItem('mzansi:theme')).toBe('dark');
}

describe('every header: the tagline by the logo (spec §1) and the quick theme toggle (spec §4)', () => {
  it('the desktop app header', async () => {
    mockApi();
    renderApp('/browse');
    await waitForApp();
    await expectTaglineAndToggle(screen.getAllByRole('banner')[0]!);
  });

  it('the mobile header, with the toggle in its drawer', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: MOBILE_UA, onLine: true });
    const session = makeSessionResponse();
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    renderApp('/browse');
    await waitForApp();
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getAllByText(SITE_TAGLINE).length).toBeGreaterThan(0);
    await userEvent.click(within(header).getByRole('button', { name: 'Open account menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'My Account' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(localStorage.getItem('mzansi:theme')).toBe('light');
  });

  it('the header of the pages without the shell (sign in)', async () => {
    mockApi();
    renderApp('/auth');
    await waitForApp();
    await expectTaglineAndToggle(screen.getAllByRole('banner')[0]!);
  });

  it('the landing page header, drawn by the server and wired without React', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(
      <QueryClientProvider client={createAppQueryClient()}>
        <LandingPage />
      </QueryClientProvider>,
    );
    document.body.append(container);
    startLandingIslands(container, () => {});
    await expectTaglineAndToggle(within(container).getAllByRole('banner')[0]!);
  });
});
