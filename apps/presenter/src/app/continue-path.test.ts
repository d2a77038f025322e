import { describe, expect, it } from 'vitest';
import { toSafeNext, withNext } from './continue-path';

describe('withNext', () => {
  it('carries where to continue through register and login', () => {
    expect(withNext('/register', '/pricing?checkout=pro-monthly')).toBe(
      '/register?next=%2Fpricing%3Fcheckout%3Dpro-monthly',
    );
    expect(withNext('/login', null)).toBe('/login');
  });
});

describe('toSafeNext', () => {
  it('follows paths of this app', () => {
    expect(toSafeNext('/pricing?checkout=pro-monthly')).toBe('/pricing?checkout=pro-monthly');
    expect(toSafeNext('/account')).toBe('/account');
  });

  it('refuses anything that could leave the site', () => {
    expect(toSafeNext('//evil.example/x')).toBeNull();
    expect(toSafeNext('/\\evil.example')).toBeNull();
    expect(toSafeNext('https://evil.example')).toBeNull();
    expect(toSafeNext('/a\nb')).toBeNull();
    expect(toSafeNext('')).toBeNull();
    expect(toSafeNext(null)).toBeNull();
  });
});
