import { describe, expect, it } from 'vitest';
import { createUniformTiming } from './uniform-timing';

/** A clock the work and the waits move by hand: durations are exact, nothing depends on the machine's speed. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    work:
      <T>(ms: number, value: T) =>
      async () => {
        now += ms;
        return value;
      },
    waits,
    elapsed: async (run: () => Promise<unknown>) => {
      const started = now;
      await run().catch(() => undefined);
      return now - started;
    },
  };
}

describe('uniform timing (sign-up answers that tell nothing about the address)', () => {
  it('holds the fast kind of answer until the slow kind would have left', async () => {
    const time = fakeTime();
    const timing = createUniformTiming<'new' | 'existing'>(time);
    const label = ({ value }: { value?: 'new' | 'existing' }) => value!;
    for (let i = 0; i < 5; i++) await timing.run(time.work(120, 'new' as const), label);
    for (let i = 0; i < 5; i++) await timing.run(time.work(100, 'existing' as const), label);

    const newAnswer = await time.elapsed(() => timing.run(time.work(120, 'new' as const), label));
    const existingAnswer = await time.elapsed(() => timing.run(time.work(100, 'existing' as const), label));
    expect(newAnswer).toBe(120);
    expect(existingAnswer).toBe(120);
  });

  it('lets an answer slower than the target leave at once', async () => {
    const time = fakeTime();
    const timing = createUniformTiming<'a'>(time);
    for (let i = 0; i < 5; i++) await timing.run(time.work(50, 'a' as const), () => 'a');
    expect(await time.elapsed(() => timing.run(time.work(400, 'a' as const), () => 'a'))).toBe(400);
  });

  it('does not trust a kind before it has a few answers', async () => {
    const time = fakeTime();
    const timing = createUniformTiming<'new' | 'existing'>(time);
    const label = ({ value }: { value?: 'new' | 'existing' }) => value!;
    await timing.run(time.work(900, 'new' as const), label);
    expect(timing.target()).toBe(0);
    expect(await time.elapsed(() => timing.run(time.work(100, 'existing' as const), label))).toBe(100);
  });

  it('holds a refusal like an answer, and still refuses', async () => {
    const time = fakeTime();
    const timing = createUniformTiming<'ok' | 'refused'>(time);
    for (let i = 0; i < 5; i++) await timing.run(time.work(80, 'ok'), () => 'ok');
    const refused = timing.run(
      async () => {
        throw new Error('username taken');
      },
      ({ error }) => (error ? 'refused' : 'ok'),
    );
    await expect(refused).rejects.toThrow('username taken');
    expect(time.waits.at(-1)).toBe(80);
  });

  it('never holds an answer back more than a second', async () => {
    const time = fakeTime();
    const timing = createUniformTiming<'slow' | 'fast'>(time);
    for (let i = 0; i < 5; i++) await timing.run(time.work(5000, 'slow' as const), () => 'slow');
    expect(await time.elapsed(() => timing.run(time.work(10, 'fast' as const), () => 'fast'))).toBe(1010);
  });
});
