import { LIVE_MESSAGES, LiveError } from '../errors';
import type { TLiveSocket } from './gateway';

/** The participant, presentation and run of a phone's socket once it joined; a refusal before. */
export function joinedRun(socket: TLiveSocket) {
  const { participantId, presentationId, runId } = socket.data;
  if (!participantId || !presentationId || !runId) {
    throw new LiveError('unauthorized', LIVE_MESSAGES.notJoined);
  }
  return { participantId, presentationId, runId };
}
