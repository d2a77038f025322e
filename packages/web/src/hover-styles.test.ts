import { describe, expect, it } from 'vitest';
import { findUnguardedHover } from './hover-styles';

describe('findUnguardedHover', () => {
  it('finds :hover outside @media (hover: hover), in lists and other media too', () => {
    const css = `
      /* a comment with a:hover { } */
      button:hover { color: red; }
      .a, .b:hover { color: red; }
      @media (max-width: 600px) { .c:hover { color: red; } }
      @media (hover: hover) { .d:hover { color: red; } }
      @media (min-width: 1px) and (hover: hover) { .e:hover { color: red; } }
      .f:focus-visible { color: red; }`;
    expect(findUnguardedHover(css)).toEqual(['button:hover', '.a, .b:hover', '.c:hover']);
  });
});
