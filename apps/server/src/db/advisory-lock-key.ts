import { createHash } from 'node:crypto';

/**
 * The key of a PostgreSQL advisory lock on a named thing ("transcode" and a video id, "upload" and an upload id):
 * 63 bits of a SHA-256, as a bigint in text (the lock functions' key type). Different kinds never collide in
 * practice, and every instance computes the same key.
 */
export function advisoryLockKey(kind: string, id: string): string {
  const digest = createHash('sha256').update(`mzansi:${kind}:${id}`).digest();
  return (digest.readBigUInt64BE(0) >> 1n).toString();
}
