import { describe, expect, it } from 'vitest';
import {
  isMobileLayout,
  isSlowNetwork,
  nextBottomBarState,
  readDeviceTraits,
  showsBottomBar,
} from './device';

const desktop = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
  nativeWrapper: false,
  touch: false,
  width: 1440,
};

describe('mobile layout rule (spec §2)', () => {
  it('is mobile for a mobile user agent', () => {
    expect(
      isMobileLayout({ ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148' }),
    ).toBe(true);
    expect(
      isMobileLayout({ ...desktop, userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) Mobile' }),
    ).toBe(true);
  });

  it('is mobile inside a native wrapper, whatever the size', () => {
    expect(isMobileLayout({ ...desktop, nativeWrapper: true })).toBe(true);
  });

  it('is mobile for touch with a width of 768 or less, and not above', () => {
    expect(isMobileLayout({ ...desktop, touch: true, width: 768 })).toBe(true);
    expect(isMobileLayout({ ...desktop, touch: true, width: 769 })).toBe(false);
    expect(isMobileLayout({ ...desktop, touch: false, width: 390 })).toBe(false);
  });

  it('reads Capacitor and React Native WebView as native wrappers', () => {
    const base = { navigator: { userAgent: desktop.userAgent, maxTouchPoints: 0 }, innerWidth: 1200 };
    expect(
      readDeviceTraits({ ...base, Capacitor: { isNativePlatform: () => true } } as unknown as Window)
        .nativeWrapper,
    ).toBe(true);
    expect(readDeviceTraits({ ...base, ReactNativeWebView: {} } as unknown as Window).nativeWrapper).toBe(
      true,
    );
    expect(readDeviceTraits(base as unknown as Window).nativeWrapper).toBe(false);
  });
});

describe('bottom bar (spec §2/§9)', () => {
  const shown = { visible: true, lastY: 0 };

  it('hides when scrolling down by more than 10 px past 50 px', () => {
    expect(nextBottomBarState(shown, 40)).toEqual({ visible: true, lastY: 40 });
    expect(nextBottomBarState({ visible: true, lastY: 40 }, 61)).toEqual({ visible: false, lastY: 61 });
  });

  it('ignores moves of 10 px or less, without moving the reference point', () => {
    const state = { visible: true, lastY: 100 };
    expect(nextBottomBarState(state, 110)).toBe(state);
    expect(nextBottomBarState(state, 90)).toBe(state);
  });

  it('shows again when scrolling up by more than 10 px, and always near the top', () => {
    expect(nextBottomBarState({ visible: false, lastY: 400 }, 389)).toEqual({ visible: true, lastY: 389 });
    expect(nextBottomBarState({ visible: false, lastY: 60 }, 50)).toEqual({ visible: true, lastY: 50 });
  });

  it('shows only on the mobile layout, signed in, and never on /watch/', () => {
    expect(showsBottomBar(true, true, '/home')).toBe(true);
    expect(showsBottomBar(true, false, '/home')).toBe(false);
    expect(showsBottomBar(false, true, '/home')).toBe(false);
    expect(showsBottomBar(true, true, '/watch/abc')).toBe(false);
  });
});

describe('slow network (spec §9)', () => {
  it('is 2g or 3g, or a downlink under 1 Mbit/s', () => {
    expect(isSlowNetwork({ effectiveType: '3g' })).toBe(true);
    expect(isSlowNetwork({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowNetwork({ effectiveType: '4g', downlink: 0.6 })).toBe(true);
    expect(isSlowNetwork({ effectiveType: '4g', downlink: 10 })).toBe(false);
    expect(isSlowNetwork(undefined)).toBe(false);
  });
});
