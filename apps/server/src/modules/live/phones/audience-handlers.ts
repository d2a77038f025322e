import type { TBackgroundTasks } from '../../../lib/background-tasks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LIVE_LIMITS, type TJoinRequest } from '@crowdeck/core';
import type { TAnswerService } from './answer.service';
import { JOIN_LIMITS } from './join-limits';
import { createJoinQueue } from './join-queue';
import type { TJoinService } from './join.service';
import { LIVE_MESSAGES, LiveError } from '../errors';
import type { TLiveGateway, TLiveServer, TLiveSocket, TSocketData } from '../realtime/gateway';
import { LIVE_EVENT_SCHEMAS } from '../realtime/socket-server';
import type { createReactionLimiter } from './reaction-limiter';
import type { TReactionTally } from './reaction-tally';
import type { TNetworkWindow } from './network-window';
import type { TPhoneSocketHandlers } from './phone-ports';
import type { TDeckCache } from '../data/deck-cache';
import type { TRemovedParticipants } from './removed-participants';
import { withAck } from '../realtime/socket-ack';
import { toAddressKey } from '../../../lib/address-key';
import type { TMetrics } from '../../../lib/metrics';

/** The joined participant behind a socket, with its network (lib/address-key), or a refusal. */
function requireJoined(socket: TLiveSocket, addressKey: string) {
  const { participantId, presentationId, runId, code } = socket.data;
  if (!participantId || !presentationId || !runId || !code) {
    throw new LiveError('unauthorized', LIVE_MESSAGES.notJoined);
  }
  return { participantId, presentationId, runId, code, addressKey };
}

/** A refusal that shows a client guessing codes or flooding joins (counted towards a disconnect). */
const isAbusive = (error: unknown) =>
  error instanceof LiveError &&
  (error.message === LIVE_MESSAGES.tooManyCodes || error.message === LIVE_MESSAGES.joinBusy);

/** Handles the phones' events: join, answer, react; and their disconnects. */
export function registerAudienceHandlers(
  io: TLiveServer,
  deps: {
    gateway: TLiveGateway;
    join: TJoinService;
    answers: TAnswerService;
    reactions: ReturnType<typeof createReactionLimiter>;
    /** Reactions per presentation and network per 10 s. */
    networkReactions: Pick<TNetworkWindow, 'tryConsume'>;
    reactionTally: Pick<TReactionTally, 'record'>;
    /** The events features above phones add to each phone's socket (the Q&A's). */
    socketHandlers: TPhoneSocketHandlers[];
    decks: Pick<TDeckCache, 'byId'>;
    removed: TRemovedParticipants;
    /** The client's address (X-Forwarded-For as TRUST_PROXY allows). */
    clientIp(request: IncomingMessage): string;
    /** The organisation's own audience domain the page is on, or null (see TJoinClient). */
    audienceOriginHost(origin: string | undefined, host: string | undefined): string | null;
    background: Pick<TBackgroundTasks, 'run'>;
    /** True once shutdown began: joins and answers are refused (phones retry elsewhere or later). */
    isClosing(): boolean;
    onError(error: unknown): void;
    /** Phones connected, joins and answers with their time, refusals by reason. */
    metrics: Pick<TMetrics, 'meter' | 'phoneConnected' | 'phoneDisconnected'>;
  },
): void {
  const joinMeter = deps.metrics.meter('join');
  const answerMeter = deps.metrics.meter('answer');
  /** A join's or answer's work, refused while closing and tracked so shutdown waits for it. */
  function guarded<T>(event: string, work: () => Promise<T>): Promise<T> {
    if (deps.isClosing()) {
      return Promise.reject(new LiveError('internal_error', LIVE_MESSAGES.restarting));
    }
    const result = work();
    const settled = () => undefined;
    deps.background.run(result.then(settled, settled), { event });
    return result;
  }

  const { gateway, join } = deps;

  io.on('connection', (socket) => {
    if (socket.data.kind !== 'audience') return;
    deps.metrics.phoneConnected();
    const { origin, host } = socket.handshake.headers;
    const client = {
      socketId: socket.id,
      ip: deps.clientIp(socket.request),
      audienceHost: deps.audienceOriginHost(origin, host),
    };
    const addressKey = toAddressKey(client.ip);
    // Socket.IO keeps each connection's first HTTP request unless it is dropped (its performance
    // guide); a phone's address is read above and nothing reads the request after.
    // Cast: engine.io's socket types its request as read-only; dropping it is what its guide suggests.
    (socket.conn as { request: unknown }).request = null;
    const joins = createJoinQueue();
    let abusiveRefusals = 0;

    /** Lets go of the participant this socket was, if it is not the one it becomes. */
    async function leave(previous: TSocketData, nextParticipantId?: string): Promise<void> {
      const { participantId, presentationId, code } = previous;
      if (!participantId || !presentationId || !code || participantId === nextParticipantId) return;
      gateway.leaveAudience(socket, code, participantId);
      await join.leave(presentationId, participantId, socket.id);
    }

    /** Tells the phone it was removed and lets the socket go (its place is given back). */
    async function expel(previous: TSocketData): Promise<void> {
      socket.data = { kind: 'audience' };
      await leave(previous);
      gateway.sendToSocket(socket, { type: 'removed' });
      socket.disconnect(true);
    }

    /** A socket back through connection-state recovery takes a place, or is let go (`refused`). */
    async function reattach(): Promise<void> {
      const restored = socket.data;
      const { participantId, presentationId } = restored;
      if (!participantId || !presentationId) return;
      const participant = { id: participantId, name: restored.name ?? null, runId: restored.runId };
      const placed = await join.reattach(presentationId, participant, socket.id).catch((error) => {
        deps.onError(error);
        return 'full' as const;
      });
      if (placed === 'removed') return expel(restored);
      if (placed === 'placed' && !socket.disconnected) return;
      socket.data = { kind: 'audience' };
      await leave(restored);
      if (placed === 'placed') return;
      const error = (
        placed === 'ended'
          ? new LiveError('ended', LIVE_MESSAGES.ended)
          : new LiveError('full', LIVE_MESSAGES.full)
      ).toLiveError();
      gateway.sendToSocket(socket, { type: 'refused', error });
    }
    if (socket.recovered) {
      deps.background.run(joins.run('recovered', reattach), { event: 'audience.recovered' });
    }

    async function joinOnce(payload: TJoinRequest) {
      const joined = await join.join(payload, client);
      const { deck, participant } = joined;
      if (socket.disconnected) {
        await join.leave(deck.id, participant.id, socket.id);
        throw new LiveError('internal_error', LIVE_MESSAGES.internal);
      }
      const previous = socket.data;
      socket.data = {
        kind: 'audience',
        participantId: participant.id,
        presentationId: deck.id,
        runId: participant.runId,
        code: deck.code,
        name: participant.name,
      };
      await leave(previous, participant.id);
      gateway.joinAudience(socket, deck.code, participant.id);
      // Removed between the join's read and entering the participant's room: the removal's
      // disconnect missed this socket. The set is filled before that disconnect is sent.
      if (deps.removed.has(deck.id, participant.id)) {
        await expel(socket.data);
        throw new LiveError('removed', LIVE_MESSAGES.removed);
      }
      return { participantToken: joined.participantToken, state: joined.state };
    }

    socket.on(
      'audience:join',
      withAck(
        LIVE_EVENT_SCHEMAS['audience:join'],
        (payload) =>
          guarded('audience.join', () =>
            joins.run(JSON.stringify(payload), () => joinOnce(payload)),
          ).catch((error: unknown) => {
            if (isAbusive(error) && ++abusiveRefusals > JOIN_LIMITS.refusalsBeforeDisconnect) {
              // After this refusal is sent: the client keeps going, so it loses its socket.
              setImmediate(() => socket.disconnect(true));
            }
            throw error;
          }),
        deps.onError,
        joinMeter,
      ),
    );

    socket.on(
      'answer:submit',
      withAck(
        LIVE_EVENT_SCHEMAS['answer:submit'],
        async (payload) =>
          guarded('audience.answer', () =>
            deps.answers.submit(requireJoined(socket, addressKey), payload),
          ),
        deps.onError,
        answerMeter,
      ),
    );

    socket.on(
      'reaction:send',
      withAck(
        LIVE_EVENT_SCHEMAS['reaction:send'],
        async (payload) => {
          const { participantId, presentationId, runId, code } = requireJoined(socket, addressKey);
          if (!deps.reactions.tryConsume(participantId)) {
            throw new LiveError('rate_limited', LIVE_MESSAGES.rateLimited);
          }
          // Counted for the run's report against the slide on screen (the deck is cached).
          const deck = await deps.decks.byId(presentationId);
          if (!deck || deck.runId !== runId || deck.runEndedAt) {
            throw new LiveError('ended', LIVE_MESSAGES.ended);
          }
          // A network sends at most what a full room of its own could: participants cycled
          // through one address (join afresh, react, leave) each bring a fresh window otherwise.
          const perNetwork = deck.audienceLimit * LIVE_LIMITS.reactionsPer10s;
          if (!deps.networkReactions.tryConsume(`${deck.id} ${addressKey}`, perNetwork)) {
            throw new LiveError('rate_limited', LIVE_MESSAGES.rateLimited);
          }
          if (deck.slideActiveId)
            deps.reactionTally.record(runId, deck.slideActiveId, payload.kind);
          gateway.sendToPresenter(code, { type: 'reaction', kind: payload.kind, id: randomUUID() });
          return null;
        },
        deps.onError,
      ),
    );

    for (const register of deps.socketHandlers) register(socket, { addressKey, guarded });

    socket.on('disconnect', () => {
      deps.metrics.phoneDisconnected();
      const { participantId, presentationId } = socket.data;
      if (participantId && presentationId) {
        deps.background.run(join.leave(presentationId, participantId, socket.id), {
          event: 'audience.leave',
          presentationId,
          participantId,
        });
      }
    });
  });
}
