import type { TAudienceState, TLeaderboardEntry, TLiveMessage, TQaPhoneView } from '@crowdeck/core';
import { estimateClockOffset } from './clock';

/** What a joined phone renders: the server's state plus what arrived since. */
export interface TLiveView {
  audience: TAudienceState;
  /** Top of the leaderboard while a leaderboard slide is shown; null until it arrives. */
  leaderboard: TLeaderboardEntry[] | null;
  /** The presenter ended or reset the session; a later `state` brings it back. */
  ended: boolean;
  /** Server clock minus phone clock, from the last message stamped with `serverNow`. */
  clockOffsetMs: number;
  /** The Q&A as this phone sees it, once the Q&A tab loaded it (`qa:list`); null before. */
  qa: TQaPhoneView | null;
}

/** The view right after a join acknowledgement (the only full state, with this phone's `me`). */
export function createLiveView(audience: TAudienceState, receivedAt: number): TLiveView {
  return {
    audience,
    leaderboard: null,
    ended: false,
    qa: null,
    clockOffsetMs: audience.question
      ? estimateClockOffset(audience.question.serverNow, receivedAt)
      : 0,
  };
}

/**
 * Applies one server message. Pure: the same view and message give the same result. Messages about
 * another slide than the one shown (late or early arrivals) are ignored; presenter-only messages
 * leave the view untouched.
 */
export function applyMessage(
  view: TLiveView,
  message: TLiveMessage,
  receivedAt: number,
): TLiveView {
  const currentSlideId = view.audience.slide?.id ?? null;
  switch (message.type) {
    case 'state': {
      // Broadcast once per room, so without `me`: this phone's own part is kept.
      const state = { ...message.state, me: view.audience.me };
      const sameSlide = state.slide !== null && state.slide.id === currentSlideId;
      return {
        ...view,
        audience: state,
        leaderboard: sameSlide ? view.leaderboard : null,
        ended: false,
        clockOffsetMs: state.question
          ? estimateClockOffset(state.question.serverNow, receivedAt)
          : view.clockOffsetMs,
      };
    }
    case 'question':
      if (message.question.slideId !== currentSlideId) return view;
      return {
        ...view,
        audience: { ...view.audience, question: message.question },
        clockOffsetMs: estimateClockOffset(message.question.serverNow, receivedAt),
      };
    case 'results':
      if (message.results.slideId !== currentSlideId) return view;
      return { ...view, audience: { ...view.audience, results: message.results } };
    case 'me':
      return { ...view, audience: { ...view.audience, me: message.me } };
    case 'leaderboard':
      return { ...view, leaderboard: message.entries };
    case 'ended':
      return { ...view, ended: true };
    case 'qa': {
      // Before the tab loaded the phone's own part, the board alone would show wrong likes.
      if (!view.qa) return view;
      const shown = new Set(message.qa.questions.map((q) => q.id));
      return {
        ...view,
        qa: {
          ...view.qa,
          ...message.qa,
          // An approved question of this phone is now on the board: no longer waiting.
          pending: view.qa.pending.filter((q) => !shown.has(q.id)),
        },
      };
    }
    case 'qaMine':
      return view.qa ? { ...view, qa: { ...view.qa, pending: message.pending } } : view;
    // `removed` is handled by the session: it leaves the live view for a plain message.
    case 'players':
    case 'reaction':
    case 'removed':
    case 'refused':
    case 'qaQueue':
    case 'screen':
    case 'runEnded':
    case 'runStarted':
      return view;
  }
}
