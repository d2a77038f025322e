import { FORMAT_LIMITS } from '../constants/format-limits';
import {
  FORMATS_BY_TYPE,
  type TAnswerFormat,
  type TPublicSettings,
  type TResolvedSettings,
  type TSlideSettings,
} from '../schemas/answer-formats';

/** Defaults of every format setting. */
export const DEFAULT_SETTINGS: TResolvedSettings = {
  maxChoices: 10,
  typoTolerance: true,
  min: 0,
  max: 100,
  step: 1,
  correctValue: null,
  tolerance: 0,
  scaleMax: 5,
  minLabel: '',
  maxLabel: '',
  hideResults: false,
};

/** A slide's settings with the defaults filled in. */
export function resolveSettings(settings: TSlideSettings | null | undefined): TResolvedSettings {
  return { ...DEFAULT_SETTINGS, ...settings };
}

/** Whether a slide of `type` may use `format`. */
export function isFormatAllowed(type: string, format: TAnswerFormat): boolean {
  if (type !== 'quiz' && type !== 'poll') return format === 'choice';
  return FORMATS_BY_TYPE[type].includes(format);
}

/**
 * The reason (a validation message key) these settings cannot be saved for a numeric slide, or
 * null: min below max, a step that fits, not too many steps, the correct value inside the range.
 */
export function checkNumericSettings(settings: TResolvedSettings): string | null {
  const { min, max, step, correctValue } = settings;
  if (!(min < max)) return 'range.invalid';
  if (step > max - min) return 'step.range';
  if ((max - min) / step > FORMAT_LIMITS.numericStepsMax) return 'step.tooSmall';
  if (correctValue !== null && (correctValue < min || correctValue > max)) {
    return 'correctValue.range';
  }
  return null;
}

/** The settings phones see for a format (never a correct value or its band). */
export function toPublicSettings(
  format: TAnswerFormat,
  settings: TResolvedSettings,
): TPublicSettings | undefined {
  if (format === 'multi') return { maxChoices: settings.maxChoices };
  if (format === 'numeric') return { min: settings.min, max: settings.max, step: settings.step };
  if (format === 'scales') {
    return {
      scaleMax: settings.scaleMax,
      minLabel: settings.minLabel,
      maxLabel: settings.maxLabel,
    };
  }
  return undefined;
}

/** Whether a numeric slide is scored: a quiz whose correct value is set. */
export function hasCorrectValue(settings: TResolvedSettings): settings is TResolvedSettings & {
  correctValue: number;
} {
  return settings.correctValue !== null;
}

/** Whether `value` lies on the slider: inside [min, max] and on a step from min. */
export function isOnScale(value: number, settings: TResolvedSettings): boolean {
  const { min, max, step } = settings;
  if (value < min || value > max) return false;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/**
 * Numeric guess rule: a guess scores full (speed) points when it is within the tolerance band
 * around the correct value (|guess − correct| ≤ tolerance, both ends included), and none outside.
 */
export function isWithinTolerance(value: number, correct: number, tolerance: number): boolean {
  return Math.abs(value - correct) <= tolerance + 1e-9;
}

/**
 * Multiple correct answers rule: points only for exactly the set of correct options (every
 * correct one chosen and no other); a partial set is wrong.
 */
export function isExactSelection(selected: readonly string[], correct: readonly string[]): boolean {
  const wanted = new Set(correct);
  const chosen = new Set(selected);
  return chosen.size === wanted.size && [...chosen].every((id) => wanted.has(id));
}

/** Whether `ids` names distinct options of `allowed`, at least one and at most `max`. */
export function isValidSelection(
  ids: readonly string[],
  allowed: readonly string[],
  max: number,
): boolean {
  const known = new Set(allowed);
  return (
    ids.length >= 1 &&
    ids.length <= max &&
    new Set(ids).size === ids.length &&
    ids.every((id) => known.has(id))
  );
}

/** Whether `ratings` rates only these statements, each 1..scaleMax or null (skipped), one at least. */
export function isValidRatings(
  ratings: Readonly<Record<string, number | null>>,
  statementIds: readonly string[],
  scaleMax: number,
): boolean {
  const known = new Set(statementIds);
  const entries = Object.entries(ratings);
  return (
    entries.every(
      ([id, value]) =>
        known.has(id) &&
        (value === null || (Number.isInteger(value) && value >= 1 && value <= scaleMax)),
    ) && entries.some(([, value]) => value !== null)
  );
}

/** Names of the formats as the editor and reports show them (English; the apps translate). */
export const FORMAT_NAMES: Readonly<Record<TAnswerFormat, string>> = {
  choice: 'Multiple choice',
  multi: 'Multiple answers',
  typeAnswer: 'Type answer',
  numeric: 'Numeric guess',
  scales: 'Scales',
  ranking: 'Ranking',
};

/** A bar of a numeric slide's spread: the values from `from` to `to` and how many gave them. */
export interface TNumberBin {
  from: number;
  to: number;
  count: number;
}

/**
 * The spread of numeric answers as at most `maxBins` bars: one per value on the slider when they
 * are few, else equal ranges from min to max (the last one includes max).
 */
export function binNumbers(
  numbers: readonly { value: number; count: number }[],
  settings: Pick<TResolvedSettings, 'min' | 'max' | 'step'>,
  maxBins = 10,
): TNumberBin[] {
  const { min, max, step } = settings;
  const values = Math.floor((max - min) / step + 1e-9) + 1;
  if (values <= maxBins) {
    const bins = Array.from({ length: values }, (_, i) => {
      const v = Number((min + i * step).toPrecision(12));
      return { from: v, to: v, count: 0 };
    });
    for (const { value, count } of numbers) {
      const bin = bins[Math.round((value - min) / step)];
      if (bin) bin.count += count;
    }
    return bins;
  }
  const width = (max - min) / maxBins;
  const bins = Array.from({ length: maxBins }, (_, i) => ({
    from: Number((min + i * width).toPrecision(12)),
    to: Number((i === maxBins - 1 ? max : min + (i + 1) * width).toPrecision(12)),
    count: 0,
  }));
  for (const { value, count } of numbers) {
    const index = Math.min(maxBins - 1, Math.max(0, Math.floor((value - min) / width)));
    const bin = bins[index];
    if (bin) bin.count += count;
  }
  return bins;
}
