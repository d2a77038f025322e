import type {
  TEntryView,
  TLeaderboardResponse,
  TOpenEndedListResponse,
  TSlideResults,
  TWordListResponse,
} from '@crowdeck/core';
import type { TEntryRow } from '../../../db/schema/index';
import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../lib/ids';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TAnswerCommits } from '../data/answer-commits';
import type { TAnswersRepository } from '../data/answers.repository';
import type { TEntriesRepository } from '../data/entries.repository';
import type { TEntryQuota } from '../phones/entry-quota';
import type { TLiveBus } from '../cluster/bus';
import type { TLiveDeckRepository } from '../data/deck.repository';
import type { TDeckCache } from '../data/deck-cache';
import type { TLiveResetRepository } from '../data/reset.repository';
import type { TLivePush } from '../broadcast/push';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TQuestionClock } from '../quiz/question-clock';
import type { TResultsService } from '../results/results.service';
import type { TNewRunFollowUp } from './new-run';

/** An entry as the presenter sees it. */
export function toEntryView(row: TEntryRow): TEntryView {
  const at = row.createdAt.toISOString();
  return { id: row.id, text: row.text, hidden: row.hidden, filtered: row.filtered, at };
}

/** The presenter's reads of live data (results, leaderboard, words, answers), hiding, resets. */
export function createLiveDataService(deps: {
  access: ReturnType<typeof createDeckAccess>;
  repo: TLiveDeckRepository;
  decks: TDeckCache;
  answers: TAnswersRepository;
  entries: TEntriesRepository;
  participants: TParticipantsRepository;
  quota: TEntryQuota;
  commits: Pick<TAnswerCommits, 'settleAnswers' | 'settleEntries'>;
  results: TResultsService;
  quiz: TQuestionClock;
  push: TLivePush;
  bus: TLiveBus;
  /** Clears results in one transaction. */
  resets: TLiveResetRepository;
  /** What follows a new run: phones of the earlier one let go, presenter windows told. */
  newRun: TNewRunFollowUp;
}) {
  /** The owner's slide as the live engine sees it. */
  async function liveSlide(ownerId: string, slideId: string) {
    const found = await deps.access.slide(ownerId, slideId);
    const deck = await deps.decks.byId(found.presentation.id);
    const slide = deck?.slides.find((s) => s.id === slideId);
    if (!deck || !slide) throw notFound();
    return { deck, slide };
  }

  /**
   * Clears some slides in the current run, or (`slideIds` null) starts the deck in a new run with
   * the earlier one kept, and tells everyone.
   */
  async function clear(presentationId: string, slideIds: string[] | null): Promise<void> {
    const before = await deps.decks.byId(presentationId, { reload: true });
    if (!before) return;
    const ids = slideIds ?? before.slides.map((slide) => slide.id);
    await deps.quiz.forget(ids);
    // Answers and entries accepted before the reset are written first, so the delete takes them
    // too (written after it, they would survive the reset); the counts are reloaded after it.
    await Promise.all([deps.commits.settleAnswers(), deps.commits.settleEntries()]);
    const screen =
      slideIds === null ? await deps.resets.startNewRun(presentationId, before.runId) : null;
    if (slideIds !== null) await deps.resets.clearSlides(presentationId, before.runId, ids);
    deps.quota.forgetSlides(ids);
    deps.decks.forget(presentationId);
    await deps.bus.publish({ type: 'reset', presentationId, slideIds: ids });
    const deck = await deps.decks.byId(presentationId);
    if (!deck) return;
    // Before anything of the new run is pushed: the earlier run's phones hear none of it.
    if (slideIds === null) await deps.newRun.started(deck, screen);
    await deps.push.roomState(deck);
    if (slideIds !== null) await deps.push.meToAll(deck, ids);
  }

  return {
    /** GET /api/slide/results/: counts (and the answer once a quiz closed), words or answers. */
    async results(ownerId: string, slideId: string): Promise<TSlideResults> {
      const { deck, slide } = await liveSlide(ownerId, slideId);
      const results = await deps.results.slideResults(deck, slide, 'presenter');
      return results ?? { slideId, counts: {}, totalResponses: 0 };
    },

    /** GET /api/slide/leaderboard/: top 10 after the quiz questions up to this slide. */
    async leaderboard(ownerId: string, slideId: string): Promise<TLeaderboardResponse> {
      const { deck, slide } = await liveSlide(ownerId, slideId);
      return deps.results.leaderboard(deck, slide);
    },

    /** GET /api/word/slide/: visible words with counts, and every entry. */
    async words(ownerId: string, slideId: string): Promise<TWordListResponse> {
      const { deck, slide } = await liveSlide(ownerId, slideId);
      const rows = await deps.entries.listBySlide(deck.runId, slide.id, false);
      const words = await deps.entries.countWords(deck.runId, slide.id);
      return { words, entries: rows.map(toEntryView) };
    },

    /** GET /api/word/slide-open-ended/: every answer, newest first. */
    async openEnded(ownerId: string, slideId: string): Promise<TOpenEndedListResponse> {
      const { deck, slide } = await liveSlide(ownerId, slideId);
      const rows = await deps.entries.listBySlide(deck.runId, slide.id, false);
      return { entries: rows.map(toEntryView) };
    },

    /** PUT /api/word/hide/: hides or shows one word or answer, then pushes the results. */
    async hide(ownerId: string, entryId: string, hidden: boolean): Promise<TEntryView> {
      const found = isUuid(entryId) ? await deps.entries.findOwned(ownerId, entryId) : null;
      if (!found) throw notFound();
      await deps.entries.setHidden(found.entry.id, hidden);
      deps.push.resultsChanged(found.presentation.id);
      return toEntryView({ ...found.entry, hidden, filtered: false });
    },

    /** Clears a whole presentation's results (participants stay, scores go back to 0) and unlocks it. */
    resetPresentation: (presentationId: string) => clear(presentationId, null),

    /** Clears one slide's results (and the scores it gave). */
    resetSlide: (presentationId: string, slideId: string) => clear(presentationId, [slideId]),
  };
}

export type TLiveDataService = ReturnType<typeof createLiveDataService>;
