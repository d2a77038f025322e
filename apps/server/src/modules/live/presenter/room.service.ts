import type { TModerationResponse, TRoomResponse } from '@crowdeck/core';
import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../lib/ids';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TEntriesRepository } from '../data/entries.repository';
import type { TLiveBus } from '../cluster/bus';
import { toEntryView } from './data.service';
import type { TLiveDeckRepository } from '../data/deck.repository';
import type { TDeckCache } from '../data/deck-cache';
import type { TLiveGateway } from '../realtime/gateway';
import type { TLivePush } from '../broadcast/push';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TRemovedParticipants } from '../phones/removed-participants';

/** How many participants the presenter's room list shows (newest first). */
const ROOM_LIST_MAX = 500;
/** How many entries the moderation view lists (newest first). */
const MODERATION_LIST_MAX = 500;

/** The presenter's hold on the room: who is in it, locking it, removing someone, moderation. */
export function createLiveRoomService(deps: {
  access: ReturnType<typeof createDeckAccess>;
  repo: TLiveDeckRepository;
  decks: TDeckCache;
  participants: TParticipantsRepository;
  entries: TEntriesRepository;
  gateway: TLiveGateway;
  push: TLivePush;
  bus: TLiveBus;
  removed: TRemovedParticipants;
  /** What else goes with a removed participant (its questions leave the Q&A board). */
  onRemoved?: (presentationId: string, participantId: string) => Promise<void>;
}) {
  return {
    /** GET /api/live/room/: the participants still in the room and whether it is locked. */
    async room(ownerId: string, presentationId: string): Promise<TRoomResponse> {
      const row = await deps.access.presentation(ownerId, presentationId, 'present');
      // A deck never presented has no run yet, and so nobody in its room.
      const runId = row.currentRunId;
      const rows = runId ? await deps.participants.listPresent(runId, ROOM_LIST_MAX) : [];
      return {
        isLocked: row.isLocked,
        participants: rows.map((p) => ({
          id: p.id,
          name: p.name,
          joinedAt: p.createdAt.toISOString(),
          timeFactor: p.timeFactor,
        })),
      };
    },

    /**
     * GET /api/live/moderation/: every word and open-ended answer with whether it is held back by
     * the filter or hidden, for the presenter's private view (restored through PUT word/hide).
     */
    async moderation(ownerId: string, presentationId: string): Promise<TModerationResponse> {
      const row = await deps.access.presentation(ownerId, presentationId, 'present');
      const runId = row.currentRunId;
      const rows = runId ? await deps.entries.listByRun(runId, MODERATION_LIST_MAX) : [];
      return {
        entries: rows.map(({ entry, question }) => ({
          ...toEntryView(entry),
          slideId: entry.slideId,
          question,
        })),
      };
    },

    /** PUT /api/live/room-lock/: every node refuses new joins from the moment this answers. */
    async lock(ownerId: string, presentationId: string, isLocked: boolean) {
      const row = await deps.access.presentation(ownerId, presentationId, 'present');
      await deps.repo.setLocked(row.id, isLocked);
      deps.decks.forget(row.id);
      await deps.bus.publish({ type: 'deck', presentationId: row.id });
      return { isLocked };
    },

    /**
     * DELETE /api/live/participant/: the participant's phones are told and disconnected (their
     * places are given back); its token is refused from then on. Its nickname stays taken;
     * a roster name goes back to the roster (the person it names may still join).
     */
    async remove(ownerId: string, participantId: string): Promise<void> {
      const found = isUuid(participantId)
        ? await deps.participants.findOwned(ownerId, participantId)
        : null;
      if (!found) throw notFound();
      const { id } = found.participant;
      const presentationId = found.presentation.id;
      await deps.participants.markRemoved(id);
      // Every node knows before the disconnect is sent: a socket that enters the participant's
      // room too late for it (a join under way, a phone back online) is refused by the node.
      deps.removed.add(presentationId, id);
      await deps.bus.publish({ type: 'removed', presentationId, participantId: id });
      deps.gateway.removeParticipant(id);
      deps.push.playersChanged(found.presentation.id);
      await deps.onRemoved?.(presentationId, id);
    },
  };
}

export type TLiveRoomService = ReturnType<typeof createLiveRoomService>;
