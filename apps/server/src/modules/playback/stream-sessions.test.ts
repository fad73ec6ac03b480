import { randomBytes } from 'node:crypto';
import { PLANS } from '@mzansi/contracts/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { isAppError } from '../../http/errors';
import { TEST_MEDIA } from '../media/test-media';
import { createStreamSessionService } from './stream-sessions.service';

/**
 * The device-limit race without HTTP in between, so the five starts reach the database together: without the
 * per-user lock, PostgreSQL's READ COMMITTED lets several of them count three streams and insert a fourth.
 */
describe('stream session leases under concurrency', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('never grants more streams than the plan allows, whatever the interleaving', async () => {
    const streams = createStreamSessionService(server.ctx);
    for (let round = 0; round < 8; round++) {
      const account = await signUpAndConfirm(server);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          streams.start({
            userId: account.userId,
            authSessionId: 'test',
            videoId: TEST_MEDIA.main,
            device: { key: randomBytes(9).toString('base64url'), label: 'Test', ip: null },
            plan: PLANS.premium,
          }),
        ),
      );
      const granted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(granted, `round ${round}`).toHaveLength(4);
      expect(refused.map((outcome) => isAppError(outcome.reason) && outcome.reason.code)).toEqual([
        'too_many_streams',
      ]);
      expect(await streams.list(account.userId, null)).toHaveLength(4);
    }
  });
});
