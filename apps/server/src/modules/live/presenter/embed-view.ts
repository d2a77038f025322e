import {
  resolveDeckBranding,
  type TEmbedScreen,
  type TEmbedView,
  type TEmbedViewState,
  type TScreenShown,
} from '@crowdeck/core';
import type { TSlideRow } from '../../../db/schema/index';
import type { TClock } from '../../../lib/clock';
import type { TPresence } from '../capacity/presence';
import { getActiveSlide, type TDeckCache, type TLiveDeck } from '../data/deck-cache';
import { getQuestionTiming } from '@crowdeck/core';
import { toEmbedBoard } from '../realtime/embed-feed';
import { toPublicSlide } from '../broadcast/room-state';
import type { TResultsService } from '../results/results.service';

/** What one embed asks to see: its view, a pinned slide, and what the big screen shows now. */
export interface TEmbedChoice {
  view: TEmbedView;
  slideId?: string;
  screen: TScreenShown | null;
}

/** Which screen a view shows now, and of which slide. */
function pickScreen(
  deck: TLiveDeck,
  choice: TEmbedChoice,
): { screen: TEmbedScreen; slide: TSlideRow | null } {
  const pinned = choice.slideId ? deck.slides.find((s) => s.id === choice.slideId) : undefined;
  const active = getActiveSlide(deck);
  const asSlide = (slide: TSlideRow | null | undefined) =>
    slide
      ? {
          screen: slide.type === 'leaderboard' ? ('leaderboard' as const) : ('slide' as const),
          slide,
        }
      : { screen: 'join' as const, slide: null };
  switch (choice.view) {
    case 'join':
      return { screen: 'join', slide: null };
    case 'leaderboard':
      return { screen: 'leaderboard', slide: pinned ?? active ?? deck.slides.at(-1) ?? null };
    case 'results':
      return asSlide(pinned ?? active);
    case 'live':
      if (pinned) return asSlide(pinned);
      // The big screen covers the live slide with the join screen while in the lobby, and a
      // presenter window opening alone starts there: until one shows a slide, so does the embed.
      if (!active || !choice.screen || choice.screen.lobby) return { screen: 'join', slide: null };
      return asSlide(active);
  }
}

/**
 * The public state of a live embed: what the big screen shows of one presentation, no more
 * (aggregated results as the presenter sees them, the slide as phones see it — correct answers
 * only once revealed —, the leaderboard, the lobby's count and names).
 */
export function createEmbedViews(deps: {
  decks: TDeckCache;
  results: TResultsService;
  presence: TPresence;
  clock: TClock;
}) {
  return {
    async view(presentationId: string, choice: TEmbedChoice): Promise<TEmbedViewState | null> {
      const deck = await deps.decks.byId(presentationId);
      if (!deck) return null;
      const now = deps.clock.now();
      const { screen, slide } = pickScreen(deck, choice);
      const branding = resolveDeckBranding(deck.ownerPlan, deck, deck.organisation);
      const showSlide = screen !== 'join' && slide;
      const [results, leaderboard, playerCount, names] = await Promise.all([
        showSlide ? deps.results.slideResults(deck, slide, 'presenter', now) : null,
        screen === 'leaderboard' && slide
          ? deps.results.leaderboard(deck, slide, now).then((board) => toEmbedBoard(board.entries))
          : [],
        deps.presence.count(deck.id),
        deck.hasQuiz ? deps.presence.names(deck.id) : [],
      ]);
      return {
        presentationId: deck.id,
        title: deck.title,
        code: deck.code,
        audienceHost: branding.brand?.audienceHost ?? null,
        fontFamily: branding.fontFamily,
        logoUrl: branding.logoUrl ?? null,
        brand: branding.brand ?? null,
        view: choice.view,
        screen,
        modes: deck.modes,
        isQuizDeck: deck.hasQuiz,
        slide: showSlide
          ? {
              ...toPublicSlide(deck, slide),
              gameScreen: slide.gameScreen,
              presentationId: deck.id,
            }
          : null,
        question: showSlide ? getQuestionTiming(slide, now, undefined, deck.extraFactor) : null,
        results,
        leaderboard,
        playerCount,
        names,
        ended: deck.runEndedAt !== null,
      };
    },
  };
}

export type TEmbedViews = ReturnType<typeof createEmbedViews>;
