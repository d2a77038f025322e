import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret: 32 random bytes (256 bits), base64url, 43 characters. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha256 (hex) under which a token is stored; the token itself is never kept. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Sessions last 3 years, like the presenter's token cookie. */
export const SESSION_TTL_MS = 3 * 365 * 24 * 60 * 60 * 1000;
