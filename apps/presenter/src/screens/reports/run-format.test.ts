import { describe, expect, it } from 'vitest';
import { formatDuration, formatSeconds } from './run-format';

describe('run formats', () => {
  it('says how long a run lasted, and nothing while it runs', () => {
    const start = '2026-11-25T10:00:00.000Z';
    expect(formatDuration(start, null)).toBe('');
    expect(formatDuration(start, '2026-11-25T10:00:40.000Z')).toBe('40 s');
    expect(formatDuration(start, '2026-11-25T10:12:20.000Z')).toBe('12 min');
    expect(formatDuration(start, '2026-11-25T11:05:00.000Z')).toBe('1 h 05 min');
  });

  it('writes times in seconds with a tenth', () => {
    expect(formatSeconds(2_440)).toBe('2.4 s');
    expect(formatSeconds(null)).toBe('–');
  });
});
