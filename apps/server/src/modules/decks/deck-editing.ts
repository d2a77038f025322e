import { isPermutation } from '@crowdeck/core';
import { invalidField } from '../../http/api-error';
import { createDeckAccess } from './deck-access';
import type { TDeckResets } from './deck-deps';
import type { TDeckStore } from './deck.repository';

/** What the slide and option services are made with. */
export interface TDeckEditingDeps {
  store: TDeckStore;
  /** Our uploads' address: the only images a slide or option may show. */
  uploadUrl: string;
  /** Co-editing: tells a deck's other editors what was saved or changed. */
  resets?: Pick<TDeckResets, 'fieldsSaved' | 'deckReshaped'>;
}

/**
 * What editing the slides and options of a deck starts from: the access checks, and `reshaped`,
 * which tells the deck's other editors that `userId` changed its shape (they load it again).
 */
export function createDeckEditing(deps: TDeckEditingDeps) {
  return {
    access: createDeckAccess(deps.store),
    reshaped: (presentationId: string, userId: string) =>
      deps.resets?.deckReshaped?.(presentationId, userId),
  };
}

/** Refuses a new order (the request's `field`) that does not list each of `rows` exactly once. */
export function assertFullOrder(
  rows: readonly { id: string }[],
  order: readonly string[],
  field: string,
) {
  const ids = rows.map((row) => row.id);
  if (!isPermutation(ids, order)) throw invalidField(field, 'order.mismatch');
}
