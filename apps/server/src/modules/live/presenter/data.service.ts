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
import type { TAnswersRepository } from '../data/answers.repository';
import type { TEntriesRepository } from '../data/entries.repository';
import type { TLiveDeckRepository } from '../data/deck.repository';
import type { TDeckCache } from '../data/deck-cache';
import type { TLivePush } from '../broadcast/push';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TResultsService } from '../results/results.service';

/** An entry as the presenter sees it. */
export function toEntryView(row: TEntryRow): TEntryView {
  const at = row.createdAt.toISOString();
  return { id: row.id, text: row.text, hidden: row.hidden, filtered: row.filtered, at };
}

/** The presenter's reads of live data (results, leaderboard, words, answers) and hiding. */
export function createLiveDataService(deps: {
  access: ReturnType<typeof createDeckAccess>;
  repo: TLiveDeckRepository;
  decks: TDeckCache;
  answers: TAnswersRepository;
  entries: TEntriesRepository;
  participants: TParticipantsRepository;
  results: TResultsService;
  push: TLivePush;
}) {
  /** The owner's slide as the live engine sees it. */
  async function liveSlide(ownerId: string, slideId: string) {
    const found = await deps.access.slide(ownerId, slideId, 'present');
    const deck = await deps.decks.byId(found.presentation.id);
    const slide = deck?.slides.find((s) => s.id === slideId);
    if (!deck || !slide) throw notFound();
    return { deck, slide };
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
  };
}

export type TLiveDataService = ReturnType<typeof createLiveDataService>;
