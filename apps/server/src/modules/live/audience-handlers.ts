import { randomUUID } from 'node:crypto';
import type { TAnswerService } from './answer.service';
import type { TJoinService } from './join.service';
import { LIVE_MESSAGES, LiveError } from './live-errors';
import type { TLiveGateway, TLiveServer, TLiveSocket } from './live-gateway';
import { LIVE_EVENT_SCHEMAS } from './live-socket';
import type { createReactionLimiter } from './reaction-limiter';
import { withAck } from './socket-ack';

/** The joined participant behind a socket, or a refusal. */
function requireJoined(socket: TLiveSocket) {
  const { participantId, presentationId, code } = socket.data;
  if (!participantId || !presentationId || !code) {
    throw new LiveError('unauthorized', LIVE_MESSAGES.notJoined);
  }
  return { participantId, presentationId, code };
}

/** Handles the phones' events: join, answer, react; and their disconnects. */
export function registerAudienceHandlers(
  io: TLiveServer,
  deps: {
    gateway: TLiveGateway;
    join: TJoinService;
    answers: TAnswerService;
    reactions: ReturnType<typeof createReactionLimiter>;
    onError(error: unknown): void;
  },
): void {
  const { gateway, join } = deps;

  io.on('connection', (socket) => {
    if (socket.data.kind !== 'audience') return;
    if (socket.recovered && socket.data.participantId && socket.data.presentationId) {
      const { presentationId, participantId } = socket.data;
      join.reattach(presentationId, participantId, socket.id).catch(deps.onError);
    }

    async function leaveCurrent(): Promise<void> {
      const { participantId, presentationId, code } = socket.data;
      if (!participantId || !presentationId || !code) return;
      socket.data = { kind: 'audience' };
      gateway.leaveAudience(socket, code, participantId);
      await join.leave(presentationId, participantId, socket.id);
    }

    socket.on(
      'audience:join',
      withAck(
        LIVE_EVENT_SCHEMAS['audience:join'],
        async (payload) => {
          await leaveCurrent();
          const joined = await join.join(payload, socket.id);
          const { deck, participant } = joined;
          if (socket.disconnected) {
            await join.leave(deck.id, participant.id, socket.id);
            throw new LiveError('internal_error', LIVE_MESSAGES.internal);
          }
          socket.data = {
            kind: 'audience',
            participantId: participant.id,
            presentationId: deck.id,
            code: deck.code,
          };
          gateway.joinAudience(socket, deck.code, participant.id);
          return { participantToken: joined.participantToken, state: joined.state };
        },
        deps.onError,
      ),
    );

    socket.on(
      'answer:submit',
      withAck(
        LIVE_EVENT_SCHEMAS['answer:submit'],
        async (payload) => deps.answers.submit(requireJoined(socket), payload),
        deps.onError,
      ),
    );

    socket.on(
      'reaction:send',
      withAck(
        LIVE_EVENT_SCHEMAS['reaction:send'],
        async (payload) => {
          const { participantId, code } = requireJoined(socket);
          if (!deps.reactions.tryConsume(participantId)) {
            throw new LiveError('rate_limited', LIVE_MESSAGES.rateLimited);
          }
          gateway.sendToPresenter(code, { type: 'reaction', kind: payload.kind, id: randomUUID() });
          return null;
        },
        deps.onError,
      ),
    );

    socket.on('disconnect', () => {
      const { participantId, presentationId } = socket.data;
      if (participantId && presentationId) {
        join.leave(presentationId, participantId, socket.id).catch(deps.onError);
      }
    });
  });
}
