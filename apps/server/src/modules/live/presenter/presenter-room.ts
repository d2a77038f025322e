import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock } from '../../../lib/clock';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TLivePush } from '../broadcast/push';
import type { TPresence } from '../capacity/presence';
import type { TLiveBus } from '../cluster/bus';
import type { TDataRoom } from '../data/data-room';
import type { TPhonesRoom } from '../phones/phones-room';
import type { TEarlierRunPhones } from '../phones/earlier-run-phones';
import type { TQuestionClock } from '../quiz/question-clock';
import type { TLiveGateway } from '../realtime/gateway';
import { registerPresenterRoutes } from '../realtime/presenter-routes';
import type { TResultsService } from '../results/results.service';
import type { TLiveTuning, TQuestionStep } from '../tuning';
import { liveControlRoutes } from './control.routes';
import { createLiveControlService } from './control.service';
import { liveDataRoutes } from './data.routes';
import { createLiveDataService } from './data.service';
import { createEmbedViews } from './embed-view';
import { createEndRun } from './end-run';
import { createNewRunFollowUp } from './new-run';
import { createResetResults } from './reset-results';
import { liveRoomRoutes } from './room.routes';
import { createLiveRoomService } from './room.service';
import { liveSessionRoutes } from './session.routes';
import { createLiveSessionService } from './session.service';
import { createUnattendedSessions } from './unattended';

/**
 * The presenter's live routes (controls, data, room, session), its use cases (ending a run,
 * resetting results) and live embeds.
 */
export function createPresenterRoom(
  app: FastifyInstance,
  deps: {
    access: ReturnType<typeof createDeckAccess>;
    data: TDataRoom;
    phones: Pick<TPhonesRoom, 'quota' | 'removed' | 'reactionTally'>;
    earlierRuns: TEarlierRunPhones;
    results: TResultsService;
    presence: TPresence;
    quiz: TQuestionClock;
    push: TLivePush;
    gateway: TLiveGateway;
    bus: TLiveBus;
    /** A participant removed by the presenter: the Q&A takes back what they added. */
    onRemoved(presentationId: string, participantId: string): Promise<void>;
    authenticate: preHandlerAsyncHookHandler;
    tuning?: TLiveTuning;
    atStep(step: TQuestionStep, slideId: string): Promise<void>;
    clock: TClock;
    background: TBackgroundTasks;
  },
) {
  const { access, data: store, results, presence, quiz, push, gateway, bus, clock } = deps;
  const { repo, decks, answers, entries, participants, commits } = store;
  const control = createLiveControlService({
    access,
    repo,
    decks,
    gateway,
    presence,
    results,
    quiz,
    push,
    bus,
    clock,
    atStep: deps.atStep,
  });
  const data = createLiveDataService({
    access,
    repo,
    decks,
    answers,
    entries,
    participants,
    results,
    push,
  });
  const resets = createResetResults({
    decks,
    commits,
    quiz,
    push,
    bus,
    quota: deps.phones.quota,
    resets: store.resets,
    newRun: createNewRunFollowUp({ earlierRuns: deps.earlierRuns, bus, gateway }),
  });
  const room = createLiveRoomService({
    access,
    repo,
    decks,
    participants,
    entries,
    gateway,
    push,
    bus,
    removed: deps.phones.removed,
    onRemoved: deps.onRemoved,
  });
  const session = createLiveSessionService({ access, repo, decks, resets, bus, runs: store.runs });
  const endRun = createEndRun({
    repo,
    decks,
    participants,
    commits,
    quiz,
    gateway,
    push,
    bus,
    clock,
    runs: store.runs,
    reactions: deps.phones.reactionTally,
  });
  registerPresenterRoutes(app, deps.authenticate, [
    ...liveControlRoutes(control),
    ...liveDataRoutes(data),
    ...liveRoomRoutes(room),
    ...liveSessionRoutes({ session, endRun, access }),
  ]);
  const unattended = createUnattendedSessions({
    decks,
    presence,
    hasPresenter: (code) => gateway.hasPresenter(code),
    end: endRun,
    afterMs: deps.tuning?.unattendedEndMs ?? 0,
    checkMs: deps.tuning?.unattendedCheckMs,
    clock,
    background: deps.background,
  });
  const embeds = createEmbedViews({ decks, results, presence, clock });
  return { control, resets, unattended, embeds };
}
