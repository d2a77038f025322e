import type { TAudienceState, TParticipantView, TPublicSlide } from '@crowdeck/core';

/** A participant as a phone sees itself, for tests and screen previews. */
export function makeMe(over: Partial<TParticipantView> = {}): TParticipantView {
  return {
    participantId: 'p1',
    name: 'Brave Otter',
    score: 0,
    rank: null,
    answeredSlideIds: [],
    lastResult: null,
    ...over,
  };
}

/** A four-option quiz slide. */
export function makeSlide(over: Partial<TPublicSlide> = {}): TPublicSlide {
  return {
    id: 'quiz-1',
    type: 'quiz',
    question: 'Which planet is the largest?',
    imageUrl: null,
    layout: 'default',
    options: [
      { id: 'o1', text: 'Mars', imageUrl: null, colour: '#E21B3C' },
      { id: 'o2', text: 'Jupiter', imageUrl: null, colour: '#1368CE' },
      { id: 'o3', text: 'Venus', imageUrl: null, colour: '#D89E00' },
      { id: 'o4', text: 'Saturn', imageUrl: null, colour: '#26890C' },
    ],
    timeLimitSec: 20,
    entriesPerParticipant: 3,
    questionIndex: 1,
    questionCount: 2,
    ...over,
  };
}

/** A joined phone's state on `slide` (none by default). */
export function makeAudienceState(over: Partial<TAudienceState> = {}): TAudienceState {
  return {
    code: '12345678',
    title: 'Friday quiz',
    fontFamily: null,
    slide: null,
    question: null,
    results: null,
    me: makeMe(),
    ...over,
  };
}
