import type { TDeckShares, TUpdateDeckSharesRequest } from '@crowdeck/core';
import { fieldRefusal } from '../../http/api-error';
import { mayReceiveShare } from '../../policies';
import { createDeckAccess } from './deck-access';
import type { TDeckResets } from './deck-deps';
import type { TDeckStore } from './deck.repository';

/** A deck's sharing inside its owner's organisation: read and replaced by the owner alone. */
export function createDeckSharesService(deps: { store: TDeckStore; resets?: TDeckResets }) {
  const { store } = deps;
  const access = createDeckAccess(store);

  async function read(deck: { id: string; ownerId: string }): Promise<TDeckShares> {
    const organisationId = await store.shares.organisationOf(deck.ownerId);
    if (organisationId === null) return { canShare: false, organisation: null, members: [] };
    const [members, shares] = await Promise.all([
      store.shares.members(organisationId, deck.ownerId),
      store.shares.list(deck.id),
    ]);
    const roleOf = new Map(shares.map((share) => [share.userId, share.role]));
    return {
      canShare: true,
      organisation: roleOf.get(null) ?? null,
      members: members.map((member) => ({ ...member, role: roleOf.get(member.userId) ?? null })),
    };
  }

  return {
    /** The deck's shares and the members it could be shared with. */
    async get(userId: string, id: string): Promise<TDeckShares> {
      return read(await access.presentation(userId, id, 'manage'));
    },

    /**
     * Replaces the deck's shares; every member named must belong to the owner's organisation.
     * Members left out lose access on their next request (and are told by the live engine).
     */
    async update(userId: string, id: string, input: TUpdateDeckSharesRequest) {
      const deck = await access.presentation(userId, id, 'manage');
      const ownerOrganisationId = await store.shares.organisationOf(deck.ownerId);
      for (const member of input.members) {
        const memberOrganisationId = await store.shares.organisationOf(member.userId);
        if (
          member.userId === deck.ownerId ||
          !mayReceiveShare(ownerOrganisationId, memberOrganisationId)
        ) {
          throw fieldRefusal(403, 'members', 'share.notMember');
        }
      }
      if (input.organisation !== null && ownerOrganisationId === null) {
        throw fieldRefusal(403, 'organisation', 'share.notMember');
      }
      const byMember = new Map(input.members.map((member) => [member.userId, member.role]));
      await store.shares.replace(deck.id, [
        ...(input.organisation ? [{ userId: null, role: input.organisation }] : []),
        ...[...byMember].map(([memberId, role]) => ({ userId: memberId, role })),
      ]);
      deps.resets?.deckChanged(deck.id);
      return read(deck);
    },
  };
}

export type TDeckSharesService = ReturnType<typeof createDeckSharesService>;
