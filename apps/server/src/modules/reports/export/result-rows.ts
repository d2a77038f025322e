import { resolveSettings, type TReportSlide } from '@crowdeck/core';
import { peopleShares } from './report-look';
import type { TReportText } from './report-text';

/** One bar of a slide's results: its label, its length (0–100), what it says on the right. */
export interface TResultBar {
  label: string;
  share: number;
  value: string;
  /** The option's own colour; the brand colour when absent. */
  colour?: string;
  /** A right answer. */
  strong?: boolean;
}

/** A slide's results as bars, with a line under them (what the shares are of, the answer …). */
export interface TResultRows {
  bars: TResultBar[];
  note?: string;
}

/** Bars a slide shows at most (the Excel and CSV exports have every answer). */
const BARS_SHOWN = 10;

/**
 * The results of a quiz or poll as bars, for the PDF and the slide images alike: options with
 * their people and share of the people who answered, typed answers, the numbers given most,
 * each statement's average of its scale, the items by average place. Null for other slides.
 */
export function slideRows(slide: TReportSlide, text: TReportText): TResultRows | null {
  if (slide.type !== 'quiz' && slide.type !== 'poll') return null;
  const { t } = text;
  const one = (n: number | null | undefined) => (n == null ? '–' : text.number(n));
  const people = slide.responses;
  const ofPeople = (count: number) => {
    const share = people > 0 ? Math.round((count / people) * 100) : 0;
    return { share, value: `${t('people', { count })} · ${share} %` };
  };
  const name = (id: string) => slide.options.find((o) => o.id === id)?.text || '?';
  const r = slide.formatResults;
  if (!r || slide.format === 'multi' || !slide.format || slide.format === 'choice') {
    const shares = peopleShares(slide);
    const bars = slide.options.map((option, index): TResultBar => {
      const right = slide.type === 'quiz' && option.isCorrect;
      const count = slide.counts[option.id] ?? 0;
      return {
        label: right ? `${option.text || '—'} (${t('correct')})` : option.text || '—',
        share: shares[index] ?? 0,
        value: `${t('people', { count })} · ${shares[index] ?? 0} %`,
        colour: option.colour,
        strong: right,
      };
    });
    return slide.format === 'multi' ? { bars, note: t('sharesNote') } : { bars };
  }
  if (r.texts) {
    const bars = r.texts.slice(0, BARS_SHOWN).map((row) => ({
      label: row.correct ? `${row.text} (${t('correct')})` : row.text,
      ...ofPeople(row.count),
      strong: row.correct,
    }));
    const accepted = r.acceptedAnswers?.length
      ? t('accepted', { answers: r.acceptedAnswers.join(', ') })
      : undefined;
    return accepted ? { bars, note: accepted } : { bars };
  }
  if (r.numbers) {
    const bars = [...r.numbers]
      .sort((a, b) => b.count - a.count || a.value - b.value)
      .slice(0, 6)
      .map((row) => {
        const right =
          r.correctValue !== undefined &&
          Math.abs(row.value - r.correctValue) <= (r.tolerance ?? 0);
        const label = text.number(row.value);
        return {
          label: right ? `${label} (${t('correct')})` : label,
          ...ofPeople(row.count),
          strong: right,
        };
      });
    const lines = [t('numbers', { average: one(r.average), median: one(r.median) })];
    if (r.correctValue !== undefined) {
      const value = r.tolerance
        ? t('tolerance', { value: r.correctValue, tolerance: r.tolerance })
        : text.number(r.correctValue);
      lines.unshift(t('answer', { value }));
    }
    return { bars, note: lines.join(' · ') };
  }
  if (r.scales) {
    const max = resolveSettings(slide.settings).scaleMax;
    return {
      bars: r.scales.slice(0, BARS_SHOWN).map((row) => ({
        label: name(row.optionId),
        share: row.average === null ? 0 : (row.average / max) * 100,
        value:
          t('scaleAverage', { average: one(row.average), max }) +
          (row.skipped ? ` · ${t('skipped', { count: row.skipped })}` : ''),
      })),
    };
  }
  if (r.ranking) {
    const items = r.ranking.length;
    return {
      bars: r.ranking.slice(0, BARS_SHOWN).map((row, i) => ({
        label: `${i + 1}. ${name(row.optionId)}`,
        share: row.averagePosition === null ? 0 : ((items + 1 - row.averagePosition) / items) * 100,
        value: t('averagePlace', { place: one(row.averagePosition) }),
      })),
    };
  }
  return { bars: [] };
}
