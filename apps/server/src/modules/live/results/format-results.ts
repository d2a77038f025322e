import { getFilledOptions, resolveSettings, type TSlideResults } from '@crowdeck/core';
import type { TOptionRow, TSlideRow } from '../../../db/schema/index';
import type { TFormatResultsRepository } from './format-results.repository';
import { isProfane } from '../profanity';

/**
 * Results of the formats that store a value (multi, typeAnswer, numeric, scales, ranking);
 * `closed` reveals a quiz's answer. Typed answers the profanity filter catches are counted but
 * not listed.
 */
export async function buildFormatResults(
  repo: TFormatResultsRepository,
  input: {
    runId: string;
    slide: TSlideRow;
    options: readonly TOptionRow[];
    closed: boolean;
    profanityFilter: boolean;
  },
): Promise<TSlideResults> {
  const { runId, slide, closed } = input;
  const options = getFilledOptions(input.options);
  const settings = resolveSettings(slide.settings);
  const quiz = slide.type === 'quiz';
  const { total, correct } = await repo.totals(runId, slide.id);
  const base: TSlideResults = {
    slideId: slide.id,
    counts: {},
    totalResponses: total,
    ...(quiz && closed ? { correctCount: correct } : {}),
  };
  switch (slide.format) {
    case 'multi': {
      const chosen = await repo.countChosen(runId, slide.id);
      const counts = Object.fromEntries(options.map((o) => [o.id, chosen.get(o.id) ?? 0]));
      const correctOptionIds = options.filter((o) => o.isCorrect).map((o) => o.id);
      return { ...base, counts, ...(quiz && closed ? { correctOptionIds } : {}) };
    }
    case 'typeAnswer': {
      const texts = (await repo.topTexts(runId, slide.id)).filter(
        (row) => !input.profanityFilter || !isProfane(row.text),
      );
      return {
        ...base,
        // Before the close nobody may learn which answers are accepted, the big screen included.
        texts: closed ? texts : texts.map((row) => ({ ...row, correct: false })),
        ...(closed ? { acceptedAnswers: options.map((o) => o.text) } : {}),
      };
    }
    case 'numeric': {
      const stats = await repo.numbers(runId, slide.id);
      const correctValue = settings.correctValue;
      const reveal = quiz && closed && correctValue !== null;
      return {
        ...base,
        ...stats,
        ...(reveal ? { correctValue, tolerance: settings.tolerance } : {}),
      };
    }
    case 'scales': {
      const rows = await repo.ratings(runId, slide.id);
      const scales = options.map((o) => {
        const counts = Array.from({ length: settings.scaleMax }, () => 0);
        let skipped = 0;
        for (const row of rows) {
          if (row.optionId !== o.id) continue;
          if (row.rating === null) skipped += row.count;
          else if (row.rating >= 1 && row.rating <= counts.length) {
            counts[row.rating - 1] = (counts[row.rating - 1] ?? 0) + row.count;
          }
        }
        const rated = counts.reduce((sum, n) => sum + n, 0);
        const sum = counts.reduce((acc, n, i) => acc + n * (i + 1), 0);
        return { optionId: o.id, counts, skipped, average: rated ? sum / rated : null };
      });
      return { ...base, scales };
    }
    case 'ranking': {
      const positions = await repo.averagePositions(runId, slide.id);
      const ranking = options
        .map((o) => ({ optionId: o.id, averagePosition: positions.get(o.id) ?? null }))
        .sort((a, b) => (a.averagePosition ?? Infinity) - (b.averagePosition ?? Infinity));
      return { ...base, ranking };
    }
    default:
      return base;
  }
}
