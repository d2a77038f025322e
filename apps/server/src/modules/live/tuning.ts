import type { TClock } from '../../lib/clock';

/** Points between the awaits of a question's start and close where a test may step in. */
export type TQuestionStep =
  /** The presenter's Start made the slide live; the question is not started yet. */
  | 'start.activated'
  /** The early close counted the phones online; it has not listed them yet. */
  | 'earlyClose.counted'
  /** ...listed them; it has not checked that each answered yet. */
  | 'earlyClose.listed'
  /** ...found that everyone answered; it has not closed the question yet. */
  | 'earlyClose.checked'
  /** A close is stored; the question is not scored yet. */
  | 'close.stored';

/**
 * Knobs of the live engine that tests and benchmarks set; production leaves them unset and gets
 * the defaults. The hooks let a test hold or fail a commit to reproduce a race without sleeps.
 */
export interface TLiveTuning {
  /** Awaited before each batch of quiz answers / poll votes is written. */
  beforeAnswerCommit?(): Promise<void>;
  /** Awaited before each batch of words / open-ended answers is written (may throw). */
  beforeEntryCommit?(): Promise<void>;
  /** Awaited at each step of a question's start and close (tests reload the deck there). */
  atQuestionStep?(step: TQuestionStep, slideId: string): Promise<void>;
  /** Awaited between a balanced team's read of the member counts and its write (team mode). */
  beforeTeamWrite?(): Promise<void>;
  /** Awaited before a participant's entry counts on a slide are loaded (may throw). */
  beforeQuotaLoad?(): Promise<void>;
  /**
   * How long after a (re)load of a running question, or the loss of a node, the early close
   * ("every connected participant answered") waits for the phones to come back.
   */
  earlyCloseGraceMs?: number;
  /** A deck's in-memory state is dropped once it has been idle (no phone here, no use) this long. */
  idleDeckMs?: number;
  /** How often idle decks are looked for (0: never by timer; tests call `sweepIdle`). */
  idleSweepMs?: number;
  /** A session with phones but no presenter for this long is ended (0: never). */
  unattendedEndMs?: number;
  /** How often unattended sessions are looked for (default: a minute, or half the time above). */
  unattendedCheckMs?: number;
  /** Sockets written to per turn of the event loop before a broadcast yields (realtime/outbox.ts). */
  outboxTurnSockets?: number;
  /** The clock of question timing, answer times, early closes and idleness (lib/clock.ts). */
  clock?: TClock;
}
