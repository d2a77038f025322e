import { describe, expect, it } from 'vitest';
import { findUnguardedHover } from './hover-styles';

/**
 * An app's test that its stylesheets (`sheets`: file → CSS, from an `import.meta.glob` beside
 * them) style `:hover` only where a pointer hovers (tests only).
 */
export function describeHoverStyles(sheets: Record<string, string>): void {
  describe('hover styles', () => {
    it('apply only where a pointer hovers (a tap leaves none behind)', () => {
      expect(Object.keys(sheets).length).toBeGreaterThan(0);
      const unguarded = Object.entries(sheets).flatMap(([file, css]) =>
        findUnguardedHover(css).map((selector) => `${file}: ${selector}`),
      );
      expect(unguarded).toEqual([]);
    });
  });
}
