import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { hashLimitKey, setAddressHashKey, toAddressKey, toNetwork } from './address-key';

describe('toNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(toNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(toNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one network', () => {
    expect(toNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(toNetwork('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
  });

  it('treats loopback ::1 as its own network', () => {
    expect(toNetwork('::1')).toBe('::/64');
  });

  it('uses anything unparsable as it is', () => {
    expect(toNetwork('unknown')).toBe('unknown');
  });
});

describe('toAddressKey', () => {
  afterEach(() => setAddressHashKey('a-key-for-the-next-test'));

  it('never contains the address, only a keyed hash of its network', () => {
    setAddressHashKey('0123456789abcdef-key');
    const key = toAddressKey('203.0.113.7');
    expect(key).not.toContain('203');
    expect(key).toMatch(/^[\w-]{22}$/);
    const expected = createHmac('sha256', '0123456789abcdef-key')
      .update('203.0.113.7')
      .digest('base64url')
      .slice(0, 22);
    expect(key).toBe(expected);
  });

  it('gives an IPv4 address and its IPv4-mapped form the same key', () => {
    expect(toAddressKey('::ffff:203.0.113.7')).toBe(toAddressKey('203.0.113.7'));
  });

  it('counts every address of one IPv6 /64 under one key and keeps /64s apart', () => {
    const a = toAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(toAddressKey('2001:0db8:0001:0002::1')).toBe(a);
    expect(toAddressKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('changes with the key, so a copied Redis cannot be matched without it', () => {
    setAddressHashKey('first-key-0123456789');
    const first = toAddressKey('198.51.100.1');
    setAddressHashKey('second-key-0123456789');
    expect(toAddressKey('198.51.100.1')).not.toBe(first);
  });

  it('hashes other limit keys (emails) the same way', () => {
    expect(hashLimitKey('ada@example.org')).not.toContain('example');
    expect(hashLimitKey('ada@example.org')).toBe(hashLimitKey('ada@example.org'));
  });

  it('refuses a key too short to keep addresses secret', () => {
    expect(() => setAddressHashKey('short')).toThrow(/too short/);
  });
});
