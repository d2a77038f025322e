import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock } from '../../../lib/clock';
import type { TLivePush } from '../broadcast/push';
import type { TPresence } from '../capacity/presence';
import type { TLiveBus } from '../cluster/bus';
import type { TLiveStores } from '../cluster/stores';
import type { TDataRoom } from '../data/data-room';
import type { TLiveTuning, TQuestionStep } from '../tuning';
import { createQuestionClock } from './question-clock';

/**
 * The question clock, resumed on a deck's first load after a start; when a lost node's places are
 * swept, every node holds its early closes (the phones moving over may answer anywhere).
 */
export function createQuizRoom(deps: {
  data: TDataRoom;
  stores: TLiveStores;
  presence: TPresence;
  push: TLivePush;
  bus: TLiveBus;
  tuning?: TLiveTuning;
  atStep(step: TQuestionStep, slideId: string): Promise<void>;
  clock: TClock;
  background: TBackgroundTasks;
}) {
  const { data, stores, push, bus, background } = deps;
  const quiz = createQuestionClock({
    repo: data.repo,
    decks: data.decks,
    answers: data.answers,
    participants: data.participants,
    presence: deps.presence,
    push,
    answered: stores.answered,
    bus,
    settleAnswers: data.commits.settleAnswers,
    earlyCloseGraceMs: deps.tuning?.earlyCloseGraceMs,
    atStep: deps.atStep,
    clock: deps.clock,
    background,
  });
  // Listeners last, once everything they call exists.
  data.decks.onFirstLoad((deck) => quiz.resume(deck));
  stores.onSwept((ids) => {
    ids.forEach((id) => push.playersChanged(id));
    // Every node may receive the answers of the phones moving over: all of them wait.
    background.run(quiz.holdEarlyClose(ids), { event: 'quiz.holdEarlyClose' });
    for (const id of ids) {
      background.run(bus.publish({ type: 'hold', presentationId: id }), {
        event: 'bus.publish.hold',
        presentationId: id,
      });
    }
  });
  return quiz;
}
