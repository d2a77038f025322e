import type { TLiveMessage, TQuestionTiming, TReactionKind } from '@crowdeck/core';
import type { TPresenterState } from '../state/presenter-store';
import type { TLiveData } from '../state/presenter-types';
import { getClockOffset } from './countdown';
import {
  EMPTY_LIVE_DATA,
  GAME_SCREEN_BY_PHASE,
  withActiveSlide,
  withSlideChanges,
} from './live-data';

/** The part of the shared presenter state that live messages change. */
export type TLiveSlice = Pick<
  TPresenterState,
  | 'audienceData'
  | 'playerCount'
  | 'hearts'
  | 'smiles'
  | 'likes'
  | 'sads'
  | 'presentation'
  | 'slide'
  | 'presentingSlideId'
>;

/** A room's live fields before its first message: no data, no players, no reactions (new lists). */
export function emptyRoomFields(): Pick<
  TLiveSlice,
  'audienceData' | 'playerCount' | 'hearts' | 'smiles' | 'likes' | 'sads'
> {
  return { audienceData: null, playerCount: 0, hearts: [], smiles: [], likes: [], sads: [] };
}

/** Store list of each reaction kind (spec: hearts, smiles, likes, sads). */
export const REACTION_LISTS = {
  heart: 'hearts',
  smile: 'smiles',
  like: 'likes',
  sad: 'sads',
} as const satisfies Record<TReactionKind, keyof TLiveSlice>;

/** Bubbles kept per kind: a burst of reactions should not flood the screen. */
export const MAX_REACTIONS_PER_KIND = 30;

/**
 * The state change one `new_message` brings, received at local time `receivedAt`. Pure: the socket
 * module applies the result to the store.
 */
export function applyLiveMessage(
  state: TLiveSlice,
  message: TLiveMessage,
  receivedAt: number,
): Partial<TLiveSlice> {
  const live = state.audienceData ?? EMPTY_LIVE_DATA;
  const withLive = (changes: Partial<TLiveData>) => ({ audienceData: { ...live, ...changes } });

  switch (message.type) {
    case 'players':
      return { playerCount: message.playerCount, ...withLive({ names: message.names }) };
    case 'reaction': {
      const key = REACTION_LISTS[message.kind];
      const list = state[key];
      if (list.some((reaction) => reaction.id === message.id)) return {};
      return {
        [key]: [...list, { id: message.id, createdAt: receivedAt }].slice(-MAX_REACTIONS_PER_KIND),
      };
    }
    case 'question':
      return applyQuestion(state, live, message.question, receivedAt);
    case 'results':
      return withLive({ results: { ...live.results, [message.results.slideId]: message.results } });
    case 'leaderboard':
      return withLive({ leaderboard: message.entries, teamStandings: message.teams ?? null });
    case 'state': {
      const { state: audienceState } = message;
      let changes: Partial<TLiveSlice> = withLive({ audienceState });
      if (audienceState.question) {
        const next = { ...state, ...changes };
        const nextLive = changes.audienceData ?? live;
        changes = {
          ...changes,
          ...applyQuestion(next, nextLive, audienceState.question, receivedAt),
        };
      }
      return {
        ...changes,
        ...followAudience({ ...state, ...changes }, audienceState.slide?.id ?? null),
      };
    }
    case 'qaQueue':
      return withLive({ qa: message.queue });
    case 'me':
    case 'ended':
    case 'removed':
    case 'refused':
    case 'qa':
    case 'qaMine':
    case 'screen':
    case 'runEnded':
    case 'runStarted':
      return {};
  }
}

/** Question timing, clock skew and the matching game screen on the slide. */
function applyQuestion(
  state: TLiveSlice,
  live: TLiveData,
  question: TQuestionTiming,
  receivedAt: number,
): Partial<TLiveSlice> {
  const audienceData = {
    ...live,
    question,
    clockOffset: getClockOffset(question.serverNow, receivedAt),
  };
  if (!state.presentation) return { audienceData };
  // Held for someone's extra time: still the question (its answer is not shown yet).
  const gameScreen = question.held ? 'question' : GAME_SCREEN_BY_PHASE[question.phase];
  return {
    audienceData,
    ...withSlideChanges(state.presentation, question.slideId, { gameScreen }),
  };
}

/** In audience-following mode the presenter shows the slide the phones are on. */
function followAudience(state: TLiveSlice, slideId: string | null): Partial<TLiveSlice> {
  if (!state.presentingSlideId || !slideId || slideId === state.presentingSlideId) return {};
  if (!state.presentation?.Slides.some((slide) => slide.id === slideId)) return {};
  return { presentingSlideId: slideId, ...withActiveSlide(state.presentation, slideId) };
}
