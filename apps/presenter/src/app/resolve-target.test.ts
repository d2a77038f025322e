import { describe, expect, it } from 'vitest';
import { isSameLocation, resolveTarget } from './resolve-target';

describe('resolveTarget', () => {
  it('takes a target starting with a slash as a path', () => {
    expect(resolveTarget('/pricing')).toBe('/pricing');
    expect(resolveTarget('/login', {}, { next: '/account' })).toBe('/login?next=%2Faccount');
  });

  it('takes any other target as a route name and fills its parameters', () => {
    expect(resolveTarget('home')).toBe('/home');
    expect(resolveTarget('presentation', { id: 42 })).toBe('/presentation/42');
    expect(resolveTarget('present', { id: 'a b/c' })).toBe('/present/a%20b%2Fc');
  });

  it('appends the query and skips empty values', () => {
    expect(resolveTarget('resetPassword', {}, { token: 'abc', empty: undefined, none: null })).toBe(
      '/reset-password?token=abc',
    );
    expect(resolveTarget('/pricing?tab=monthly', {}, { x: 1 })).toBe('/pricing?tab=monthly&x=1');
  });

  it('refuses unknown names and missing parameters', () => {
    expect(() => resolveTarget('nowhere')).toThrow(/Unknown route/);
    expect(() => resolveTarget('presentation')).toThrow(/parameter "id"/);
  });
});

describe('isSameLocation', () => {
  const here = { pathname: '/account', search: '', hash: '' };

  it('recognises the current location', () => {
    expect(isSameLocation('/account', here)).toBe(true);
  });

  it('tells a different path or query apart', () => {
    expect(isSameLocation('/home', here)).toBe(false);
    expect(isSameLocation('/account?tab=plan', here)).toBe(false);
  });
});
