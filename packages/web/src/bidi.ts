/** First strong isolate and pop directional isolate: the text between takes its own direction. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * The text wrapped in bidi isolation marks, for places where an element cannot carry `dir`
 * (SVG text, a value inside a translated sentence or an attribute): a Latin question in the
 * Arabic interface keeps its punctuation on its own side, and numbers keep their order.
 */
export function isolateText(text: string | number): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
