import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { loggerOptions, redactDeep, redactUrl } from './logger';

describe('log redaction (spec §9)', () => {
  it('hides values whose keys contain password, token, signature, key, secret, auth or cookie, at any depth', () => {
    const out = redactDeep({
      email: 'a@b.co.za',
      password: 'hunter22',
      nested: { accessToken: 't', apiKey: 'k', Authorization: 'Bearer x', list: [{ cookie: 'c', safe: 1 }] },
      signatureValid: true,
      clientSecret: 's',
    });
    expect(out).toEqual({
      email: 'a@b.co.za',
      password: '[Redacted]',
      nested: {
        accessToken: '[Redacted]',
        apiKey: '[Redacted]',
        Authorization: '[Redacted]',
        list: [{ cookie: '[Redacted]', safe: 1 }],
      },
      signatureValid: '[Redacted]',
      clientSecret: '[Redacted]',
    });
  });

  it('leaves class instances (requests, errors) to their serializers', () => {
    class Request {
      get url() {
        return '/x';
      }
    }
    const request = new Request();
    const error = new Error('boom');
    const out = redactDeep({ req: request, err: error }) as { req: unknown; err: unknown };
    expect(out.req).toBe(request);
    expect(out.err).toBe(error);
  });

  it('logs a request through the real logger without losing its URL or leaking its token', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info', false), { write: (line: string) => lines.push(line) });
    class FakeRequest {
      method = 'GET';
      get url() {
        return '/media/v/1800000000-480-abc-sig/v1/master.m3u8?token=t';
      }
    }
    logger.info({ req: new FakeRequest(), password: 'p' }, 'incoming request');
    const entry = JSON.parse(lines[0]!) as { req: { url: string; method: string }; password: string };
    expect(entry.req).toEqual({ method: 'GET', url: '/media/v/[Redacted]/v1/master.m3u8?token=[Redacted]' });
    expect(entry.password).toBe('[Redacted]');
  });

  it('hides tokens in media paths and in query strings', () => {
    expect(redactUrl('/media/v/1800000000-480-abc-sig/1234/master.m3u8')).toBe(
      '/media/v/[Redacted]/1234/master.m3u8',
    );
    expect(redactUrl('/api/auth/reset?token=abc&x=1')).toBe('/api/auth/reset?token=[Redacted]&x=1');
    expect(redactUrl('/auth-callback?code=xyz&state=s1')).toBe(
      '/auth-callback?code=[Redacted]&state=[Redacted]',
    );
  });
});
