import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks, settleWithin, SHUTDOWN_WAIT_MS } from '../../lib/background-tasks';
import { systemClock } from '../../lib/clock';
import { createDeckAccess } from '../decks/deck-access';
import { createDeckStore } from '../decks/deck.repository';
import { createBroadcastRoom } from './broadcast/broadcast-room';
import { createBusHandler, createResync } from './bus-handler';
import { createPresence } from './capacity/presence';
import { createClusterRoom } from './cluster/cluster-room';
import { createCoeditRoom } from './coedit/coedit-room';
import { createDataRoom } from './data/data-room';
import { createIdleDecks } from './idle-decks';
import type { TLive, TLiveDeps } from './live-api';
import { createPhonesRoom } from './phones/phones-room';
import { registerRosterRoutes } from './phones/roster.routes';
import { createPresenterRoom } from './presenter/presenter-room';
import { createExtraTime } from './presenter/extra-time';
import { createQaRoom } from './qa/qa-room';
import { createQuizRoom } from './quiz/quiz-room';
import { createRealtimeRoom } from './realtime/realtime-room';
import { createRemotePairingRoom } from './remote-pairing/remote-pairing-room';
import { createResultsRoom } from './results/results-room';

export type { TLive, TLiveDeps } from './live-api';

/**
 * Wires the live session: Socket.IO on the API server, the live routes, and the engine. Each room
 * is built by its own factory, lowest first, so each gets only what exists below it.
 */
export function registerLive(app: FastifyInstance, deps: TLiveDeps): TLive {
  const onError = (error: unknown) => app.log.error({ err: error }, 'live session error');
  const { tuning, metrics, authenticate } = deps;
  const clock = tuning?.clock ?? systemClock;
  const atStep = tuning?.atQuestionStep ?? (async () => undefined);
  const redis = deps.redis ?? null;
  /** Set when shutdown begins: new joins and answers are refused from then on. */
  let closing = false;
  // Work the engine starts without awaiting (timers, pushes, cluster messages): logged with its
  // context on failure, and waited for at shutdown.
  const background = createBackgroundTasks((error, context) =>
    app.log.error({ err: error, ...context }, 'live background task failed'),
  );
  const deckStore = createDeckStore(deps.db);
  const access = createDeckAccess(deckStore);
  const data = createDataRoom({ db: deps.db, clock, tuning, metrics });
  const { decks } = data;
  const { io, gateway } = createRealtimeRoom({ ...deps, server: app.server, redis, background });
  const { stores, bus } = createClusterRoom({ ...deps, io, redis, nodeId: randomUUID(), onError });
  const presence = createPresence(stores.online);
  const coedit = createCoeditRoom({
    ...{ io, gateway, db: deps.db, repos: deckStore },
    ...{ clock, onError, background },
  });
  const results = createResultsRoom({ db: deps.db, data, clock });
  const phones = createPhonesRoom({
    ...{ data, results, presence, redis, tuning, clock, background },
    rateLimitEnabled: deps.rateLimitEnabled ?? true,
    identities: deps.participantIdentities ?? null,
  });
  const { push, buildRoomState } = createBroadcastRoom({
    ...{ gateway, decks, results, presence, clock, background },
    ...{ views: phones.views, gate: stores.gate },
  });
  const quiz = createQuizRoom({
    data,
    stores,
    presence,
    push,
    bus,
    tuning,
    atStep,
    clock,
    background,
  });
  const { removed } = phones;
  const qa = createQaRoom(app, {
    ...{ db: deps.db, decks, access, removed, presence, gateway, push, bus, authenticate },
    ...{ gate: stores.gate, clock, background, onError },
  });
  const extraTime = createExtraTime(app, {
    ...{ access, decks, participants: data.participants, runs: data.runs, views: phones.views },
    ...{ quiz, push, bus, authenticate, onError },
  });
  const { join, earlierRuns } = phones.listen({
    ...{ io, gateway, push, buildRoomState, quiz, metrics, onError },
    socketHandlers: [qa.socketHandlers, extraTime.socketHandlers],
    clientIp: deps.clientIp,
    audienceOriginHost: deps.audienceOriginHost ?? (() => null),
    isClosing: () => closing,
  });
  const presenter = createPresenterRoom(app, {
    ...{ access, data, phones, earlierRuns, results, presence, quiz, push, gateway, bus },
    ...{ onRemoved: qa.qa.participantRemoved, authenticate, tuning, atStep, clock, background },
  });
  createRemotePairingRoom(app, { ...deps, access, gateway, clock });
  registerRosterRoutes(app, { decks, rateLimits: deps.rateLimits });
  const idle = createIdleDecks({
    ...{ decks, presence, quiz, join, removed, clock, background },
    ...{ views: phones.views, quota: phones.quota, shares: phones.shares },
    ...{ reactions: phones.reactions, networkReactions: phones.networkReactions },
    ...{ qaLimiter: qa.limiter, idleMs: tuning?.idleDeckMs, sweepMs: tuning?.idleSweepMs },
  });
  const handlerDeps = { decks, quiz, quota: phones.quota, push, removed, earlierRuns, background };
  bus.subscribe(createBusHandler({ ...handlerDeps, dropDeck: idle.drop }));
  redis?.onReconnect(createResync({ ...handlerDeps, dropDeck: idle.drop }));

  return {
    io,
    resets: {
      resetPresentation: presenter.resets.resetPresentation,
      resetSlide: presenter.resets.resetSlide,
      deckChanged(id) {
        decks.forget(id);
        background.run(bus.publish({ type: 'deck', presentationId: id }), {
          event: 'bus.publish.deck',
          presentationId: id,
        });
      },
      identityRequired(code) {
        gateway.reconnectPhones(code);
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
      codeCreated: (code) => phones.unknownCodes.forget(code),
      fieldsSaved(presentationId, userId, saved) {
        background.run(coedit.fieldsSaved(presentationId, userId, saved), {
          event: 'coedit.fieldsSaved',
          presentationId,
        });
      },
      deckReshaped(presentationId, userId) {
        background.run(coedit.deckReshaped(presentationId, userId), {
          event: 'coedit.deckReshaped',
          presentationId,
        });
      },
    },
    coedit,
    idle: { sweep: idle.sweep, sizes: idle.sizes },
    checkUnattended: () => presenter.unattended.check(),
    endSessions: (ended) => gateway.endSessions(ended),
    moveSlide: (ownerId, presentationId, slideId) =>
      presenter.control.next(ownerId, presentationId, { slideActiveId: slideId }),
    game: presenter.control.game,
    embeds: { ...presenter.embeds, close: (tokenId) => gateway.closeEmbeds(tokenId) },
    async eraseParticipant(presentationId, participantId, erase) {
      phones.removed.add(presentationId, participantId);
      await bus.publish({ type: 'removed', presentationId, participantId });
      gateway.removeParticipant(participantId);
      // Answers accepted before are written first, so the delete takes them too.
      await Promise.all([data.commits.settleAnswers(), data.commits.settleEntries()]);
      await erase();
      decks.forget(presentationId);
      // The other nodes drop the deck and send their phones their ranks afresh.
      await bus.publish({ type: 'scored', presentationId });
      const deck = await decks.byId(presentationId);
      push.resultsChanged(presentationId);
      push.playersChanged(presentationId);
      qa.qaPush.changed(presentationId, true);
      if (deck) await push.meToAll(deck);
    },
    settled: () => background.idle(),
    async close() {
      closing = true;
      coedit.close();
      idle.stop();
      presenter.unattended.stop();
      quiz.stop();
      push.stop();
      qa.qaPush.stop();
      // Work already started (a question being scored, a push) ends before the database goes.
      // One budget for both waits, so the engine's part of a shutdown stays within it.
      const until = Date.now() + SHUTDOWN_WAIT_MS;
      await settleWithin(background, SHUTDOWN_WAIT_MS);
      await data.commits.drain();
      await phones.reactionTally.flush().catch(onError);
      await settleWithin(background, Math.max(0, until - Date.now()));
      // Closing the transports (not disconnecting the sockets) lets clients reconnect by themselves.
      io.engine.close();
      await stores.close().catch(onError);
      await io.of('/').adapter.close();
    },
  };
}
