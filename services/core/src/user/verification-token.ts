import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the link carries the token, the database only its hash. */
export function newVerificationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashVerificationToken(token) };
}

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
