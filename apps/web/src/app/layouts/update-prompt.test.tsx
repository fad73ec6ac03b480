import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceUpdateForTests, registerServiceWorker } from '@/lib/service-worker';
import { inLanguage } from '@/test/i18n';
import { UpdatePrompt } from './update-prompt';

afterEach(() => act(() => announceUpdateForTests(null)));

describe('the "update available" prompt (D76)', () => {
  it('shows nothing while no new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces a waiting version politely, and Reload activates it', async () => {
    const activate = vi.fn();
    render(<UpdatePrompt />);
    act(() => announceUpdateForTests(activate));
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveProperty(
      'textContent',
      expect.stringContaining('A new version of Mzansi Stream is ready.'),
    );
    // It does not take the focus from what the viewer is doing.
    expect(prompt.contains(document.activeElement)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledOnce();
  });

  it('Later hides it without activating anything', async () => {
    const activate = vi.fn();
    render(<UpdatePrompt />);
    act(() => announceUpdateForTests(activate));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(activate).not.toHaveBeenCalled();
  });

  it('speaks the interface language', () => {
    inLanguage('af');
    render(<UpdatePrompt />);
    act(() => announceUpdateForTests(() => {}));
    expect(screen.getByRole('button', { name: 'Herlaai' })).toBeDefined();
  });

  it('registers no service worker outside a production build (unit tests, vite dev)', () => {
    const register = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    try {
      registerServiceWorker();
      window.dispatchEvent(new Event('load'));
      expect(register).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
