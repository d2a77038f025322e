import { QA_LIMITS, type TQaBoard, type TQaQueue } from '@crowdeck/core';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import { createKeyedThrottle } from '../../../lib/throttle';
import type { TPushGate } from '../cluster/stores';
import type { TDeckCache } from '../data/deck-cache';
import type { TLiveGateway } from '../realtime/gateway';
import { PUSH_MS } from '../broadcast/push';
import type { TQaRepository } from './qa.repository';
import { toPublicQuestion, toQueueQuestion } from './qa-views';

/**
 * Q&A pushes: the board to every phone (at most once a second, one broadcast per room) and the
 * queue to the presenter (at most every 250 ms), whichever node changed a question.
 */
export function createQaPush(deps: {
  repo: TQaRepository;
  decks: Pick<TDeckCache, 'byId'>;
  gateway: TLiveGateway;
  gate: TPushGate;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  const { repo, gateway } = deps;
  const gated = (name: string, ms: number) => (key: string) =>
    deps.gate.tryClaim(`${name}:${key}`, ms);

  async function board(presentationId: string, runId: string): Promise<TQaBoard> {
    const [rows, settings] = await Promise.all([
      repo.board(runId, QA_LIMITS.publicMax / 2),
      repo.settings(presentationId),
    ]);
    const questions = rows.map(toPublicQuestion);
    const highlighted = settings?.highlightedId ?? null;
    return {
      questions,
      highlightedId: questions.some((q) => q.id === highlighted) ? highlighted : null,
    };
  }

  async function queue(presentationId: string, runId: string): Promise<TQaQueue> {
    const [rows, settings] = await Promise.all([
      repo.queue(runId, QA_LIMITS.queueMax),
      repo.settings(presentationId),
    ]);
    return {
      settings: {
        enabled: settings?.enabled ?? false,
        names: settings?.names ?? 'choice',
        moderated: settings?.moderated ?? false,
        namesLocked: settings?.namesLocked ?? false,
      },
      questions: rows.map(toQueueQuestion),
      highlightedId: settings?.highlightedId ?? null,
    };
  }

  const phones = createKeyedThrottle(
    PUSH_MS.phones,
    async (id) => {
      const deck = await deps.decks.byId(id);
      if (!deck) return;
      gateway.sendToRoom(deck.code, { type: 'qa', qa: await board(deck.id, deck.runId) });
    },
    (task, id) => deps.background.run(task, { event: 'push.qa.phones', presentationId: id }),
    gated('qa-phones', PUSH_MS.phones),
  );
  const presenter = createKeyedThrottle(
    PUSH_MS.presenter,
    async (id) => {
      const deck = await deps.decks.byId(id);
      if (!deck) return;
      gateway.sendToPresenter(deck.code, {
        type: 'qaQueue',
        queue: await queue(deck.id, deck.runId),
      });
    },
    (task, id) => deps.background.run(task, { event: 'push.qa.presenter', presentationId: id }),
    gated('qa-presenter', PUSH_MS.presenter),
  );

  return {
    board,
    queue,
    /** A question changed: the presenter's queue soon, and the board when others can see it. */
    changed(presentationId: string, visible: boolean): void {
      presenter.schedule(presentationId);
      if (visible) phones.schedule(presentationId);
    },
    stop(): void {
      phones.cancelAll();
      presenter.cancelAll();
    },
  };
}

export type TQaPush = ReturnType<typeof createQaPush>;
