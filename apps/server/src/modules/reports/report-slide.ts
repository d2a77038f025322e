import { getFilledOptions, type TReactionKind, type TReportSlide } from '@crowdeck/core';
import type { TOptionRow, TSlideRow } from '../../db/schema/index';
import type { TFormatResultsRepository } from '../live/results/format-results.repository';
import { buildFormatResults } from '../live/results/format-results';
import type { TReportsRepository } from './data/reports.repository';
import type { TRunResultsRepository } from './data/run-results.repository';

/** How many words a report's word cloud shows, and answers its open-ended wall lists. */
const WORDS_SHOWN = 200;
const WALL_SIZE = 500;

type TRows<K extends keyof TReportsRepository> = Awaited<ReturnType<TReportsRepository[K]>>;
type TListed<K extends 'listWords' | 'listWalls'> = Awaited<ReturnType<TRunResultsRepository[K]>>;

/** A run's results, of every slide or of one (see readSlideResults). */
export interface TSlideResults {
  choices: TRows<'listChoiceTotals'>;
  chosen: TRows<'listChosenTotals'>;
  entries: TRows<'listEntryTotals'>;
  reactions: TRows<'listReactionCounts'>;
  /** The word clouds' words and the walls' entries, by slide. */
  words: TListed<'listWords'>;
  walls: TListed<'listWalls'>;
  /** The answer formats' aggregates, read when a slide's format asks for them. */
  formats: TFormatResultsRepository;
}

/**
 * The results of the run's `slides`: every slide of the run, or one with `slideId` (then `results`
 * reads that slide's answers alone). A fixed number of statements whatever the number of slides.
 */
export async function readSlideResults(
  repo: TReportsRepository,
  results: TRunResultsRepository,
  runId: string,
  slides: readonly TSlideRow[],
  slideId?: string,
): Promise<TSlideResults> {
  const idsOf = (type: TSlideRow['type']) => slides.filter((s) => s.type === type).map((s) => s.id);
  const [choices, chosen, entries, reactions, words, walls] = await Promise.all([
    repo.listChoiceTotals(runId, slideId),
    repo.listChosenTotals(runId, slideId),
    repo.listEntryTotals(runId, slideId),
    repo.listReactionCounts(runId, slideId),
    results.listWords(idsOf('wordCloud'), WORDS_SHOWN),
    results.listWalls(idsOf('openEnded'), WALL_SIZE),
  ]);
  return { choices, chosen, entries, reactions, words, walls, formats: results.formats };
}

/** A format beyond one choice: its name, settings and results with the answers revealed. */
async function formatPart(
  formats: TFormatResultsRepository,
  runId: string,
  slide: TSlideRow,
  options: TOptionRow[],
) {
  const answerable = slide.type === 'quiz' || slide.type === 'poll';
  if (!answerable || slide.format === 'choice') return {};
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
  runId: string,
  slide: TSlideRow,
  slideOptions: TOptionRow[],
  results: TSlideResults,
): Promise<TReportSlide> {
  const options = getFilledOptions(slideOptions);
  const mine = results.choices.filter((row) => row.slideId === slide.id);
  // Several answers are counted per option chosen; other formats have no option counts.
  const chosen = results.chosen.filter((row) => row.slideId === slide.id);
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
  const reactionCount = (kind: TReactionKind) =>
    results.reactions.find((row) => row.slideId === slide.id && row.kind === kind)?.count ?? 0;
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
    words: results.words.get(slide.id) ?? [],
    entries: results.walls.get(slide.id) ?? [],
    responses: texts ? (results.entries.find((row) => row.slideId === slide.id)?.n ?? 0) : answered,
    percentCorrect: quiz ? Math.round((right / answered) * 1000) / 10 : null,
    averageMs: quiz ? Math.round(totalMs / answered) : null,
    reactions: {
      heart: reactionCount('heart'),
      smile: reactionCount('smile'),
      like: reactionCount('like'),
      sad: reactionCount('sad'),
    } satisfies Record<TReactionKind, number>,
    ...(await formatPart(results.formats, runId, slide, slideOptions)),
  };
}
