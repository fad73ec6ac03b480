import { describe, expect, it } from 'vitest';
import { FfmpegProgressParser, parseProgress, progressPercent } from './progress';

const block = (outTime: string, progress: 'continue' | 'end') =>
  `frame=10\nfps=24.0\nout_time_ms=${outTime}\nout_time=00:00:01.000000\nspeed=2x\nprogress=${progress}\n`;

describe('FfmpegProgressParser', () => {
  it('reports a percentage per block, even when chunks split lines', () => {
    const parser = new FfmpegProgressParser(8);
    const text = block('2000000', 'continue') + block('6000000', 'continue');
    const updates = [
      ...parser.push(text.slice(0, 37)),
      ...parser.push(text.slice(37, 90)),
      ...parser.push(text.slice(90)),
    ];
    expect(updates.map((update) => update.percent)).toEqual([25, 75]);
    expect(updates[0]).toMatchObject({ outTimeSeconds: 2, done: false });
  });

  it('says 100 only at progress=end', () => {
    expect(parseProgress(block('8000000', 'continue'), 8)[0]?.percent).toBe(99);
    expect(parseProgress(block('8000000', 'end'), 8)[0]).toMatchObject({ percent: 100, done: true });
  });

  it('prefers out_time_us and falls back to the out_time clock', () => {
    expect(parseProgress('out_time_us=3000000\nout_time_ms=1\nprogress=continue', 6)[0]?.percent).toBe(50);
    expect(parseProgress('out_time=00:01:30.500000\nprogress=continue', 181)[0]?.outTimeSeconds).toBe(90.5);
  });

  it('gives no percentage without a duration or a time', () => {
    expect(parseProgress(block('1000000', 'continue'))[0]?.percent).toBeNull();
    expect(parseProgress('out_time_ms=N/A\nprogress=continue', 10)[0]).toMatchObject({
      outTimeSeconds: null,
      percent: null,
    });
  });
});

describe('progressPercent', () => {
  it('clamps to 0..99 while running', () => {
    expect(progressPercent(-1, 10)).toBe(0);
    expect(progressPercent(50, 10)).toBe(99);
    expect(progressPercent(5, 10, true)).toBe(100);
  });
});
