import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataUsageMeter, readDataUsage, resetDataUsage } from './data-usage';
import { STORAGE_KEYS } from './storage';

const NOV = new Date(2026, 10, 20, 12);
const DEC = new Date(2026, 11, 1, 0, 5);
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.dataUsage) ?? 'null') as unknown;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the data meter of this device', () => {
  it('writes what the player fetched every few seconds, not on every segment', () => {
    const meter = createDataUsageMeter({ flushMs: 5000, now: () => NOV });
    meter.add(1_000_000);
    meter.add(500_000);
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(stored()).toEqual({ month: '2026-11', bytes: 1_500_000 });
    meter.add(250);
    meter.stop();
    expect(readDataUsage(NOV).bytes).toBe(1_500_250);
  });

  it('writes what is pending when the page is hidden (a closed tab never unmounts the player)', () => {
    const meter = createDataUsageMeter({ now: () => NOV });
    meter.add(42);
    window.dispatchEvent(new Event('pagehide'));
    expect(readDataUsage(NOV).bytes).toBe(42);
    meter.stop();
  });

  it('starts again in a new month, and on reset', () => {
    const meter = createDataUsageMeter({ now: () => NOV });
    meter.add(900);
    meter.flush();
    expect(readDataUsage(DEC)).toEqual({ month: '2026-12', bytes: 0 });
    const december = createDataUsageMeter({ now: () => DEC });
    december.add(100);
    december.stop();
    expect(stored()).toEqual({ month: '2026-12', bytes: 100 });
    expect(resetDataUsage(DEC)).toEqual({ month: '2026-12', bytes: 0 });
    expect(readDataUsage(DEC).bytes).toBe(0);
    meter.stop();
  });

  it('ignores junk in storage', () => {
    localStorage.setItem(STORAGE_KEYS.dataUsage, '{"month":"2026-11","bytes":"lots"}');
    expect(readDataUsage(NOV)).toEqual({ month: '2026-11', bytes: 0 });
  });
});
