import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** Random bytes drawn 128 tokens at a time (as Node's randomUUID does): one call per 128 joins. */
const POOL_BYTES = TOKEN_BYTES * 128;
let pool = Buffer.alloc(0);
let used = 0;

/** A new opaque secret: 32 random bytes (256 bits), base64url, 43 characters. */
export function createOpaqueToken(): string {
  if (used + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + TOKEN_BYTES);
  // Each byte serves once: wiped as it is handed out.
  pool.fill(0, used, used + TOKEN_BYTES);
  used += TOKEN_BYTES;
  return token;
}

/** The sha256 (hex) under which a token is stored; the token itself is never kept. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Sessions last 3 years, like the presenter's token cookie. */
export const SESSION_TTL_MS = 3 * 365 * 24 * 60 * 60 * 1000;
