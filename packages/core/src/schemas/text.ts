import { z } from 'zod';

/**
 * Text helpers every schema with free text uses, so what reaches the database and other people's
 * screens is clean. PostgreSQL refuses U+0000 in text, so one NUL byte in a batched write used to
 * fail every row of the batch; other control characters and unpaired surrogates have no business
 * in a title, a nickname or an answer either. Passwords and tokens are not text (they are hashed,
 * never stored or shown) and keep their own schemas.
 */

/** Line breaks and tabs: they become one space in single-line text. */
const WHITESPACE_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
/** Line breaks of every platform, written as `\n` in multi-line text. */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/gu;
/** Control characters left after the above (NUL, escape, DEL, C1…) and unpaired surrogates. */
const FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
/** The same without the newline that multi-line text keeps. */
const FORBIDDEN_MULTI_LINE = /[^\n\P{Cc}]|\p{Cs}/u;

/**
 * Characters that draw nothing: format characters (zero-width space and joiners, bidi controls,
 * soft hyphen, BOM, tags), variation selectors, Hangul fillers, the Braille blank and the
 * combining grapheme joiner. Kept inside text (emoji sequences need the joiner) but not enough
 * on their own to make a name or an answer.
 */
const INVISIBLE =
  /[\p{Cf}\p{Zl}\p{Zp}\s\p{Variation_Selector}\u115F\u1160\u3164\uFFA0\u2800]|\u034F/gu;

/** Whether the text shows at least one visible character. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '').length > 0;
}

/** How one text field is limited, with the validation codes it reports. */
export interface TTextRules {
  /** Longest text accepted, in UTF-16 units, after cleaning. */
  max: number;
  /** Code when longer than `max`. */
  tooLong: string;
  /** Code when empty or invisible; leave out where empty text is allowed (e.g. a draft question). */
  required?: string;
  /** Trim surrounding space (default true; the editor's live fields keep it while typing). */
  trim?: boolean;
}

/** A one-line text field (names, titles, words): breaks and tabs become spaces, controls refused. */
export function singleLineText(rules: TTextRules) {
  const base = z.string('required').overwrite((value) => value.replace(WHITESPACE_CONTROLS, ' '));
  return finish(base, FORBIDDEN, rules);
}

/** A text field that may span lines (answers, messages): `\n` kept, other controls refused. */
export function multiLineText(rules: TTextRules) {
  const base = z
    .string('required')
    .overwrite((value) => value.replace(LINE_BREAKS, '\n').replace(/[\t\v\f]/gu, ' '));
  return finish(base, FORBIDDEN_MULTI_LINE, rules);
}

function finish(schema: z.ZodString, forbidden: RegExp, rules: TTextRules) {
  let result = rules.trim === false ? schema : schema.trim();
  result = result.refine((value) => !forbidden.test(value), 'text.invalidCharacters');
  if (rules.required) {
    const code = rules.required;
    result = result.refine((value) => hasVisibleText(value), code);
  }
  return result.max(rules.max, rules.tooLong);
}
