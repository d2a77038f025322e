import type { TBackgroundTasks } from '../../../lib/background-tasks';
import { SOCKET_RECONNECT_DELAY_MAX_MS } from '@crowdeck/core';
import type { TClock, TClockTimer } from '../../../lib/clock';
import type { TAnswersRepository } from '../data/answers.repository';
import type { TDeckCache } from '../data/deck-cache';
import type { TAnsweredSets } from '../cluster/stores';
import type { TQuestionStep } from '../tuning';
import type { TPresence } from '../capacity/presence';
import { getQuestionPhase } from '@crowdeck/core';

/**
 * After a restart or the loss of a node, phones come back over several reconnect attempts (each
 * waits up to SOCKET_RECONNECT_DELAY_MAX_MS, ±50 %): until then "every connected participant
 * answered" would count only the few already back.
 */
export const EARLY_CLOSE_GRACE_MS = 3 * SOCKET_RECONNECT_DELAY_MAX_MS;

/**
 * Closes a running question early once every connected participant (on every node) answered,
 * except during a grace period after the question was (re)loaded by a restarted node or a node
 * was lost: then the check waits until the grace ends, so phones still reconnecting count.
 */
export function createEarlyClose(deps: {
  answers: TAnswersRepository;
  decks: TDeckCache;
  presence: TPresence;
  answered: TAnsweredSets;
  graceMs?: number;
  clock: TClock;
  /** Closes the question if it still closes at `closesAt` (it is the one everyone answered). */
  close(presentationId: string, slideId: string, closesAt: Date): Promise<void>;
  /** Awaited between the steps of the check (tests). */
  atStep?(step: TQuestionStep, slideId: string): Promise<void>;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  const { clock } = deps;
  const atStep = deps.atStep ?? (async () => undefined);
  const graceMs = deps.graceMs ?? EARLY_CLOSE_GRACE_MS;
  /** Questions whose answered set this node has filled with the answers stored before. */
  const seeded = new Set<string>();
  /** Questions whose early close waits for reconnecting phones, until this time. */
  const graceUntil = new Map<string, number>();
  const rechecks = new Map<string, TClockTimer>();

  /** The question as the cache holds it now, if it is open for answers. */
  async function openQuestion(presentationId: string, slideId: string) {
    const deck = await deps.decks.byId(presentationId);
    const slide = deck?.slides.find((s) => s.id === slideId);
    if (!deck || !slide?.questionClosesAt) return null;
    if (getQuestionPhase(slide, clock.now()) !== 'open') return null;
    return { runId: deck.runId, closesAt: slide.questionClosesAt };
  }

  /**
   * Closes the question closing at `closesAt` if everyone online answered (members only once the
   * counts allow it). Only ids go from step to step: the close reads the question again.
   */
  async function closeIfAllAnswered(
    presentationId: string,
    slideId: string,
    closesAt: Date,
    answeredCount: number,
  ) {
    // Checked on every answer, so it must not walk all phones each time (15,000 × 15,000):
    // counts first; the members only once as many answered as are online.
    const onlineCount = await deps.presence.count(presentationId);
    if (onlineCount === 0 || answeredCount < onlineCount) return;
    await atStep('earlyClose.counted', slideId);
    const online = await deps.presence.members(presentationId);
    await atStep('earlyClose.listed', slideId);
    if (!(await deps.answered.containsAll(slideId, online))) return;
    await atStep('earlyClose.checked', slideId);
    await deps.close(presentationId, slideId, closesAt);
  }

  /** At the end of the grace, the check the answers made meanwhile could not do. */
  function recheckAt(presentationId: string, slideId: string, at: number): void {
    if (rechecks.has(slideId)) return;
    const run = async () => {
      rechecks.delete(slideId);
      graceUntil.delete(slideId);
      const open = await openQuestion(presentationId, slideId);
      if (!open) return;
      const answeredCount = await deps.answered.add(slideId, []);
      await closeIfAllAnswered(presentationId, slideId, open.closesAt, answeredCount);
    };
    const timer = clock.setTimeout(
      () => deps.background.run(run, { event: 'quiz.earlyCloseRecheck', presentationId, slideId }),
      Math.max(0, at - clock.now()),
    );
    rechecks.set(slideId, timer);
  }

  return {
    /** After committed answers: closes the question once every connected phone answered. */
    async onAnswered(
      presentationId: string,
      slideId: string,
      participantIds: string[],
    ): Promise<void> {
      const open = await openQuestion(presentationId, slideId);
      if (!open) return;
      let ids = participantIds;
      if (!seeded.has(slideId)) {
        seeded.add(slideId);
        ids = [...ids, ...(await deps.answers.listParticipantIds(open.runId, slideId))];
      }
      const answeredCount = await deps.answered.add(slideId, ids);
      const until = graceUntil.get(slideId);
      if (until !== undefined && clock.now() < until)
        return recheckAt(presentationId, slideId, until);
      graceUntil.delete(slideId);
      await closeIfAllAnswered(presentationId, slideId, open.closesAt, answeredCount);
    },

    /** A question was just started here: its answered set is empty and complete. */
    started(slideId: string): void {
      this.forget(slideId);
      seeded.add(slideId);
    },

    /** Phones may still be reconnecting (restart, lost node): wait for them before closing early. */
    hold(slideId: string, now = clock.now()): void {
      graceUntil.set(slideId, now + graceMs);
    },

    /** Forgets a question (closed, reset, deleted, idle). */
    forget(slideId: string): void {
      seeded.delete(slideId);
      graceUntil.delete(slideId);
      clock.clearTimeout(rechecks.get(slideId));
      rechecks.delete(slideId);
    },

    /** Cancels every pending re-check (shutdown): none may read the database once it is closed. */
    stop(): void {
      for (const timer of rechecks.values()) clock.clearTimeout(timer);
      rechecks.clear();
      graceUntil.clear();
    },

    /** Entries held per question (long-uptime checks). */
    size: () => seeded.size + graceUntil.size + rechecks.size,
  };
}

export type TEarlyClose = ReturnType<typeof createEarlyClose>;
