import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createErrorReporter, redact, redactUrl } from './telemetry';

describe('client error reports (spec §8/§9)', () => {
  it('sends the same error at most 5 times per 60 s, then again after the window', () => {
    let now = 1_000_000;
    const send = vi.fn();
    const reporter = createErrorReporter({ send, now: () => now });

    for (let i = 0; i < 8; i++) reporter.report(new Error('kaboom'));
    expect(send).toHaveBeenCalledTimes(5);

    reporter.report(new Error('something else'));
    expect(send).toHaveBeenCalledTimes(6);

    now += 60_001;
    reporter.report(new Error('kaboom'));
    expect(send).toHaveBeenCalledTimes(7);
  });

  it('fills the spec defaults: severity medium, recoverable true; API errors keep their type', () => {
    const send = vi.fn();
    const reporter = createErrorReporter({
      send,
      now: () => 0,
      currentUrl: () => 'http://x/auth?token=abc&tab=login',
    });
    reporter.report(new Error('render failed'));
    reporter.report(new ApiError('Boom', { status: 503 }));
    expect(send.mock.calls[0]![0]).toMatchObject({
      type: 'component-render',
      severity: 'medium',
      recoverable: true,
      message: 'render failed',
      url: 'http://x/auth?token=[redacted]&tab=login',
      occurredAt: '1970-01-01T00:00:00.000Z',
    });
    expect(send.mock.calls[1]![0]).toMatchObject({ type: 'service-unavailable' });
  });

  it('redacts keys containing password, token, signature, key, secret, auth or cookie, at any depth', () => {
    const input = {
      email: 'a@b.co.za',
      password: 'hunter2',
      nested: { accessToken: 'x', apiKey: 'y', Signature: 'z', list: [{ clientSecret: 's', Cookie: 'c' }] },
      authorization: 'Bearer t',
      page: '/home',
    };
    expect(redact(input)).toEqual({
      email: 'a@b.co.za',
      password: '[redacted]',
      nested: {
        accessToken: '[redacted]',
        apiKey: '[redacted]',
        Signature: '[redacted]',
        list: [{ clientSecret: '[redacted]', Cookie: '[redacted]' }],
      },
      authorization: '[redacted]',
      page: '/home',
    });
    const send = vi.fn();
    createErrorReporter({ send }).report(new Error('x'), { context: { newPassword: 'p', step: 2 } });
    expect(send.mock.calls[0]![0].context).toEqual({ newPassword: '[redacted]', step: 2 });
    expect(redactUrl('/auth?reset=true&token=abc')).toBe('/auth?reset=true&token=[redacted]');
  });

  it('never throws when sending fails', () => {
    const reporter = createErrorReporter({
      send: () => {
        throw new Error('offline');
      },
    });
    expect(() => reporter.report(new Error('x'))).not.toThrow();
  });
});
