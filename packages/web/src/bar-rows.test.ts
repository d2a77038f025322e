import { describe, expect, it } from 'vitest';
import { getBarRows, getPeopleShares } from './bar-rows';

const options = [
  { id: 'a', text: 'Red', colour: '#E21B3C' },
  { id: 'b', text: 'Blue', colour: '#1368CE' },
  { id: 'c', text: 'Gold', colour: '#D89E00' },
];

describe('getBarRows', () => {
  it('gives counts and whole percentages that add up to 100', () => {
    const rows = getBarRows(options, { a: 1, b: 1, c: 1 });
    expect(rows.map((row) => row.count)).toEqual([1, 1, 1]);
    expect(rows.map((row) => row.percent)).toEqual([34, 33, 33]);
    const uneven = getBarRows(options, { a: 2, b: 1, c: 4 });
    expect(uneven.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
    expect(uneven.map((row) => row.percent)).toEqual([29, 14, 57]);
  });

  it('sizes bars against the most voted option', () => {
    const rows = getBarRows(options, { a: 5, b: 10 });
    expect(rows.map((row) => row.width)).toEqual([50, 100, 0]);
  });

  it('shows empty bars and 0% before anyone votes, ignoring unknown ids', () => {
    const rows = getBarRows(options, { zzz: 4 });
    expect(rows.map((row) => [row.count, row.percent, row.width])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('marks the correct options of a closed quiz question', () => {
    const rows = getBarRows(options, { a: 3 }, ['c']);
    expect(rows.map((row) => row.isCorrect)).toEqual([false, false, true]);
  });

  it('shares an up-to-k poll among the people, not the picks (2 of 3 people is 67 %)', () => {
    // Three people, five picks: a and b by two people each, c by one.
    const rows = getBarRows(options, { a: 2, b: 2, c: 1 }, [], 3);
    expect(rows.map((row) => row.percent)).toEqual([67, 67, 33]);
    expect(getBarRows(options, { a: 2, b: 2, c: 1 }).map((row) => row.percent)).toEqual([
      40, 40, 20,
    ]);
  });

  it('keeps shares adding up to 100 when each person picked one', () => {
    expect(getBarRows(options, { a: 1, b: 1, c: 1 }, [], 3).map((row) => row.percent)).toEqual([
      34, 33, 33,
    ]);
  });
});

describe('getPeopleShares', () => {
  it('counts votes when the people given cannot be right, and 0 % before anyone answered', () => {
    expect(getPeopleShares([4, 1], 5, 2)).toEqual([80, 20]);
    expect(getPeopleShares([0, 0], 0, 0)).toEqual([0, 0]);
    expect(getPeopleShares([1, 0], 1, 4)).toEqual([25, 0]);
  });
});
