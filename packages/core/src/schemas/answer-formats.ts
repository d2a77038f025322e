import { z } from 'zod';
import { FORMAT_LIMITS } from '../constants/format-limits';
import { intInRange } from './numbers';
import { singleLineText } from './text';

/**
 * How the audience answers a quiz or poll slide. A quiz is scored, a poll is not; the format
 * decides what a phone sends:
 * - choice: one option (the classic quiz and poll);
 * - multi: several options (a quiz with several correct answers, a poll with up to k choices);
 * - typeAnswer: a typed answer matched against the slide's accepted answers (quiz only);
 * - numeric: a number between min and max (a quiz with a correct value and a tolerance band, or a
 *   poll showing the distribution);
 * - scales: each statement (an option) rated on a 1–5 or 1–10 scale, or skipped (poll only);
 * - ranking: the items (options) put in order (poll only).
 */
export const ANSWER_FORMATS = [
  'choice',
  'multi',
  'typeAnswer',
  'numeric',
  'scales',
  'ranking',
] as const;
export const ZAnswerFormatSchema = z.enum(ANSWER_FORMATS, 'format.invalid');
export type TAnswerFormat = z.infer<typeof ZAnswerFormatSchema>;

/** Formats each answerable slide type accepts. */
export const FORMATS_BY_TYPE: Readonly<Record<'quiz' | 'poll', readonly TAnswerFormat[]>> = {
  quiz: ['choice', 'multi', 'typeAnswer', 'numeric'],
  poll: ['choice', 'multi', 'numeric', 'scales', 'ranking'],
};

const ZNumberSchema = z
  .number('invalidType')
  .refine(Number.isFinite, 'invalidType')
  .refine((n) => Math.abs(n) <= FORMAT_LIMITS.numberAbsMax, 'number.range');

const ZScaleLabelSchema = singleLineText({
  max: FORMAT_LIMITS.scaleLabelMax,
  tooLong: 'scaleLabel.tooLong',
  trim: false,
});

/**
 * A slide's format settings; every field is optional and falls back to the format's default
 * (see getSlideSettings). Settings of other formats are kept, so switching back restores them.
 */
export const ZSlideSettingsSchema = z.strictObject({
  /** multi poll: how many options a phone may pick (1..options). */
  maxChoices: intInRange(1, 10, 'maxChoices.range').optional(),
  /** typeAnswer: accept one typo in answers of five or more letters. */
  typoTolerance: z.boolean('invalidType').optional(),
  /** numeric: the slider's range and step. */
  min: ZNumberSchema.optional(),
  max: ZNumberSchema.optional(),
  step: ZNumberSchema.refine((n) => n > 0, 'step.range').optional(),
  /** numeric quiz: the correct value (null: not set yet) and the band around it that scores. */
  correctValue: ZNumberSchema.nullable().optional(),
  tolerance: ZNumberSchema.refine((n) => n >= 0, 'tolerance.range').optional(),
  /** scales: the top of the scale (1–5 or 1–10) and the labels of its two ends. */
  scaleMax: z
    .number('invalidType')
    .int('invalidType')
    .refine(
      (n) => (FORMAT_LIMITS.scaleMaxChoices as readonly number[]).includes(n),
      'scaleMax.invalid',
    )
    .optional(),
  minLabel: ZScaleLabelSchema.optional(),
  maxLabel: ZScaleLabelSchema.optional(),
  /** poll: results stay hidden (big screen and phones) until the presenter closes voting. */
  hideResults: z.boolean('invalidType').optional(),
});
export type TSlideSettings = z.infer<typeof ZSlideSettingsSchema>;

/** Settings with every default filled in. */
export interface TResolvedSettings {
  maxChoices: number;
  typoTolerance: boolean;
  min: number;
  max: number;
  step: number;
  correctValue: number | null;
  tolerance: number;
  scaleMax: number;
  minLabel: string;
  maxLabel: string;
  hideResults: boolean;
}

/** What a phone learns of the settings: never the correct value or its band. */
export const ZPublicSettingsSchema = z.object({
  maxChoices: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  scaleMax: z.number().int().optional(),
  minLabel: z.string().optional(),
  maxLabel: z.string().optional(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettingsSchema>;

/**
 * What is stored of an answer beyond one option (answers.value): the chosen options (multi), the
 * typed text with its comparison key (typeAnswer), the number (numeric), a rating or null per
 * statement (scales), the items' order (ranking).
 */
export type TAnswerValue =
  | { optionIds: string[] }
  | { text: string; key: string }
  | { number: number }
  | { ratings: Record<string, number | null> }
  | { order: string[] };
