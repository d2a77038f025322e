import type { TDeckAccess, TDeckShareRole } from '@crowdeck/core';

/**
 * Shared decks. A deck's owner may share it inside their organisation with one member or with
 * the whole organisation, as viewer (open, present, duplicate, read reports) or editor (edit
 * too). A share counts only while the caller and the owner are members of the same
 * organisation: a member who leaves or is removed loses every shared deck at once, and a revoked
 * share is gone on the next request. Sharing itself, the roster and deleting stay the owner's.
 */

/** What the server knows when it decides: the deck's owner, their organisation, its shares. */
export interface TDeckShareFacts {
  ownerId: string;
  /** The owner's organisation now (null outside one). */
  ownerOrganisationId: string | null;
  /** The caller's organisation now (null outside one). */
  callerOrganisationId: string | null;
  /** The deck's shares: with one member (`userId`) or with the whole organisation (null). */
  shares: readonly { userId: string | null; role: TDeckShareRole }[];
}

/** The caller's access to the deck, or null when they have none. Editor wins over viewer. */
export function deckAccessOf(userId: string, deck: TDeckShareFacts): TDeckAccess | null {
  if (deck.ownerId === userId) return 'owner';
  if (deck.ownerOrganisationId === null) return null;
  if (deck.callerOrganisationId !== deck.ownerOrganisationId) return null;
  const roles = deck.shares
    .filter((share) => share.userId === null || share.userId === userId)
    .map((share) => share.role);
  if (roles.includes('editor')) return 'editor';
  if (roles.includes('viewer')) return 'viewer';
  return null;
}

/** Opens the deck (editor read-only), duplicates it into their own decks, reads its reports. */
export const mayViewDeck = (userId: string, deck: TDeckShareFacts): boolean =>
  deckAccessOf(userId, deck) !== null;

/** Presents the deck live: every viewer may. */
export const mayPresentDeck = (userId: string, deck: TDeckShareFacts): boolean =>
  mayViewDeck(userId, deck);

/** Changes the deck's title, settings, slides and options: its owner and editors. */
export const mayEditDeck = (userId: string, deck: TDeckShareFacts): boolean => {
  const access = deckAccessOf(userId, deck);
  return access === 'owner' || access === 'editor';
};

/** Shares the deck, sets its roster, deletes it: its owner alone. */
export const mayShareDeck = (userId: string, deck: TDeckShareFacts): boolean =>
  deckAccessOf(userId, deck) === 'owner';

/** The deck may be shared with this member: the owner's organisation is theirs too. */
export const mayReceiveShare = (
  ownerOrganisationId: string | null,
  memberOrganisationId: string | null,
): boolean => ownerOrganisationId !== null && ownerOrganisationId === memberOrganisationId;

/** Co-editing: opens the deck's editors room (sees who edits it): everyone who may view it. */
export const mayJoinDeckEditors = (
  socket: { kind: string; userId?: string },
  userId: string,
  deck: TDeckShareFacts,
): boolean => socket.kind === 'presenter' && socket.userId === userId && mayViewDeck(userId, deck);

/**
 * Co-editing: takes a field of the deck to type in it. Only its owner and editors; the field must
 * be free, held by this same socket, or left idle by its holder for longer than `idleMs`.
 */
export const mayTakeDeckField = (
  canEdit: boolean,
  socketId: string,
  holder: { socketId: string; touchedAt: number } | null,
  now: number,
  idleMs: number,
): boolean =>
  canEdit && (!holder || holder.socketId === socketId || now - holder.touchedAt > idleMs);
