import { describe, expect, it } from 'vitest';
import { toAddressKey } from './address-key';

describe('toAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(toAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(toAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 under one key', () => {
    const a = toAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    const b = toAddressKey('2001:0db8:0001:0002::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
  });

  it('keeps different /64 networks apart', () => {
    expect(toAddressKey('2001:db8:1:3::1')).not.toBe(toAddressKey('2001:db8:1:2::1'));
  });

  it('treats loopback ::1 as its own network', () => {
    expect(toAddressKey('::1')).toBe('::/64');
  });

  it('uses anything unparsable as it is', () => {
    expect(toAddressKey('unknown')).toBe('unknown');
  });
});
