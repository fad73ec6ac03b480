import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDataSaverOn } from '@/lib/data-saver';
import { STORAGE_KEYS } from '@/lib/storage';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { renderApp, setAuth } from '@/test/render-app';

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
    const toggle = await screen.findByRole('switch', { name: 'Data saver' }, { timeout: 5000 });
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
    const toggle = (await screen.findByRole(
      'switch',
      { name: 'Data saver' },
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(screen.getByText('Your browser asks to save data, so it stays on.')).toBeTruthy();
  });
});
