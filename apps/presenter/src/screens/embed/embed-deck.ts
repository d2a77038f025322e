import type { TEmbedViewState, TPresentation, TSlide } from '@crowdeck/core';

/**
 * The embed's state in the shapes the present view's components read: a deck holding the one
 * slide shown, its options as phones see them (never marked correct: the results say which are,
 * once revealed).
 */
export function toEmbedDeck(state: TEmbedViewState): { deck: TPresentation; slide: TSlide | null } {
  const now = new Date(0).toISOString();
  // The leaderboard view over another slide: the board after that slide, as a leaderboard slide.
  const asBoard = state.screen === 'leaderboard' && state.slide?.type !== 'leaderboard';
  const shown =
    state.slide && asBoard
      ? { ...state.slide, type: 'leaderboard' as const, question: '', imageUrl: null, options: [] }
      : state.slide;
  const slide: TSlide | null = shown
    ? {
        id: shown.id,
        presentationId: state.presentationId,
        type: shown.type,
        position: 0,
        question: shown.question,
        ...(shown.body === undefined ? {} : { body: shown.body }),
        imageUrl: shown.imageUrl,
        layout: shown.layout,
        timeLimitSec: shown.timeLimitSec,
        points: 0,
        entriesPerParticipant: shown.entriesPerParticipant,
        ...(shown.format ? { format: shown.format } : {}),
        ...(shown.settings ? { settings: shown.settings as TSlide['settings'] } : {}),
        gameScreen: (shown.gameScreen ?? null) as TSlide['gameScreen'],
        questionIndex: shown.questionIndex,
        questionCount: shown.questionCount,
        options: shown.options.map((option, position) => ({
          ...option,
          slideId: shown.id,
          isCorrect: false,
          position,
        })),
        updatedAt: now,
      }
    : null;
  const deck: TPresentation = {
    id: state.presentationId,
    title: state.title,
    uniqueCode: state.code,
    fontFamily: state.fontFamily,
    logoUrl: state.logoUrl,
    brand: state.brand,
    slideActiveId: slide?.id ?? null,
    isProfanityFilterOn: false,
    quizPoints: state.modes.points,
    shuffleOptions: state.modes.shuffle,
    optionsOnPhones: state.modes.optionsOnPhones,
    Slides: slide ? [slide] : [],
    createdAt: now,
    updatedAt: now,
  };
  return { deck, slide };
}
