import { describe, expect, it } from 'vitest';
import { countSentEntries } from './entry-count';

describe('entries sent on a slide', () => {
  it('takes the larger of the server count and this page count', () => {
    expect(countSentEntries({ answeredSlideIds: ['w', 'q'], entryCounts: { w: 2 } }, 'w', 1)).toBe(
      2,
    );
    expect(countSentEntries({ answeredSlideIds: ['w'] }, 'w', 3)).toBe(3);
    expect(countSentEntries({ answeredSlideIds: [] }, 'w', 0)).toBe(0);
  });

  it('falls back to answered slide ids when the server sends no counts', () => {
    expect(countSentEntries({ answeredSlideIds: ['w', 'q'] }, 'w', 0)).toBe(1);
  });
});
