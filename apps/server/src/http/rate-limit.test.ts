import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { RATE_LIMIT_DEFAULTS } from '../config';
import { rateLimits } from '../db/schema/index';
import { batchSize, createRateLimiter } from './rate-limit';

/** The limiter itself, on the production numbers: exact small limits, batched high-volume ones. */
describe('rate limiter', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ productionRateLimits: true });
  });
  afterAll(() => server?.close());

  const sharedCount = async () => {
    const rows = await server.ctx.database.db.select().from(rateLimits);
    return rows.reduce((total, row) => total + row.count, 0);
  };

  it('counts small limits at every request, and batches only the high-volume ones', () => {
    expect(batchSize(RATE_LIMIT_DEFAULTS.sign_in_ip_email)).toBe(1);
    expect(batchSize(RATE_LIMIT_DEFAULTS.sign_up_ip)).toBe(1);
    expect(batchSize(RATE_LIMIT_DEFAULTS.email_address)).toBe(1);
    expect(batchSize(RATE_LIMIT_DEFAULTS.search_ip)).toBe(24);
    expect(batchSize(RATE_LIMIT_DEFAULTS.heartbeat_ip)).toBe(60);
  });

  it('holds a batched limit exactly in one process, writing the shared count once per batch', async () => {
    const limiter = createRateLimiter(server.ctx);
    const { max } = RATE_LIMIT_DEFAULTS.search_ip;
    const before = await sharedCount();
    for (let i = 0; i < max; i++) await limiter.consume('search_ip', '203.0.113.7');
    // Every request but the last batch's few is already in the shared count.
    const written = (await sharedCount()) - before;
    expect(written).toBeGreaterThan(max - batchSize(RATE_LIMIT_DEFAULTS.search_ip));
    expect(written).toBeLessThanOrEqual(max);
    await expect(limiter.consume('search_ip', '203.0.113.7')).rejects.toMatchObject({ code: 'rate_limited' });
    // Another address is not affected.
    await limiter.consume('search_ip', '203.0.113.8');
  });

  it('shares a batched count between instances, each at most a batch behind', async () => {
    const first = createRateLimiter(server.ctx);
    const second = createRateLimiter(server.ctx);
    const { max } = RATE_LIMIT_DEFAULTS.search_ip;
    let allowed = 0;
    for (let i = 0; i < max * 2; i++) {
      if (await (i % 2 === 0 ? first : second).tryConsume('search_ip', '198.51.100.77')) allowed++;
    }
    expect(allowed).toBeGreaterThanOrEqual(max);
    expect(allowed).toBeLessThanOrEqual(max + batchSize(RATE_LIMIT_DEFAULTS.search_ip));
  });

  it('starts a new window once the old one has run out', async () => {
    const limiter = createRateLimiter(server.ctx);
    const { max, windowSeconds } = RATE_LIMIT_DEFAULTS.search_ip;
    for (let i = 0; i < max; i++) await limiter.consume('search_ip', '192.0.2.9');
    await expect(limiter.consume('search_ip', '192.0.2.9')).rejects.toMatchObject({ code: 'rate_limited' });
    server.clock.advance(windowSeconds * 1000);
    await limiter.consume('search_ip', '192.0.2.9');
  });
});
