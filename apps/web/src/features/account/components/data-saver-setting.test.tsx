import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDataSaverOn } from '@/lib/data-saver';
import { STORAGE_KEYS } from '@/lib/storage';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// Every lazy chunk of the app (routes, shell, dialogs) is loaded before the tests: none waits on an import.
await preloadAppChunks();

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { connection?: unknown }).connection;
});

function openSettings() {
  const session = makeSessionResponse();
  mockApi({ 'GET /auth/session': () => session, 'GET /auth/sessions': () => ({ items: [] }) });
  setAuth(session);
  renderApp('/settings');
}

describe('Settings → Playback → Data saver', () => {
  it('turns Data saver on and off for this device', async () => {
    openSettings();
    await waitForApp();
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    expect(toggle.getAttribute('aria-describedby')).toBe('data-saver-hint');
    expect(screen.getByText(/Videos play at up to 360p/)).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);

    await userEvent.click(toggle);
    expect(localStorage.getItem(STORAGE_KEYS.dataSaver)).toBe('on');
    expect(isDataSaverOn()).toBe(true);

    await userEvent.click(toggle);
    expect(localStorage.getItem(STORAGE_KEYS.dataSaver)).toBeNull();
    expect(isDataSaverOn()).toBe(false);
  });

  it('stays on while the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    openSettings();
    await waitForApp();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Data saver' });
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(screen.getByText('Your browser asks to save data, so it stays on.')).toBeTruthy();
  });
});

describe('Settings → Playback → data used on this device', () => {
  it('says what Data saver costs an hour, from the ladder’s cap', async () => {
    openSettings();
    await waitForApp();
    expect(screen.getByText(/at most about 200 MB an hour/)).toBeTruthy();
  });

  it('shows the bytes the player fetched this month and resets them', async () => {
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    localStorage.setItem(STORAGE_KEYS.dataUsage, JSON.stringify({ month, bytes: 1_234_000_000 }));
    openSettings();
    await waitForApp();
    const monthName = new Intl.DateTimeFormat('en-ZA', { month: 'long' }).format(now);
    expect(screen.getByText(`Data used on this device in ${monthName}: 1,2 GB`)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reset the data used on this device' }));
    expect(screen.getByText(`Data used on this device in ${monthName}: 0 MB`)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.dataUsage)!)).toEqual({ month, bytes: 0 });
  });

  it('starts again in a new month', async () => {
    localStorage.setItem(STORAGE_KEYS.dataUsage, JSON.stringify({ month: '2001-01', bytes: 5_000_000 }));
    openSettings();
    await waitForApp();
    expect(screen.getByText(/Data used on this device in .*: 0 MB/)).toBeTruthy();
  });
});
