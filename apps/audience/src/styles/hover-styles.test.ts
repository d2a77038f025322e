import { describe, expect, it } from 'vitest';
import { findUnguardedHover } from '@crowdeck/web';

const sheets = import.meta.glob<string>('./*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('hover styles', () => {
  it('apply only where a pointer hovers (a tap leaves none behind)', () => {
    expect(Object.keys(sheets).length).toBeGreaterThan(0);
    const unguarded = Object.entries(sheets).flatMap(([file, css]) =>
      findUnguardedHover(css).map((selector) => `${file}: ${selector}`),
    );
    expect(unguarded).toEqual([]);
  });
});
