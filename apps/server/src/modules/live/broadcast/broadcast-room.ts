import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock } from '../../../lib/clock';
import type { TPresence } from '../capacity/presence';
import type { TPushGate } from '../cluster/stores';
import type { TDeckCache } from '../data/deck-cache';
import type { TParticipantViews } from '../phones/participant-views';
import type { TLiveGateway } from '../realtime/gateway';
import type { TResultsService } from '../results/results.service';
import { createLivePush } from './push';
import { buildRoomState } from './room-state';

/** What is pushed to the presenter and the phones, and the room state phones are shown. */
export function createBroadcastRoom(deps: {
  gateway: TLiveGateway;
  decks: TDeckCache;
  results: TResultsService;
  views: TParticipantViews;
  presence: TPresence;
  gate: TPushGate;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  return { push: createLivePush(deps), buildRoomState };
}
