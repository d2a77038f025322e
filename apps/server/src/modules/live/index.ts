import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { TLiveControlResponse } from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import { createBackgroundTasks, settleWithin, SHUTDOWN_WAIT_MS } from '../../lib/background-tasks';
import { systemClock } from '../../lib/clock';
import type { TRateLimits } from '../../lib/rate-limit';
import type { TMetrics } from '../../lib/metrics';
import type { TRedisClients } from '../../lib/redis';
import { createDeckAccess } from '../decks/deck-access';
import { createDeckStore } from '../decks/deck.repository';
import { createAnswerCommits } from './data/answer-commits';
import { createAnswerService } from './phones/answer.service';
import { createAnswersRepository } from './data/answers.repository';
import { createFormatResultsRepository } from './data/format-results.repository';
import { registerAudienceHandlers } from './realtime/audience-handlers';
import { createEntriesRepository } from './data/entries.repository';
import { createEntryQuota } from './phones/entry-quota';
import { createNetworkShares } from './phones/network-shares';
import { createNetworkWindow } from './phones/network-window';
import { createIdleDecks, type TIdleDecks } from './idle-decks';
import { createTurnBudget } from '../../lib/turn-budget';
import { createJoinLimits } from './phones/join-limits';
import { createJoinService, JOINS_PER_TURN } from './phones/join.service';
import { createClusterBus, createLocalBus, type TLiveBus } from './cluster/bus';
import { createControlRepository } from './control/control.repository';
import { registerControlRoutes } from './control/control.routes';
import { createControlService } from './control/control.service';
import { registerLiveControlRoutes } from './presenter/control.routes';
import { createLiveControlService } from './presenter/control.service';
import { createLiveRoomService } from './presenter/room.service';
import { registerLiveRoomRoutes } from './presenter/room.routes';
import { createLiveSessionService } from './presenter/session.service';
import { registerLiveSessionRoutes } from './presenter/session.routes';
import { createUnattendedSessions } from './presenter/unattended';
import { createRunsRepository } from './data/runs.repository';
import { createReactionsRepository } from './data/reactions.repository';
import { createReactionTally } from './phones/reaction-tally';
import { createQaPush } from './qa/qa-push';
import { createQaRepository } from './qa/qa.repository';
import { registerQaRoutes } from './qa/qa.routes';
import { createQaService } from './qa/qa.service';

/** Likes and board reads one phone may send per 10 s in the Q&A. */
const QA_READS_PER_10S = 20;
import { registerLiveDataRoutes } from './presenter/data.routes';
import { createLiveDataService, type TLiveDataService } from './presenter/data.service';
import { createLiveDeckRepository } from './data/deck.repository';
import { createDeckCache } from './data/deck-cache';
import { createLiveResetRepository } from './data/reset.repository';
import { createBusHandler, createResync } from './cluster/bus-handler';
import { createEarlierRunPhones } from './realtime/earlier-run-phones';
import { createNewRunFollowUp } from './presenter/new-run';
import { createLiveGateway, type TLiveGateway, type TLiveServer } from './realtime/gateway';
import { createOutbox } from './realtime/outbox';
import { pacedClusterAdapter } from './realtime/paced-adapter';
import { createLivePush } from './realtime/push';
import {
  createLiveServer,
  type TEmbedViewer,
  type TPresenterSession,
} from './realtime/socket-server';
import { createEmbedViews, type TEmbedViews } from './presenter/embed-view';
import type { TLiveTuning } from './tuning';
import { createRemovedParticipants } from './phones/removed-participants';
import { createMemoryLiveStores, type TLiveStores } from './cluster/stores';
import type { TOnlineCounter } from './capacity/online-counter';
import { createParticipantViews } from './phones/participant-views';
import { createParticipantsRepository } from './data/participants.repository';
import { createResumeReads } from './data/resume-reads';
import { createPresence } from './capacity/presence';
import { createQuestionClock } from './quiz/question-clock';
import { createReactionLimiter } from './phones/reaction-limiter';
import { createRedisLiveStores } from './cluster/redis-stores';
import { createResultsService } from './presenter/results.service';
import { createUnknownCodes } from './phones/unknown-codes';

/** What the live module needs from the app. */
export interface TLiveDeps {
  db: TDatabase;
  /** Whether a page at `origin` may open a socket on the API reached at `host`. */
  isOriginAllowed(origin: string, host: string | undefined): boolean;
  /** The organisation's own audience domain a page is on, or null (its phones join its decks). */
  audienceOriginHost?(origin: string | undefined, host: string | undefined): string | null;
  authenticate: preHandlerAsyncHookHandler;
  /** The user and session of a bearer token, or null. */
  findSession(token: string): Promise<TPresenterSession | null>;
  /** The presentation a live embed's view token shows, or null (unknown or revoked). */
  findEmbedToken?(token: string): Promise<TEmbedViewer | null>;
  /** Phones' addresses: X-Forwarded-For as far as TRUST_PROXY allows. */
  clientIp(request: IncomingMessage): string;
  /** False for load tests (RATE_LIMIT_ENABLED=false): joins are not limited per address. */
  rateLimitEnabled?: boolean;
  /** The API's named limits (remote pairing per address). */
  rateLimits: Pick<TRateLimits, 'consume'>;
  /** Several nodes: Socket.IO's adapter and the shared stores in Redis. Null: all in memory. */
  redis?: TRedisClients | null;
  /** One node: an in-memory counter of the test's own (ignored with `redis`). */
  onlineCounter?: TOnlineCounter;
  /** Tests' and benchmarks' knobs (defaults in production). */
  tuning?: TLiveTuning;
  /** The server's Prometheus metrics: the engine counts phones, joins, answers and writes. */
  metrics: TMetrics;
}

/** The live module's handles: the socket server, resets for the deck routes, shutdown. */
export interface TLive {
  io: TLiveServer;
  resets: Pick<TLiveDataService, 'resetPresentation' | 'resetSlide'> & {
    deckChanged(presentationId: string): void;
    deckDeleted(presentationId: string, code: string, slideIds: string[]): void;
    codeCreated(code: string): void;
  };
  /** Frees idle decks now, and reports what is kept per kind of state (tests, soak benchmark). */
  idle: Pick<TIdleDecks, 'sweep' | 'sizes'>;
  /** Ends the sessions left with phones but without a presenter long enough, now (tests). */
  checkUnattended(): Promise<void>;
  /** Sessions ended: their presenter sockets are disconnected on every node. */
  endSessions: TLiveGateway['endSessions'];
  /**
   * Makes a slide of the owner's presentation the live one, as `PUT /api/slide/next/` does
   * (phones and presenter windows follow); for callers that are not a presenter window (the
   * PowerPoint add-in).
   */
  moveSlide(
    ownerId: string,
    presentationId: string,
    slideId: string,
  ): Promise<TLiveControlResponse>;
  /** Starts or closes a slide's question as `POST /api/slide/game/` does (the Teams side panel). */
  game: ReturnType<typeof createLiveControlService>['game'];
  /** Live embeds: their public state, and closing those of a revoked view token. */
  embeds: TEmbedViews & { close: TLiveGateway['closeEmbeds'] };
  /** Resolves once the work the engine started without awaiting it has settled (tests). */
  settled(): Promise<void>;
  /** Stops timers, waits for work in flight, writes pending answers, disconnects sockets. */
  close(): Promise<void>;
}

/** Presentations with phones on this node: their `p:<code>` rooms (not the shards). */
function countPhoneRooms(io: TLiveServer): number {
  let rooms = 0;
  for (const name of io.of('/').adapter.rooms.keys()) {
    if (name.startsWith('p:') && !name.includes('#')) rooms += 1;
  }
  return rooms;
}

/** Wires the live session: Socket.IO on the API server, the live routes, and the engine. */
export function registerLive(app: FastifyInstance, deps: TLiveDeps): TLive {
  const onError = (error: unknown) => app.log.error({ err: error }, 'live session error');
  const clock = deps.tuning?.clock ?? systemClock;
  const atQuestionStep = deps.tuning?.atQuestionStep ?? (async () => undefined);
  /** Set when shutdown begins: new joins and answers are refused from then on. */
  let closing = false;
  // Work the engine starts without awaiting (timers, pushes, cluster messages): logged with its
  // context on failure, and waited for at shutdown.
  const background = createBackgroundTasks((error, context) =>
    app.log.error({ err: error, ...context }, 'live background task failed'),
  );
  const repo = createLiveDeckRepository(deps.db);
  const answers = createAnswersRepository(deps.db);
  const entries = createEntriesRepository(deps.db);
  const participants = createParticipantsRepository(deps.db);
  const access = createDeckAccess(createDeckStore(deps.db));

  const redis = deps.redis ?? null;
  const nodeId = randomUUID();
  const stores: TLiveStores = redis
    ? createRedisLiveStores({ redis, nodeId, onError })
    : createMemoryLiveStores(deps.onlineCounter);
  // What goes to this node's phones, in order and a few hundred sockets per turn (outbox.ts).
  const outbox = createOutbox({
    turnSockets: deps.tuning?.outboxTurnSockets,
    onError: (error) => background.run(Promise.reject(error), { event: 'gateway.outbox' }),
  });
  const io = createLiveServer(app.server, {
    isOriginAllowed: deps.isOriginAllowed,
    findSession: deps.findSession,
    findEmbedToken: deps.findEmbedToken,
    adapter: redis
      ? pacedClusterAdapter(
          createAdapter(redis.adapter, {
            streamName: `${redis.prefix}socket.io`,
            channelPrefix: `${redis.prefix}socket.io`,
            sessionKeyPrefix: `${redis.prefix}sio:session:`,
            blockTimeInMs: 2_000,
          }),
          outbox,
        )
      : undefined,
  });
  const bus: TLiveBus = redis ? createClusterBus(io, onError) : createLocalBus();
  const gateway = createLiveGateway(io, background, {
    outbox,
    stateFannedOut: deps.metrics.stateFannedOut,
  });
  deps.metrics.sources.liveRooms = () => countPhoneRooms(io);
  const presence = createPresence(stores.online);
  const formats = createFormatResultsRepository(deps.db);
  const results = createResultsService({ answers, entries, participants, formats, clock });
  const reads = createResumeReads({ participants, answers, entries });
  const views = createParticipantViews({ answers, entries, participants, reads, clock });
  const decks = createDeckCache({ repo, clock });
  const gate = stores.gate;
  const push = createLivePush({
    gateway,
    decks,
    results,
    views,
    presence,
    gate,
    clock,
    background,
  });
  const answered = stores.answered;
  const commits = createAnswerCommits({
    answers,
    entries,
    participants,
    tuning: deps.tuning,
    metrics: deps.metrics,
  });
  const quiz = createQuestionClock({
    repo,
    decks,
    answers,
    participants,
    presence,
    push,
    answered,
    bus,
    settleAnswers: commits.settleAnswers,
    earlyCloseGraceMs: deps.tuning?.earlyCloseGraceMs,
    atStep: atQuestionStep,
    clock,
    background,
  });
  // Listeners last, once everything they call exists.
  decks.onFirstLoad((deck) => quiz.resume(deck));
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
  const quota = createEntryQuota(entries, deps.tuning?.beforeQuotaLoad);
  const shares = createNetworkShares();
  const unknownCodes = createUnknownCodes();

  const join = createJoinService({
    decks,
    participants,
    reads,
    insertParticipant: commits.insertParticipant,
    presence,
    views,
    results,
    push,
    limits: createJoinLimits({
      enabled: deps.rateLimitEnabled ?? true,
      shared: redis ? { client: redis.store, prefix: redis.prefix } : null,
    }),
    unknownCodes,
    turns: createTurnBudget(JOINS_PER_TURN),
    clock,
  });
  const earlierRuns = createEarlierRunPhones({ gateway, join });
  const reactions = createReactionLimiter(clock);
  const networkReactions = createNetworkWindow(clock);
  const qaLimiter = createReactionLimiter(clock, QA_READS_PER_10S);
  const reactionTally = createReactionTally({
    add: createReactionsRepository(deps.db).add,
    clock,
    background,
  });
  // A removal moves the ranks of those after the removed participant.
  const removed = createRemovedParticipants((id) => views.forgetRanks(id));
  const idle = createIdleDecks({
    decks,
    presence,
    quiz,
    views,
    quota,
    shares,
    join,
    reactions,
    networkReactions,
    qaLimiter,
    removed,
    idleMs: deps.tuning?.idleDeckMs,
    sweepMs: deps.tuning?.idleSweepMs,
    clock,
    background,
  });
  const qaPush = createQaPush({
    repo: createQaRepository(deps.db),
    decks,
    gateway,
    gate,
    background,
  });
  const qa = createQaService({
    repo: createQaRepository(deps.db),
    qaPush,
    decks,
    access,
    removed,
    presence,
    gateway,
    push,
    bus,
    clock,
  });
  registerQaRoutes(app, { qa, authenticate: deps.authenticate });
  registerAudienceHandlers(io, {
    gateway,
    decks,
    join,
    answers: createAnswerService({
      decks,
      commits,
      quota,
      shares,
      quiz,
      views,
      push,
      removed,
      clock,
      background,
    }),
    reactions,
    networkReactions,
    reactionTally,
    qa,
    qaLimiter,
    removed,
    clientIp: deps.clientIp,
    audienceOriginHost: deps.audienceOriginHost ?? (() => null),
    background,
    isClosing: () => closing,
    onError,
    metrics: deps.metrics,
  });
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
    atStep: atQuestionStep,
  });
  const data = createLiveDataService({
    access,
    repo,
    decks,
    answers,
    entries,
    participants,
    quota,
    commits,
    results,
    quiz,
    push,
    bus,
    resets: createLiveResetRepository(deps.db, clock),
    newRun: createNewRunFollowUp({ earlierRuns, bus, gateway }),
  });
  const handlerDeps = {
    decks,
    quiz,
    quota,
    push,
    removed,
    earlierRuns,
    dropDeck: idle.drop,
    background,
  };
  bus.subscribe(createBusHandler(handlerDeps));
  redis?.onReconnect(createResync(handlerDeps));
  registerLiveControlRoutes(app, { control, authenticate: deps.authenticate });
  registerControlRoutes(app, {
    control: createControlService({
      access,
      repo: createControlRepository(deps.db),
      gateway,
      clock,
    }),
    authenticate: deps.authenticate,
    rateLimits: deps.rateLimits,
  });
  registerLiveDataRoutes(app, { data, authenticate: deps.authenticate });
  const room = createLiveRoomService({
    access,
    repo,
    decks,
    participants,
    entries,
    gateway,
    push,
    bus,
    removed,
    onRemoved: qa.participantRemoved,
  });
  registerLiveRoomRoutes(app, { room, authenticate: deps.authenticate });
  const session = createLiveSessionService({
    access,
    repo,
    runs: createRunsRepository(deps.db),
    decks,
    participants,
    commits,
    reactions: reactionTally,
    data,
    quiz,
    gateway,
    push,
    bus,
    clock,
  });
  registerLiveSessionRoutes(app, { session, authenticate: deps.authenticate });
  const unattended = createUnattendedSessions({
    decks,
    presence,
    hasPresenter: (code) => gateway.hasPresenter(code),
    end: session.endUnattended,
    afterMs: deps.tuning?.unattendedEndMs ?? 0,
    checkMs: deps.tuning?.unattendedCheckMs,
    clock,
    background,
  });

  return {
    io,
    resets: {
      resetPresentation: data.resetPresentation,
      resetSlide: data.resetSlide,
      deckChanged(id) {
        decks.forget(id);
        background.run(bus.publish({ type: 'deck', presentationId: id }), {
          event: 'bus.publish.deck',
          presentationId: id,
        });
      },
      deckDeleted(id, code, deleted) {
        const dropped = decks.forget(id);
        // Read by the caller before the delete: a deck not cached here still has entry counts,
        // question timers or early-close state to free, here and on the other nodes.
        const slideIds = [...new Set([...deleted, ...(dropped?.slides.map((s) => s.id) ?? [])])];
        idle.drop(id, slideIds);
        background.run(bus.publish({ type: 'deleted', presentationId: id, slideIds }), {
          event: 'bus.publish.deleted',
          presentationId: id,
        });
        // Through the adapter on every node; each phone's disconnect gives its place back.
        gateway.endSession(code);
      },
      codeCreated: (code) => unknownCodes.forget(code),
    },
    idle: { sweep: idle.sweep, sizes: idle.sizes },
    /** Ends the sessions left without a presenter long enough, now (tests). */
    checkUnattended: () => unattended.check(),
    endSessions: (ended) => gateway.endSessions(ended),
    moveSlide: (ownerId, presentationId, slideId) =>
      control.next(ownerId, presentationId, { slideActiveId: slideId }),
    game: control.game,
    embeds: {
      ...createEmbedViews({ decks, results, presence, clock }),
      close: (tokenId) => gateway.closeEmbeds(tokenId),
    },
    settled: () => background.idle(),
    async close() {
      closing = true;
      idle.stop();
      unattended.stop();
      quiz.stop();
      push.stop();
      qaPush.stop();
      // Work already started (a question being scored, a push) ends before the database goes.
      await settleWithin(background, SHUTDOWN_WAIT_MS);
      await commits.drain();
      await reactionTally.flush().catch(onError);
      await settleWithin(background, SHUTDOWN_WAIT_MS);
      // Closing the transports (not disconnecting the sockets) lets clients reconnect by themselves.
      io.engine.close();
      await stores.close().catch(onError);
      await io.of('/').adapter.close();
    },
  };
}
