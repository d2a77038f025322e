/** Whitespace runs of any kind (line breaks, tabs, no-break spaces) become one space. */
const WHITESPACE = /\s+/gu;

/**
 * A page's text as an image's alternative text: trimmed, whitespace collapsed, cut to `max`
 * characters (never between the two halves of a surrogate pair, so an emoji is kept or dropped
 * whole).
 */
export function toAltText(parts: readonly string[], max: number): string {
  const text = parts.join(' ').replace(WHITESPACE, ' ').trim();
  return cutText(text, max).trimEnd();
}

/** `text` cut to at most `max` UTF-16 units, without splitting a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return text.slice(0, end);
}
