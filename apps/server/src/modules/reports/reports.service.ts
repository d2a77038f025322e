import {
  API_ERROR_CODES,
  rankParticipants,
  resolveDeckBranding,
  type TAnswerValue,
  type TReportParticipant,
  type TReportQaQuestion,
  type TReportResponse,
  type TReportSlide,
  type TRunListResponse,
  type TRunReport,
  type TTeamSettings,
  teamStandings,
  type TRunSummary,
  runDeletionTime,
  type TRetentionDays,
  type TSlideResponses,
} from '@crowdeck/core';
import type { TOptionRow, TRunRow, TSlideRow } from '../../db/schema/index';
import { ApiError, notFound } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import { mayManageDeck, mayViewDeck, type TDeckShareFacts } from '../../policies';
import { readRunSnapshot } from '../../db/run-snapshot';
import {
  REPORT_PAGE_SIZE,
  type TPageCursor,
  type TReportsRepository,
} from './data/reports.repository';
import type { TRunResultsRepository } from './data/run-results.repository';
import type { TRunDeletionAudit } from '../privacy/erasure.repository';
import { buildReportSlide, readSlideResults } from './report-slide';

/** Where a run stands, for its summary. */
export interface TRunCounts {
  run: TRunRow;
  participantCount: number;
  responseCount: number;
}

export function toRunSummary(
  counts: TRunCounts,
  currentRunId: string | null,
  retentionDays: TRetentionDays = null,
): TRunSummary {
  return {
    id: counts.run.id,
    startedAt: counts.run.startedAt.toISOString(),
    endedAt: counts.run.endedAt?.toISOString() ?? null,
    participantCount: counts.participantCount,
    responseCount: counts.responseCount,
    isCurrent: counts.run.id === currentRunId,
    deleteAt: runDeletionTime(counts.run.endedAt, retentionDays)?.toISOString() ?? null,
    kind: counts.run.kind,
  };
}

/**
 * Reads pages by keyset, asking for the next page before the rows of this one are handed out, so
 * the database works while the writer writes. Stops after a short page.
 */
async function* readPages<T extends { id: string; cursor: string }>(
  read: (after: TPageCursor | null) => Promise<T[]>,
): AsyncGenerator<T> {
  let page = await read(null);
  for (;;) {
    const last = page.at(-1);
    const next =
      last && page.length === REPORT_PAGE_SIZE ? read({ at: last.cursor, id: last.id }) : null;
    // Settled here too: a reader that stops early leaves no unhandled rejection behind.
    next?.catch(() => undefined);
    yield* page;
    if (!next) return;
    page = await next;
  }
}

/**
 * An answer of a format beyond one choice in words, for the report and its files: the options
 * chosen, the text typed, the number, each statement's rating, the order given.
 */
export function describeAnswerValue(
  value: TAnswerValue,
  optionsById: ReadonlyMap<string, TOptionRow>,
): string {
  const text = (id: string) => optionsById.get(id)?.text ?? '?';
  if ('optionIds' in value) return value.optionIds.map(text).join(', ');
  if ('text' in value) return value.text;
  if ('number' in value) return String(value.number);
  if ('ratings' in value) {
    return Object.entries(value.ratings)
      .map(([id, rating]) => `${text(id)}: ${rating ?? 'skipped'}`)
      .join('; ');
  }
  return value.order.map((id, i) => `${i + 1}. ${text(id)}`).join('; ');
}

/** A run's responses to one slide, one row each, read in pages (for exports and details). */
export async function* readResponses(
  repo: TReportsRepository,
  runId: string,
  slide: TSlideRow,
  optionsById: Map<string, TOptionRow>,
): AsyncGenerator<TReportResponse> {
  if (slide.type === 'quiz' || slide.type === 'poll') {
    const quiz = slide.type === 'quiz';
    for await (const row of readPages((after) => repo.pageChoices(runId, slide.id, after))) {
      yield {
        participantId: row.participantId,
        name: row.name,
        answer: row.value
          ? describeAnswerValue(row.value, optionsById)
          : (optionsById.get(row.optionId ?? '')?.text ?? ''),
        correct: quiz ? row.correct : null,
        elapsedMs: quiz ? row.elapsedMs : null,
        points: row.points + row.bonus,
        at: row.at.toISOString(),
      };
    }
    return;
  }
  for await (const row of readPages((after) => repo.pageEntries(runId, slide.id, after))) {
    yield {
      participantId: row.participantId,
      name: row.name,
      answer: row.text,
      correct: null,
      elapsedMs: null,
      points: 0,
      at: row.at.toISOString(),
    };
  }
}

/** The run's participants with their counts and ranks, from their totals. */
function toReportParticipants(
  totals: Awaited<ReturnType<TReportsRepository['listParticipantTotals']>>,
  slides: readonly TSlideRow[],
  run: Pick<TRunRow, 'kind'>,
): TReportParticipant[] {
  const quizCount = slides.filter((s) => s.type === 'quiz').length;
  const ranks = rankParticipants(
    totals.map((p) => ({ id: p.id, score: p.score, joinedAt: +p.createdAt })),
  );
  return totals.map((p) => ({
    id: p.id,
    name: p.name,
    answered: p.choices + p.textSlides,
    correct: p.quizRight,
    wrong: p.quizAnswered - p.quizRight,
    unanswered: Math.max(0, quizCount - p.quizAnswered),
    score: p.score,
    rank: ranks.get(p.id) ?? 0,
    averageMs: p.quizMs,
    joinedAt: p.createdAt.toISOString(),
    identified: p.identifiedBy !== null,
    ...(p.teamId ? { teamId: p.teamId } : {}),
    // An assignment's participant started when they joined and finished at their last slide.
    ...(run.kind === 'assignment' ? { finishedAt: p.finishedAt?.toISOString() ?? null } : {}),
  }));
}

/**
 * The teams a run was played with: those kept when it ended (null: it had none), the deck's own
 * while it is open.
 */
function teamsPlayed(run: TRunRow, deck: { teams: TTeamSettings | null }): TTeamSettings | null {
  return run.slidesSnapshot ? run.teamsSnapshot : deck.teams;
}

/**
 * Team mode: the teams' final standings from the members' scores, by the run's teams and score
 * rule; nothing when the run had no teams or nobody of it played in one.
 */
function teamsOf(
  settings: TTeamSettings | null,
  totals: readonly { teamId: string | null; score: number }[],
): Pick<TRunReport, 'teams'> {
  if (!settings || !totals.some((p) => p.teamId)) return {};
  return { teams: { score: settings.score, standings: teamStandings(settings, totals) } };
}

/** The run's Q&A questions as the report shows them. */
function toReportQa(
  rows: Awaited<ReturnType<TReportsRepository['listQaQuestions']>>,
): TReportQaQuestion[] {
  return rows.map((q) => ({
    id: q.id,
    text: q.text,
    author: q.authorName,
    votes: q.votes,
    status: q.status,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    createdAt: q.createdAt.toISOString(),
  }));
}

/** One slide of a run with what its image needs (see slideReport). */
export interface TSlideReport extends Pick<TRunReport, 'title' | 'fontFamily' | 'brand'> {
  startedAt: string;
  /** The slide's place in the run's deck, from 0. */
  index: number;
  slide: TReportSlide;
  /** The run's participants on a leaderboard slide; empty otherwise. */
  participants: TReportParticipant[];
  /** The run's questions on a Q&A slide; empty otherwise. */
  qa: TReportQaQuestion[];
}

/** A run's Q&A as its report shows it: without askers when it was an anonymous session. */
function anonymousQa(run: TRunRow, qa: TReportQaQuestion[]): TReportQaQuestion[] {
  return run.anonymous ? qa.map((question) => ({ ...question, author: null })) : qa;
}

/**
 * Reports of a deck's runs for their owner: the list, a run's report, a slide's responses, and
 * deleting a run. Everyone else gets the same 404 as for a missing run.
 */
export function createReportsService(deps: {
  repo: TReportsRepository;
  /**
   * A run's words, walls and format aggregates for all its slides, a statement per kind (or for
   * `slideId`'s answers alone).
   */
  runResults(runId: string, slideId?: string): TRunResultsRepository;
  /** Deletes runs with everything in them, files too (privacy's erasure). */
  eraseRuns(runIds: string[], audit?: TRunDeletionAudit): Promise<unknown>;
  /** How long the deck owner's ended runs are kept (null: until deleted by hand). */
  retentionOf(ownerId: string): Promise<TRetentionDays>;
  /** The facts the deck policies decide on for a deck shared with `userId` (absent: owners only). */
  shareFacts?(deck: { id: string; ownerId: string }, userId: string): Promise<TDeckShareFacts>;
}) {
  const { repo } = deps;

  /** The deck's owner always; with `view`, also the members it is shared with (`mayViewDeck`). */
  async function allowed(
    userId: string,
    deck: { id: string; ownerId: string },
    need: 'view' | 'manage',
  ): Promise<boolean> {
    if (mayManageDeck(userId, deck)) return true;
    if (need !== 'view' || !deps.shareFacts) return false;
    return mayViewDeck(userId, await deps.shareFacts(deck, userId));
  }

  async function ownedRun(userId: string, runId: string, need: 'view' | 'manage' = 'view') {
    const found = isUuid(runId) ? await repo.findRun(runId) : null;
    if (!found || !(await allowed(userId, found.presentation, need))) throw notFound();
    return found;
  }

  /**
   * The slides a run was played with: its snapshot once ended (later edits and deletions do not
   * change its report), the deck's slides while it is open.
   */
  async function slidesOf(run: TRunRow) {
    const { slides, options } = run.slidesSnapshot
      ? readRunSnapshot(run.slidesSnapshot)
      : await repo.listSlides(run.presentationId);
    const bySlide = new Map<string, TOptionRow[]>();
    for (const option of options) {
      bySlide.set(option.slideId, [...(bySlide.get(option.slideId) ?? []), option]);
    }
    return { slides, bySlide, optionsById: new Map(options.map((o) => [o.id, o])) };
  }

  return {
    /** GET /api/reports/runs/: the deck's runs, newest first. */
    async listRuns(ownerId: string, presentationId: string): Promise<TRunListResponse> {
      const found = isUuid(presentationId) ? await repo.findPresentation(presentationId) : null;
      if (!found || !(await allowed(ownerId, found, 'view'))) throw notFound();
      const deck = found;
      const [rows, retention] = await Promise.all([
        repo.listRuns(deck.id),
        deps.retentionOf(deck.ownerId),
      ]);
      return {
        presentationId: deck.id,
        title: deck.title,
        runs: rows.map((row) => toRunSummary(row, deck.currentRunId, retention)),
      };
    },

    /** GET /api/reports/run/: the run's slides with their results and its participants. */
    async report(ownerId: string, runId: string): Promise<TRunReport> {
      const { run, presentation } = await ownedRun(ownerId, runId);
      const { slides, bySlide } = await slidesOf(run);
      const results = deps.runResults(run.id);
      // A fixed number of statements whatever the number of slides: each reads the whole run.
      const [participantTotals, slideResults, qaRows, runRow, organisation, retention] =
        await Promise.all([
          repo.listParticipantTotals(run.id),
          readSlideResults(repo, results, run.id, slides),
          repo.listQaQuestions(run.id),
          repo.listRuns(presentation.id).then((rows) => rows.find((r) => r.run.id === run.id)),
          repo.findOwnerBrand(ownerId),
          deps.retentionOf(presentation.ownerId),
        ]);
      // The deck's own font as saved, the organisation's brand filling in as on the big screen.
      const look = resolveDeckBranding('custom', presentation, organisation);
      // An anonymous session's report names nobody and lists no one: aggregates only.
      const participants = run.anonymous
        ? []
        : toReportParticipants(participantTotals, slides, run);
      const reportSlides: TReportSlide[] = await Promise.all(
        slides.map((slide) =>
          buildReportSlide(run.id, slide, bySlide.get(slide.id) ?? [], slideResults),
        ),
      );
      const counts = runRow ?? {
        run,
        participantCount: participantTotals.length,
        responseCount: 0,
      };
      return {
        run: toRunSummary(counts, presentation.currentRunId, retention),
        presentationId: presentation.id,
        title: presentation.title,
        fontFamily: look.fontFamily,
        ...(look.brand ? { brand: look.brand } : {}),
        slides: reportSlides,
        participants,
        anonymous: run.anonymous,
        qa: anonymousQa(run, toReportQa(qaRows)),
        ...teamsOf(teamsPlayed(run, presentation), participantTotals),
      };
    },

    /**
     * One slide of a run with what its image draws, read for that slide alone: its totals, the
     * participants on a leaderboard, the questions on a Q&A slide (never the whole report).
     */
    async slideReport(ownerId: string, runId: string, slideId: string): Promise<TSlideReport> {
      const { run, presentation } = await ownedRun(ownerId, runId);
      const { slides, bySlide } = await slidesOf(run);
      const index = slides.findIndex((s) => s.id === slideId);
      const slide = slides[index];
      if (!slide) throw notFound();
      const [results, participants, qa, organisation] = await Promise.all([
        readSlideResults(repo, deps.runResults(run.id, slide.id), run.id, [slide], slide.id),
        slide.type === 'leaderboard' && !run.anonymous
          ? repo
              .listParticipantTotals(run.id)
              .then((rows) => toReportParticipants(rows, slides, run))
          : [],
        slide.type === 'qa'
          ? repo.listQaQuestions(run.id).then((rows) => anonymousQa(run, toReportQa(rows)))
          : [],
        repo.findOwnerBrand(ownerId),
      ]);
      const look = resolveDeckBranding('custom', presentation, organisation);
      return {
        title: presentation.title,
        startedAt: run.startedAt.toISOString(),
        fontFamily: look.fontFamily,
        ...(look.brand ? { brand: look.brand } : {}),
        index,
        slide: await buildReportSlide(run.id, slide, bySlide.get(slide.id) ?? [], results),
        participants,
        qa,
      };
    },

    /** GET /api/reports/run/…/slide/…/: each participant's response to one slide of the run. */
    async slideResponses(
      ownerId: string,
      runId: string,
      slideId: string,
    ): Promise<TSlideResponses> {
      const { run } = await ownedRun(ownerId, runId);
      const { slides, optionsById } = await slidesOf(run);
      const slide = slides.find((s) => s.id === slideId);
      if (!slide) throw notFound();
      const responses: TReportResponse[] = [];
      // Nobody's own responses are kept apart in an anonymous session's report.
      if (run.anonymous) return { slideId: slide.id, responses };
      for await (const row of readResponses(repo, run.id, slide, optionsById)) responses.push(row);
      return { slideId: slide.id, responses };
    },

    /**
     * DELETE /api/reports/run/: deletes a run with its participants, responses, Q&A, reaction
     * counts and the files only its snapshot showed. The run phones are in right now cannot be
     * deleted until it is ended.
     */
    async deleteRun(ownerId: string, runId: string): Promise<void> {
      const { run, presentation } = await ownedRun(ownerId, runId, 'manage');
      if (presentation.currentRunId === run.id && !run.endedAt) {
        throw new ApiError(
          409,
          API_ERROR_CODES.conflict,
          'This session is still running. End it before deleting its results.',
        ).because('reports.runActive');
      }
      await deps.eraseRuns([run.id], {
        userId: ownerId,
        event: {
          action: 'runDeleted',
          targetType: 'run',
          targetId: run.id,
          details: { deckTitle: presentation.title, startedAt: run.startedAt.toISOString() },
        },
      });
    },

    ownedRun,
    slidesOf,
  };
}

export type TReportsService = ReturnType<typeof createReportsService>;
