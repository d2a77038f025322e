import { describe, expect, it } from 'vitest';
import { getBarRows } from '@crowdeck/web';
import { formatDuration, formatSeconds, toPeopleShares } from './run-format';

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

  it('shows a several-answers poll as shares of the people who answered, not of the picks', () => {
    const options = ['Tea', 'Coffee', 'Juice'].map((text, i) => ({
      id: String(i),
      text,
      colour: '#5B3DF5',
    }));
    // Three people: all chose Coffee, one chose Tea too (4 picks).
    const rows = getBarRows(options, { '0': 1, '1': 3, '2': 0 });
    expect(rows.map((row) => row.percent)).toEqual([25, 75, 0]);
    expect(toPeopleShares(rows, 3).map((row) => row.percent)).toEqual([33, 100, 0]);
    expect(toPeopleShares(rows, 0).map((row) => row.percent)).toEqual([0, 0, 0]);
  });
});
