import { describe, expect, it } from 'vitest';
import { isProfane } from './profanity';

describe('profanity filter', () => {
  it('catches profanity, look-alike characters included', () => {
    expect(isProfane('shit')).toBe(true);
    expect(isProfane('sh1t happens')).toBe(true);
    expect(isProfane('ѕhit')).toBe(true);
  });

  it('lets ordinary names and numbers through', () => {
    expect(isProfane('Brave Otter')).toBe(false);
    expect(isProfane('Table 455')).toBe(false);
    expect(isProfane('p2-717')).toBe(false);
  });
});
