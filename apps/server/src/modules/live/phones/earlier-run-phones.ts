import type { TLiveDeck } from '../data/deck-cache';
import type { TJoinService } from './join.service';
import type { TLiveGateway } from '../realtime/gateway';

/**
 * Lets go of this node's phones of a presentation's earlier runs (a new run started). Each is told
 * the session ended, so it stays on its thank-you screen; it leaves the presentation's rooms (it
 * hears nothing of the new run), gives its place back (newcomers can take it), and its socket is
 * closed by the server. The phone joins the new run only when its person chooses to.
 */
export function createEarlierRunPhones(deps: {
  gateway: Pick<TLiveGateway, 'phonesHere' | 'leaveAudience' | 'sendToSocketAndClose'>;
  join: Pick<TJoinService, 'leave'>;
}) {
  return {
    /** Lets go of them; resolves once their places are given back. Answers how many there were. */
    async release(deck: Pick<TLiveDeck, 'id' | 'code' | 'runId'>): Promise<number> {
      const earlier = deps.gateway
        .phonesHere(deck.code)
        .filter((socket) => socket.data.participantId && socket.data.runId !== deck.runId);
      await Promise.all(
        earlier.map(async (socket) => {
          const { participantId, presentationId } = socket.data;
          if (!participantId) return;
          // Cleared first: its disconnect finds no participant, so nothing is given back twice.
          socket.data = { kind: 'audience' };
          deps.gateway.leaveAudience(socket, deck.code, participantId);
          deps.gateway.sendToSocketAndClose(socket, { type: 'ended' });
          await deps.join.leave(presentationId ?? deck.id, participantId, socket.id);
        }),
      );
      return earlier.length;
    },
  };
}

export type TEarlierRunPhones = ReturnType<typeof createEarlierRunPhones>;
