import { describe, expect, it } from 'vitest';
import { formatJoinCode, getAudienceHost, getJoinAddress, getJoinUrl } from './join-address';

describe('join address', () => {
  it('drops the protocol and trailing slash for what people type', () => {
    expect(getAudienceHost('https://join.crowdeck.app/')).toBe('join.crowdeck.app');
    expect(getJoinAddress('http://localhost:3601', '12345678')).toBe('localhost:3601/12345678');
  });

  it('keeps the full URL for the QR code', () => {
    expect(getJoinUrl('https://join.crowdeck.app/', '12345678')).toBe(
      'https://join.crowdeck.app/12345678',
    );
  });

  it('groups the code in fours', () => {
    expect(formatJoinCode('12345678')).toBe('1234 5678');
  });
});
