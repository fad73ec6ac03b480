import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's 46 MiB / t=1 / p=1 setting (ASVS 11.4.2). `Algorithm.Argon2id` is a const enum that cannot
 * be imported under isolatedModules; 2 is its value.
 */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}
