import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTheme } from '@/hooks/use-theme';
import { applyStoredTheme, setThemeSetting, toggleTheme } from './theme';

/** A device whose light/dark switch the test flips. */
function fakeSystem(light: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return light;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    flip(next: boolean) {
      light = next;
      for (const listener of listeners) listener();
    },
  };
}

const root = () => document.documentElement;

beforeEach(() => {
  root().classList.remove('light', 'dark');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme (spec §4)', () => {
  it('defaults to "system" and follows the device live', () => {
    const device = fakeSystem(true);
    applyStoredTheme();
    const { result } = renderHook(() => useTheme());
    expect(result.current).toEqual({ setting: 'system', theme: 'light' });
    expect(root().classList.contains('light')).toBe(true);

    act(() => device.flip(false));
    expect(result.current).toEqual({ setting: 'system', theme: 'dark' });
    expect(root().classList.contains('dark')).toBe(true);
    expect(root().classList.contains('light')).toBe(false);
  });

  it('the quick toggle stores the other theme under the theme key, and the device no longer decides', () => {
    const device = fakeSystem(false);
    applyStoredTheme();
    const { result } = renderHook(() => useTheme());
    act(() => toggleTheme());
    expect(localStorage.getItem('mzansi:theme')).toBe('light');
    expect(result.current).toEqual({ setting: 'light', theme: 'light' });
    act(() => device.flip(false));
    expect(root().classList.contains('light')).toBe(true);
    act(() => toggleTheme());
    expect(localStorage.getItem('mzansi:theme')).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('reads a stored choice at start and goes back to the device on "system"', () => {
    fakeSystem(true);
    localStorage.setItem('mzansi:theme', 'dark');
    applyStoredTheme();
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('dark');
    act(() => setThemeSetting('system'));
    expect(result.current).toEqual({ setting: 'system', theme: 'light' });
  });
});
