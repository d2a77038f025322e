import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../../db/client';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock } from '../../../lib/clock';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TLivePush } from '../broadcast/push';
import type { TPresence } from '../capacity/presence';
import type { TLiveBus } from '../cluster/bus';
import type { TPushGate } from '../cluster/stores';
import type { TDeckCache } from '../data/deck-cache';
import type { TPhoneSocketHandlers } from '../phones/phone-ports';
import { createReactionLimiter } from '../phones/reaction-limiter';
import type { TRemovedParticipants } from '../phones/removed-participants';
import type { TLiveGateway } from '../realtime/gateway';
import { registerPresenterRoutes } from '../realtime/presenter-routes';
import { registerQaHandlers } from './qa-handlers';
import { createQaPush } from './qa-push';
import { createQaRepository } from './qa.repository';
import { qaRoutes } from './qa.routes';
import { createQaService } from './qa.service';

/** Likes and board reads one phone may send per 10 s in the Q&A. */
const QA_READS_PER_10S = 20;

/** Moderated Q&A: the presenter's routes, the phones' events and the throttled pushes. */
export function createQaRoom(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    decks: TDeckCache;
    access: ReturnType<typeof createDeckAccess>;
    removed: TRemovedParticipants;
    presence: TPresence;
    gateway: TLiveGateway;
    push: TLivePush;
    gate: TPushGate;
    bus: TLiveBus;
    authenticate: preHandlerAsyncHookHandler;
    clock: TClock;
    background: TBackgroundTasks;
    onError(error: unknown): void;
  },
) {
  const { decks, gateway, clock } = deps;
  const repo = createQaRepository(deps.db);
  const qaPush = createQaPush({
    repo,
    decks,
    gateway,
    gate: deps.gate,
    background: deps.background,
  });
  const qa = createQaService({
    repo,
    qaPush,
    decks,
    access: deps.access,
    removed: deps.removed,
    presence: deps.presence,
    gateway,
    push: deps.push,
    bus: deps.bus,
    clock,
  });
  registerPresenterRoutes(app, deps.authenticate, qaRoutes(qa));
  const limiter = createReactionLimiter(clock, QA_READS_PER_10S);
  const socketHandlers: TPhoneSocketHandlers = (socket, context) =>
    registerQaHandlers(socket, { qa, limiter, onError: deps.onError, ...context });
  return { qa, qaPush, limiter, socketHandlers };
}
