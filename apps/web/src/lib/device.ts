import { MOBILE_WIDTH_THRESHOLD } from '@mzansi/contracts/constants';

export interface DeviceTraits {
  userAgent: string;
  /** running inside a native wrapper (Capacitor, React Native WebView, Cordova) */
  nativeWrapper: boolean;
  touch: boolean;
  width: number;
}

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle/i;

/** Spec §2: the mobile layout for a mobile user agent, a native wrapper, or touch with a width of 768 or less. */
export function isMobileLayout(traits: DeviceTraits): boolean {
  if (traits.nativeWrapper) return true;
  if (MOBILE_USER_AGENT.test(traits.userAgent)) return true;
  return traits.touch && traits.width <= MOBILE_WIDTH_THRESHOLD;
}

interface WrapperGlobals {
  Capacitor?: unknown;
  ReactNativeWebView?: unknown;
  cordova?: unknown;
}

/** Reads the traits of this browser. */
export function readDeviceTraits(win: Window = window): DeviceTraits {
  const globals = win as unknown as WrapperGlobals;
  const capacitor = globals.Capacitor as { isNativePlatform?: () => boolean } | undefined;
  const nativeWrapper = Boolean(
    (capacitor && (typeof capacitor.isNativePlatform !== 'function' || capacitor.isNativePlatform())) ||
    globals.ReactNativeWebView ||
    globals.cordova,
  );
  const touch =
    (win.navigator?.maxTouchPoints ?? 0) > 0 ||
    'ontouchstart' in win ||
    (win.matchMedia?.('(pointer: coarse)').matches ?? false);
  return { userAgent: win.navigator?.userAgent ?? '', nativeWrapper, touch, width: win.innerWidth };
}

/** Spec §9: the bottom bar reacts to scroll changes over 10 px, and hides only past 50 px. */
export const BOTTOM_BAR_SCROLL = { minDelta: 10, hideAfter: 50 } as const;

/**
 * Spec §2/§9 bottom bar rule. Returns the new visibility and the scroll position to compare the next one with
 * (small moves are ignored and do not move the reference point, so a slow scroll still adds up).
 */
export function nextBottomBarState(
  state: { visible: boolean; lastY: number },
  y: number,
): { visible: boolean; lastY: number } {
  if (y <= BOTTOM_BAR_SCROLL.hideAfter) return { visible: true, lastY: y };
  const delta = y - state.lastY;
  if (Math.abs(delta) <= BOTTOM_BAR_SCROLL.minDelta) return state;
  return { visible: delta < 0, lastY: y };
}

interface NetworkInformationLike {
  /** wifi, cellular, ethernet... (Chromium on Android and ChromeOS only) */
  type?: string;
  effectiveType?: string;
  downlink?: number;
  saveData?: boolean;
}

/** Spec §9: a slow network is effectiveType 2g or 3g (slow-2g too), or a downlink under 1 Mbit/s. */
export function isSlowNetwork(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  if (connection.effectiveType && /(^|-)(2g|3g)$/.test(connection.effectiveType)) return true;
  return typeof connection.downlink === 'number' && connection.downlink > 0 && connection.downlink < 1;
}

export function readConnection(): NetworkInformationLike | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** The bottom bar shows only to signed-in users, and never over the player (spec §2). */
export function showsBottomBar(mobile: boolean, signedIn: boolean, pathname: string): boolean {
  return mobile && signedIn && !pathname.startsWith('/watch/');
}
