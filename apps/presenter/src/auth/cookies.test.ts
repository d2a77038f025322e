import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads the named cookie among others, decoded', () => {
    const cookies = 'theme=dark; crowdeckToken=abc%2F123; other=1';
    expect(readCookie('crowdeckToken', cookies)).toBe('abc/123');
    expect(readCookie('missing', cookies)).toBeUndefined();
    expect(readCookie('crowdeckToken', '')).toBeUndefined();
  });

  it('writes the value at path / with SameSite=Lax and an expiry in days', () => {
    const cookie = serializeCookie('crowdeckToken', 'a b', { days: 1, secure: true });
    expect(cookie).toMatch(
      /^crowdeckToken=a%20b; Expires=[^;]+ GMT; Path=\/; SameSite=Lax; Secure$/,
    );
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(864e5 - 5000);
  });

  it('deletes with an expiry in the past', () => {
    const expires = /Expires=([^;]+)/.exec(serializeCookie('x', '', { days: -1 }))?.[1] ?? '';
    expect(Date.parse(expires)).toBeLessThan(Date.now());
  });
});
