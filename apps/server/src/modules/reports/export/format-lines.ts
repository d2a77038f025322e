import type { TReportSlide } from '@crowdeck/core';

const one = (n: number | null | undefined) =>
  n === null || n === undefined ? '–' : String(Math.round(n * 10) / 10);

/**
 * The results of a format beyond choices as lines of text, for the PDF and the slide image:
 * typed answers with their counts, a number's mean and median, each statement's average, the
 * items by average place. Empty for other slides.
 */
export function describeFormatResults(slide: TReportSlide): string[] {
  const r = slide.formatResults;
  if (!r || slide.format === 'multi') return [];
  const name = (id: string) => slide.options.find((o) => o.id === id)?.text || '?';
  if (r.texts) {
    const accepted = r.acceptedAnswers?.length ? [`Accepted: ${r.acceptedAnswers.join(', ')}`] : [];
    return [
      ...accepted,
      ...r.texts.map((row) => `${row.text} — ${row.count}${row.correct ? ' (accepted)' : ''}`),
    ];
  }
  if (r.numbers) {
    const answer =
      r.correctValue !== undefined
        ? [`Answer: ${r.correctValue}${r.tolerance ? ` ± ${r.tolerance}` : ''}`]
        : [];
    return [...answer, `Average ${one(r.average)} · median ${one(r.median)}`];
  }
  if (r.scales) {
    return r.scales.map(
      (row) => `${name(row.optionId)}: average ${one(row.average)} (${row.skipped} skipped)`,
    );
  }
  if (r.ranking) {
    return r.ranking.map(
      (row, i) => `${i + 1}. ${name(row.optionId)} — average place ${one(row.averagePosition)}`,
    );
  }
  return [];
}
