import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController, PROGRESS } from './progress-controller';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('top progress bar (spec §4)', () => {
  it('rises toward 90 while active, never past it', () => {
    const bar = createProgressController();
    bar.setActive(true);
    expect(bar.getSnapshot()).toEqual({ visible: true, value: PROGRESS.start });
    vi.advanceTimersByTime(1000);
    const after1s = bar.getSnapshot().value;
    expect(after1s).toBeGreaterThan(PROGRESS.start);
    vi.advanceTimersByTime(1800);
    expect(bar.getSnapshot().value).toBeGreaterThan(after1s);
    expect(bar.getSnapshot().value).toBeLessThan(90);
  });

  it('completes at 100 when the work ends, then hides', () => {
    const bar = createProgressController();
    bar.setActive(true);
    vi.advanceTimersByTime(400);
    bar.setActive(false);
    expect(bar.getSnapshot()).toEqual({ visible: true, value: 100 });
    vi.advanceTimersByTime(PROGRESS.hideAfterCompleteMs);
    expect(bar.getSnapshot()).toEqual({ visible: false, value: 0 });
  });

  it('is forced complete after 3 s even if the work goes on', () => {
    const bar = createProgressController();
    bar.setActive(true);
    vi.advanceTimersByTime(2999);
    expect(bar.getSnapshot().value).toBeLessThan(90);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot().value).toBe(100);
    vi.advanceTimersByTime(PROGRESS.hideAfterCompleteMs);
    expect(bar.getSnapshot().visible).toBe(false);
  });

  it('tells subscribers about each change', () => {
    const bar = createProgressController();
    const listener = vi.fn();
    bar.subscribe(listener);
    bar.setActive(true);
    vi.advanceTimersByTime(PROGRESS.tickMs * 2);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
