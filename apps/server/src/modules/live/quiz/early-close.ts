import type { TBackgroundTasks } from '../../../lib/background-tasks';
import { SOCKET_RECONNECT_DELAY_MAX_MS } from '@crowdeck/core';
import type { TClock, TClockTimer } from '../../../lib/clock';
import type { TSlideRow } from '../../../db/schema/index';
import type { TAnswersRepository } from '../data/answers.repository';
import type { TLiveDeck, TDeckCache } from '../data/deck-cache';
import type { TAnsweredSets } from '../cluster/stores';
import type { TPresence } from '../capacity/presence';
import { getQuestionPhase } from './question-timing';

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
  close(deck: TLiveDeck, slide: TSlideRow): Promise<void>;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  const { clock } = deps;
  const graceMs = deps.graceMs ?? EARLY_CLOSE_GRACE_MS;
  /** Questions whose answered set this node has filled with the answers stored before. */
  const seeded = new Set<string>();
  /** Questions whose early close waits for reconnecting phones, until this time. */
  const graceUntil = new Map<string, number>();
  const rechecks = new Map<string, TClockTimer>();

  /** Closes the question if everyone online answered (members only once the counts allow it). */
  async function closeIfAllAnswered(deck: TLiveDeck, slide: TSlideRow, answeredCount: number) {
    // Checked on every answer, so it must not walk all phones each time (15,000 × 15,000):
    // counts first; the members only once as many answered as are online.
    const onlineCount = await deps.presence.count(deck.id);
    if (onlineCount === 0 || answeredCount < onlineCount) return;
    const online = await deps.presence.members(deck.id);
    if (await deps.answered.containsAll(slide.id, online)) await deps.close(deck, slide);
  }

  /** At the end of the grace, the check the answers made meanwhile could not do. */
  function recheckAt(deck: TLiveDeck, slideId: string, at: number): void {
    if (rechecks.has(slideId)) return;
    const run = async () => {
      rechecks.delete(slideId);
      graceUntil.delete(slideId);
      const fresh = await deps.decks.byId(deck.id);
      const slide = fresh?.slides.find((s) => s.id === slideId);
      if (!fresh || !slide || getQuestionPhase(slide, clock.now()) !== 'open') return;
      await closeIfAllAnswered(fresh, slide, await deps.answered.add(slideId, []));
    };
    const timer = clock.setTimeout(
      () =>
        deps.background.run(run, {
          event: 'quiz.earlyCloseRecheck',
          presentationId: deck.id,
          slideId,
        }),
      Math.max(0, at - clock.now()),
    );
    rechecks.set(slideId, timer);
  }

  return {
    /** After a committed answer: closes the question once every connected phone answered. */
    async onAnswered(deck: TLiveDeck, slide: TSlideRow, participantIds: string[]): Promise<void> {
      if (getQuestionPhase(slide, clock.now()) !== 'open') return;
      let ids = participantIds;
      if (!seeded.has(slide.id)) {
        seeded.add(slide.id);
        ids = [...ids, ...(await deps.answers.listParticipantIds(deck.runId, slide.id))];
      }
      const answeredCount = await deps.answered.add(slide.id, ids);
      const until = graceUntil.get(slide.id);
      if (until !== undefined && clock.now() < until) return recheckAt(deck, slide.id, until);
      graceUntil.delete(slide.id);
      await closeIfAllAnswered(deck, slide, answeredCount);
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
