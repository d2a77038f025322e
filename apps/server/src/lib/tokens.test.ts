import { describe, expect, it } from 'vitest';
import { createOpaqueToken, hashToken } from './tokens';

describe('createOpaqueToken', () => {
  it('makes 256-bit URL-safe tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, createOpaqueToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });
});

describe('hashToken', () => {
  it('is the sha256 hex of the token', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
