import { describe, expect, it } from 'vitest';
import { bindingTag, signMediaToken, verifyMediaToken } from './media-token';

const secret = 'x'.repeat(40);
const videoId = '0b6b6a7e-3b8f-4d4b-9b1e-5f0c3d2a1e11';
const otherVideo = '1c7c7b8f-4c90-4e5c-8c2f-6a1d4e3b2f22';
const device = bindingTag('device-a');
const grant = { videoId, expires: 2_000_000_000, maxHeight: 480, binding: device };
const now = 1_900_000_000;

describe('media tokens', () => {
  const token = signMediaToken(secret, grant);

  it('opens the video it was issued for, on the device it was issued to', () => {
    expect(verifyMediaToken(secret, token, videoId, now, device)).toEqual({ ok: true, grant });
  });

  it('refuses another video, another device, an expired time, another secret', () => {
    expect(verifyMediaToken(secret, token, otherVideo, now, device)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyMediaToken(secret, token, videoId, now, bindingTag('device-b'))).toEqual({
      ok: false,
      reason: 'wrong_device',
    });
    expect(verifyMediaToken(secret, token, videoId, grant.expires, device)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyMediaToken('y'.repeat(40), token, videoId, now, device)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a token whose rung limit or expiry was raised by hand', () => {
    const raised = token.replace('-480-', '-1080-');
    expect(verifyMediaToken(secret, raised, videoId, now, device)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const later = token.replace('2000000000', '2100000000');
    expect(verifyMediaToken(secret, later, videoId, now, device)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of ['', 'abc', '../../etc/passwd', `${token}x`, token.replace(/-/g, '_')]) {
      expect(verifyMediaToken(secret, bad, videoId, now, device).ok).toBe(false);
    }
  });

  it('lets an unbound token play on any device', () => {
    const unbound = signMediaToken(secret, { ...grant, binding: '0' });
    expect(verifyMediaToken(secret, unbound, videoId, now, bindingTag('anyone')).ok).toBe(true);
  });
});
