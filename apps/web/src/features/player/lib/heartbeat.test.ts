import { HEARTBEAT_SECONDS } from '@mzansi/contracts/playback';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HEARTBEAT_SECONDS, startHeartbeat } from './heartbeat';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('playback lease heartbeat', () => {
  it('uses the contract’s interval by default', () => {
    expect(DEFAULT_HEARTBEAT_SECONDS).toBe(HEARTBEAT_SECONDS);
  });

  it('beats every interval, rides out failures, and ends once on 410', async () => {
    const results: Array<unknown> = [undefined, { status: 503 }, { status: 0 }, undefined, { status: 410 }];
    const send = vi.fn(() => {
      const next = results.shift();
      return next
        ? Promise.reject(Object.assign(new Error('Playback was stopped'), next))
        : Promise.resolve();
    });
    const onEnded = vi.fn();
    startHeartbeat({ intervalSeconds: 30, send, onEnded });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000 * 4);
    expect(send).toHaveBeenCalledTimes(5);
    expect(onEnded).toHaveBeenCalledWith({ status: 410, message: 'Playback was stopped' });
    await vi.advanceTimersByTimeAsync(30_000 * 4);
    expect(send).toHaveBeenCalledTimes(5);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('stops when asked and falls back to 30 s for a missing or silly interval', async () => {
    const send = vi.fn(() => Promise.resolve());
    const beat = startHeartbeat({ intervalSeconds: 0, send, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(send).toHaveBeenCalledTimes(1);
    beat.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
