import { describe, expect, it } from 'vitest';
import { getRemoteUrl } from './remote-address';

describe('getRemoteUrl', () => {
  it('uses the presenter address as it is when phones can reach it', () => {
    expect(getRemoteUrl('https://crowdeck.example.org', 'https://join.example.org', 'abc')).toBe(
      'https://crowdeck.example.org/remote/abc',
    );
  });

  it('opened on loopback, points phones at the network address of the join link', () => {
    expect(getRemoteUrl('http://localhost:3000', 'http://192.168.1.20:3001', 'tok')).toBe(
      'http://192.168.1.20:3000/remote/tok',
    );
    expect(getRemoteUrl('http://127.0.0.1:3000', 'http://10.0.0.7:3001', 'tok')).toBe(
      'http://10.0.0.7:3000/remote/tok',
    );
  });

  it('stays on loopback when the join link is loopback too (no network)', () => {
    expect(getRemoteUrl('http://localhost:3000', 'http://localhost:3001', 'tok')).toBe(
      'http://localhost:3000/remote/tok',
    );
  });
});
