// Plain constants, no zod: phones read them without the answer-format schemas coming along.

/** Limits of the formats' settings. */
export const FORMAT_LIMITS = {
  scaleMaxChoices: [5, 10] as const,
  scaleLabelMax: 40,
  /** Largest absolute number of a numeric slide. */
  numberAbsMax: 1_000_000_000,
  /** At most this many steps between a numeric slide's min and max. */
  numericStepsMax: 100_000,
  /** A typed answer is at most this long. */
  typedAnswerMax: 120,
  /** Typed answers of at least this many letters accept one typo when the slide allows it. */
  typoMinLetters: 5,
} as const;
