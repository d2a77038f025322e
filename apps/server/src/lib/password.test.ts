import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { checkPasswordPolicy } from './password-policy';

describe('checkPasswordPolicy', () => {
  it('refuses passwords from the common list, whatever their case', () => {
    expect(checkPasswordPolicy('password')).toBe('password.common');
    expect(checkPasswordPolicy('QWERTY123')).toBe('password.common');
    expect(checkPasswordPolicy('iloveyou1')).toBe('password.common');
  });

  it('accepts an uncommon password', () => {
    expect(checkPasswordPolicy('violet-harbour-trombone')).toBeNull();
  });
});

describe('hashPassword', () => {
  it('hashes with argon2id and a fresh salt, and verifies only the right password', async () => {
    const first = await hashPassword('violet-harbour-trombone');
    const second = await hashPassword('violet-harbour-trombone');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'violet-harbour-trombone')).toBe(true);
    expect(await verifyPassword(first, 'Violet-harbour-trombone')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
