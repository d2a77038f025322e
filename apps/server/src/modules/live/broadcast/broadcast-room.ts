import { createLivePush, type TLivePushDeps } from './push';
import { buildRoomState } from './room-state';

/** What is pushed to the presenter and the phones, and the room state phones are shown. */
export function createBroadcastRoom(deps: TLivePushDeps) {
  return { push: createLivePush(deps), buildRoomState };
}
