import { describe, expect, it } from 'vitest';
import { createNginxSigner, signNginxToken, verifyNginxToken } from './nginx-secure-link';

const secret = 's3cret-s3cret-s3cret-s3cret-s3cret';
const videoId = '0b6b6a7e-3b8f-4d4b-9b1e-5f0c3d2a1e11';
const grant = { videoId, expires: 2_000_000_000, maxHeight: 480, deviceId: 'device-a' };
const now = 1_900_000_000;

describe('nginx secure_link tokens', () => {
  it('follow nginx’s documented recipe (openssl md5 -binary | base64 | tr +/ -_ | tr -d =)', () => {
    // echo -n '2000000000/480/<videoId>/device-a <secret>' | openssl md5 -binary | openssl base64 | tr +/ -_ | tr -d =
    expect(signNginxToken(secret, grant)).toBe('2000000000-480-mauKYUyeTs3Zp6DHCr2amw');
  });

  it('verify for the video, device and time they were issued for, and nothing else', () => {
    const token = signNginxToken(secret, grant);
    expect(verifyNginxToken(secret, token, videoId, now, 'device-a')).toMatchObject({
      ok: true,
      grant: { videoId, expires: grant.expires, maxHeight: 480 },
    });
    const refusals: [string, string, number, string | undefined][] = [
      [token, '1c7c7b8f-4c90-4e5c-8c2f-6a1d4e3b2f22', now, 'device-a'],
      [token, videoId, now, 'device-b'],
      [token, videoId, now, undefined],
      [token.replace('-480-', '-1080-'), videoId, now, 'device-a'],
    ];
    for (const [candidate, video, time, device] of refusals) {
      expect(verifyNginxToken(secret, candidate, video, time, device)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    }
    expect(verifyNginxToken(secret, token, videoId, grant.expires, 'device-a')).toEqual({
      ok: false,
      reason: 'expired',
    });
    for (const malformed of ['', '2000000000-480', `${token}x`, '../../etc/passwd']) {
      expect(verifyNginxToken(secret, malformed, videoId, now, 'device-a')).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('signs the master playlist URL under the configured edge origin', () => {
    const signer = createNginxSigner({ secret, baseUrl: 'https://media.example.co.za' });
    expect(
      signer.sign({ videoId, expires: grant.expires, maxHeight: 480, deviceId: 'device-a', clientIp: null })
        .url,
    ).toBe(
      `https://media.example.co.za/media/v/2000000000-480-mauKYUyeTs3Zp6DHCr2amw/${videoId}/master.m3u8`,
    );
  });
});
