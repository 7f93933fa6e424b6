import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '../contracts/api-token.schema.js';

/** `krt_` and 256 random bits in base64url (43 characters): what the member copies, shown once. */
export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the table stores and looks up by: the hex SHA-256 of the secret. A 256-bit secret needs no slow hash. */
export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a string has the shape of one of our secrets (anything else is refused without a database read). */
export function looksLikeApiTokenSecret(value: string): boolean {
  return /^krt_[A-Za-z0-9_-]{43}$/.test(value);
}
