/** The media query hover styles sit in: a tap on a touch screen leaves no hover state behind. */
const HOVER_MEDIA = /@media[^{]*\(\s*hover\s*:\s*hover\s*\)/;

/**
 * Selectors of a stylesheet that use `:hover` outside `@media (hover: hover)`. On phones a tap
 * leaves such a style on until the next tap elsewhere (a selected tab turned purple on purple).
 */
export function findUnguardedHover(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const open: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '{') {
      const prelude = text.slice(start, i).trim();
      const guarded = open.some((p) => HOVER_MEDIA.test(p));
      if (prelude.includes(':hover') && !prelude.startsWith('@') && !guarded) found.push(prelude);
      open.push(prelude);
      start = i + 1;
    } else if (c === '}') {
      open.pop();
      start = i + 1;
    } else if (c === ';') start = i + 1;
  }
  return found;
}
