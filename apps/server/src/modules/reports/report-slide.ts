import {
  getFilledOptions,
  REACTION_KINDS,
  type TReactionKind,
  type TReportSlide,
} from '@crowdeck/core';
import type { TOptionRow, TSlideRow } from '../../db/schema/index';
import type { TFormatResultsRepository } from '../live/data/format-results.repository';
import { buildFormatResults } from '../live/presenter/format-results';
import type { TReportsRepository } from './data/reports.repository';

/** How many words a report's word cloud shows, and answers its open-ended wall lists. */
const WORDS_SHOWN = 200;
const WALL_SIZE = 500;

type TRows<K extends keyof TReportsRepository> = Awaited<ReturnType<TReportsRepository[K]>>;

/** A run's result totals, of every slide or of one (see readSlideTotals). */
export interface TSlideTotals {
  choices: TRows<'listChoiceTotals'>;
  chosen: TRows<'listChosenTotals'>;
  entries: TRows<'listEntryTotals'>;
  reactions: TRows<'listReactionCounts'>;
}

/** The run's totals of every slide, or of `slideId` only. */
export async function readSlideTotals(
  repo: TReportsRepository,
  runId: string,
  slideId?: string,
): Promise<TSlideTotals> {
  const [choices, chosen, entries, reactions] = await Promise.all([
    repo.listChoiceTotals(runId, slideId),
    repo.listChosenTotals(runId, slideId),
    repo.listEntryTotals(runId, slideId),
    repo.listReactionCounts(runId, slideId),
  ]);
  return { choices, chosen, entries, reactions };
}

/** A format beyond one choice: its name, settings and results with the answers revealed. */
async function formatPart(
  formats: TFormatResultsRepository | undefined,
  runId: string,
  slide: TSlideRow,
  options: TOptionRow[],
) {
  const answerable = slide.type === 'quiz' || slide.type === 'poll';
  if (!answerable || slide.format === 'choice' || !formats) return {};
  const formatResults = await buildFormatResults(formats, {
    runId,
    slide,
    options,
    closed: true,
    profanityFilter: false,
  });
  return { format: slide.format, settings: slide.settings, formatResults };
}

/** One slide of a run's report: its options and counts, words or wall, reactions and format. */
export async function buildReportSlide(
  deps: { repo: TReportsRepository; formats?: TFormatResultsRepository },
  runId: string,
  slide: TSlideRow,
  slideOptions: TOptionRow[],
  totals: TSlideTotals,
): Promise<TReportSlide> {
  const { repo } = deps;
  const options = getFilledOptions(slideOptions);
  const mine = totals.choices.filter((row) => row.slideId === slide.id);
  // Several answers are counted per option chosen; other formats have no option counts.
  const chosen = totals.chosen.filter((row) => row.slideId === slide.id);
  const counts = Object.fromEntries(
    options.map((o) => [
      o.id,
      (mine.find((row) => row.optionId === o.id)?.n ?? 0) +
        (chosen.find((row) => row.optionId === o.id)?.n ?? 0),
    ]),
  );
  const answered = mine.reduce((sum, row) => sum + row.n, 0);
  const right = mine.reduce((sum, row) => sum + row.right, 0);
  const totalMs = mine.reduce((sum, row) => sum + row.totalMs, 0);
  const quiz = slide.type === 'quiz' && answered > 0;
  const texts = slide.type === 'wordCloud' || slide.type === 'openEnded';
  return {
    id: slide.id,
    type: slide.type,
    question: slide.question,
    position: slide.position,
    options: options.map((o) => ({
      id: o.id,
      text: o.text,
      colour: o.colour,
      isCorrect: o.isCorrect,
    })),
    counts,
    words: slide.type === 'wordCloud' ? await repo.countWords(runId, slide.id, WORDS_SHOWN) : [],
    entries: slide.type === 'openEnded' ? await repo.listEntries(runId, slide.id, WALL_SIZE) : [],
    responses: texts ? (totals.entries.find((row) => row.slideId === slide.id)?.n ?? 0) : answered,
    percentCorrect: quiz ? Math.round((right / answered) * 1000) / 10 : null,
    averageMs: quiz ? Math.round(totalMs / answered) : null,
    reactions: Object.fromEntries(
      REACTION_KINDS.map((kind) => [
        kind,
        totals.reactions.find((row) => row.slideId === slide.id && row.kind === kind)?.count ?? 0,
      ]),
    ) as Record<TReactionKind, number>,
    ...(await formatPart(deps.formats, runId, slide, slideOptions)),
  };
}
