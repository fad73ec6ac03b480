import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A random id per browser, httpOnly: playback URLs are bound to it so a copied URL fails on another device. */
export const DEVICE_COOKIE = 'mz_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export function ensureDeviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[DEVICE_COOKIE];
  if (existing && DEVICE_ID.test(existing)) return existing;
  const deviceId = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, deviceId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60 * 60 * 24 * 400,
  });
  return deviceId;
}
