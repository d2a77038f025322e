import {
  FORMAT_LIMITS,
  getFilledOptions,
  hasCorrectValue,
  isExactSelection,
  isOnScale,
  isPermutation,
  isValidRatings,
  isValidSelection,
  isWithinTolerance,
  matchesTypedAnswer,
  normaliseTypedAnswer,
  resolveSettings,
  type TAnswerRequest,
  type TAnswerValue,
} from '@crowdeck/core';
import type { TOptionRow, TSlideRow } from '../../../db/schema/index';
import { LIVE_MESSAGES, LiveError } from '../errors';

/** An answer checked against its slide: what to store and whether it is right (quiz only). */
export interface TEvaluatedAnswer {
  optionId: string | null;
  value: TAnswerValue | null;
  correct: boolean;
}

const invalid = (field: string, message: string = LIVE_MESSAGES.invalidInput) =>
  new LiveError('invalid_input', message, { field });

/**
 * Checks a phone's answer against the slide's format and options (blank options are never shown,
 * so naming one is refused like an unknown id) and decides whether it is correct. Pure: the
 * caller checks the time and stores it.
 */
export function evaluateAnswer(
  slide: TSlideRow,
  allOptions: readonly TOptionRow[],
  input: TAnswerRequest,
): TEvaluatedAnswer {
  const quiz = slide.type === 'quiz';
  const options = getFilledOptions(allOptions);
  const ids = options.map((o) => o.id);
  const settings = resolveSettings(slide.settings);
  switch (slide.format) {
    case 'choice': {
      const option = options.find((o) => o.id === input.optionId);
      if (!option) throw invalid('optionId', LIVE_MESSAGES.invalidOption);
      return { optionId: option.id, value: null, correct: quiz && option.isCorrect };
    }
    case 'multi': {
      const chosen = input.optionIds ?? [];
      const max = quiz ? ids.length : Math.min(settings.maxChoices, ids.length);
      if (!isValidSelection(chosen, ids, max)) {
        throw invalid('optionIds', LIVE_MESSAGES.invalidOption);
      }
      const correctIds = options.filter((o) => o.isCorrect).map((o) => o.id);
      return {
        optionId: null,
        value: { optionIds: chosen },
        correct: quiz && isExactSelection(chosen, correctIds),
      };
    }
    case 'typeAnswer': {
      const text = (input.text ?? '').trim().replace(/\s+/gu, ' ');
      const key = normaliseTypedAnswer(text);
      if (key === '' || text.length > FORMAT_LIMITS.typedAnswerMax) throw invalid('text');
      const accepted = options.map((o) => o.text);
      return {
        optionId: null,
        value: { text, key },
        correct: quiz && matchesTypedAnswer(text, accepted, settings.typoTolerance),
      };
    }
    case 'numeric': {
      const n = input.number;
      if (n === undefined || !isOnScale(n, settings)) throw invalid('number');
      const correct =
        quiz &&
        hasCorrectValue(settings) &&
        isWithinTolerance(n, settings.correctValue, settings.tolerance);
      return { optionId: null, value: { number: n }, correct };
    }
    case 'scales': {
      const ratings = input.ratings ?? {};
      if (!isValidRatings(ratings, ids, settings.scaleMax)) throw invalid('ratings');
      return { optionId: null, value: { ratings }, correct: false };
    }
    case 'ranking': {
      const order = input.order ?? [];
      if (!isPermutation(ids, order)) throw invalid('order');
      return { optionId: null, value: { order }, correct: false };
    }
  }
}
