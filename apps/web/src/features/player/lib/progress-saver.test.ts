import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createProgressSaver,
  normaliseSnapshot,
  PROGRESS_INTERVAL_MS,
  type ProgressSnapshot,
} from './progress-saver';

const VIDEO = '7b000000-0000-4000-8000-000000000001';

function setup(options: { failSaves?: boolean; beaconWorks?: boolean } = {}) {
  const position = { current: 0 };
  const saves: ProgressSnapshot[] = [];
  const beacons: ProgressSnapshot[] = [];
  const saver = createProgressSaver({
    read: () => ({ videoId: VIDEO, positionSeconds: position.current, durationSeconds: 600 }),
    save: (snapshot) => {
      saves.push(snapshot);
      return options.failSaves ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
    beacon: (snapshot) => {
      if (options.beaconWorks === false) return false;
      beacons.push(snapshot);
      return true;
    },
  });
  return { position, saves, beacons, saver };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watch progress cadence', () => {
  it('saves every 10 s while playing, and not while paused', async () => {
    const { position, saves, saver } = setup();
    saver.playing();
    position.current = 9;
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS - 1);
    expect(saves).toHaveLength(0);
    position.current = 10;
    await vi.advanceTimersByTimeAsync(1);
    expect(saves.map((save) => save.positionSeconds)).toEqual([10]);
    position.current = 20;
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    position.current = 30;
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    expect(saves.map((save) => save.positionSeconds)).toEqual([10, 20, 30]);

    position.current = 31.5;
    saver.paused();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.map((save) => save.positionSeconds)).toEqual([10, 20, 30, 31.5]);
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS * 5);
    expect(saves).toHaveLength(4);
  });

  it('saves at once on seek end and at the end, and skips saves that change nothing', async () => {
    const { position, saves, saver } = setup();
    saver.playing();
    position.current = 200;
    saver.seeked();
    await vi.advanceTimersByTimeAsync(0);
    position.current = 200.4;
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    expect(saves.map((save) => save.positionSeconds)).toEqual([200]);
    position.current = 600;
    saver.ended();
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS * 2);
    expect(saves.map((save) => save.positionSeconds)).toEqual([200, 600]);
    expect(saves[1]).toEqual({ videoId: VIDEO, positionSeconds: 600, durationSeconds: 600 });
  });

  it('sends a beacon when the page goes away, and falls back to a save when the browser refuses it', async () => {
    const first = setup();
    first.saver.playing();
    first.position.current = 42;
    first.saver.leave();
    expect(first.beacons).toEqual([{ videoId: VIDEO, positionSeconds: 42, durationSeconds: 600 }]);
    first.saver.leave();
    expect(first.beacons).toHaveLength(1);

    const second = setup({ beaconWorks: false });
    second.position.current = 77;
    second.saver.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.saves.map((save) => save.positionSeconds)).toEqual([77]);
  });

  it('retries a failed save at the next tick, and never overlaps saves', async () => {
    const { position, saves, saver } = setup({ failSaves: true });
    saver.playing();
    position.current = 10;
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS);
    expect(saves.map((save) => save.positionSeconds)).toEqual([10, 10]);

    const slow = createProgressSaver({
      read: () => ({ videoId: VIDEO, positionSeconds: position.current, durationSeconds: 600 }),
      save: (snapshot) => {
        saves.push(snapshot);
        return new Promise((resolve) => setTimeout(resolve, 5000));
      },
      beacon: () => true,
    });
    saves.length = 0;
    position.current = 100;
    void slow.flush();
    position.current = 103;
    void slow.flush();
    position.current = 106;
    void slow.flush();
    expect(saves).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(saves.map((save) => save.positionSeconds)).toEqual([100, 106]);
  });

  it('stops after dispose and keeps positions within the contract', async () => {
    const { position, saves, saver } = setup();
    saver.playing();
    saver.dispose();
    position.current = 50;
    await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS * 3);
    expect(saves).toHaveLength(0);

    expect(normaliseSnapshot({ videoId: VIDEO, positionSeconds: 700, durationSeconds: 600 })).toEqual({
      videoId: VIDEO,
      positionSeconds: 600,
      durationSeconds: 600,
    });
    expect(
      normaliseSnapshot({ videoId: VIDEO, positionSeconds: -3, durationSeconds: 600 })?.positionSeconds,
    ).toBe(0);
    expect(normaliseSnapshot({ videoId: VIDEO, positionSeconds: 12.345, durationSeconds: 60.06 })).toEqual({
      videoId: VIDEO,
      positionSeconds: 12.3,
      durationSeconds: 60.1,
    });
    expect(normaliseSnapshot({ videoId: VIDEO, positionSeconds: 5, durationSeconds: Number.NaN })).toBeNull();
    expect(normaliseSnapshot({ videoId: VIDEO, positionSeconds: 5, durationSeconds: Infinity })).toBeNull();
    expect(normaliseSnapshot(null)).toBeNull();
  });
});
