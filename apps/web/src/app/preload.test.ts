import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePreload } from './preload';

const load = vi.hoisted(() => ({ browse: vi.fn(), discover: vi.fn(), shell: vi.fn() }));
vi.mock('./route-components', () => ({
  ROUTE_COMPONENTS: {
    browse: { load: () => Promise.resolve(load.browse()) },
    discover: { load: () => Promise.resolve(load.discover()) },
  },
  loadShellLayout: () => Promise.resolve(load.shell()),
}));

describe('route preloading (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
    vi.clearAllMocks();
  });

  it('waits for the page to load, then preloads a medium route after 100 ms', async () => {
    schedulePreload('browse', 'medium');
    await vi.advanceTimersByTimeAsync(5000);
    expect(load.browse).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(99);
    expect(load.browse).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load.browse).toHaveBeenCalledTimes(1);
    expect(load.shell).toHaveBeenCalled();
  });

  it('does nothing once cancelled, even after the load', async () => {
    const cancel = schedulePreload('discover', 'medium');
    cancel();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(load.discover).not.toHaveBeenCalled();
  });
});
