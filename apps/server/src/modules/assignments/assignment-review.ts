import { resolveSettings, type TAssignmentProgress } from '@crowdeck/core';
import type { answers, TEntryRow, TOptionRow, TSlideRow } from '../../db/schema/index';
import { describeAnswerValue } from '../reports/reports.service';
import type { TAssignmentSlides } from './assignment-slides';

type TAnswerRow = typeof answers.$inferSelect;
type TReview = NonNullable<TAssignmentProgress['review']>;

/** The right answers of a quiz slide, in words. */
function correctAnswersOf(slide: TSlideRow, options: TOptionRow[]): string[] {
  if (slide.format === 'numeric') {
    const settings = resolveSettings(slide.settings);
    return settings.correctValue === null ? [] : [String(settings.correctValue)];
  }
  if (slide.format === 'typeAnswer') return options.map((o) => o.text).filter(Boolean);
  return options.filter((o) => o.isCorrect).map((o) => o.text);
}

/**
 * The participant's summary at the end: each question with their answer in words, whether it
 * was right and its points, and the right answers when the presenter lets participants see them.
 */
export function buildAssignmentReview(
  slides: TAssignmentSlides,
  showAnswers: boolean,
  responses: { answers: TAnswerRow[]; entries: TEntryRow[] },
): TReview {
  const answerBySlide = new Map(responses.answers.map((a) => [a.slideId, a]));
  return slides.slides
    .filter((slide) => slide.type !== 'content')
    .map((slide) => {
      const options = slides.optionsOf(slide.id);
      const optionsById = new Map(options.map((o) => [o.id, o]));
      const answer = answerBySlide.get(slide.id);
      const texts = responses.entries.filter((e) => e.slideId === slide.id).map((e) => e.text);
      const said = answer
        ? answer.value
          ? describeAnswerValue(answer.value, optionsById)
          : (optionsById.get(answer.optionId ?? '')?.text ?? '')
        : texts.length
          ? texts.join(', ')
          : null;
      const quiz = slide.type === 'quiz';
      return {
        slideId: slide.id,
        question: slide.question,
        type: slide.type,
        answer: said,
        correct: quiz ? (answer?.correct ?? false) : null,
        points: answer?.points ?? 0,
        ...(quiz && showAnswers ? { correctAnswers: correctAnswersOf(slide, options) } : {}),
      };
    });
}
