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
