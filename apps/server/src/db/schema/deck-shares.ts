import { DECK_SHARE_ROLES } from '@crowdeck/core';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { oneOfCheck } from '../one-of-check';
import { deckRowKey } from './presentations';
import { users } from './users';
import { createdAt } from './columns';

/**
 * Who a deck is shared with inside its owner's organisation: one member (`user_id`) or the whole
 * organisation (`user_id` null), as viewer or editor. A share only counts while the member and
 * the deck's owner belong to the same organisation, so leaving or being removed ends it at once.
 */
export const deckShares = pgTable(
  'deck_shares',
  {
    ...deckRowKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: DECK_SHARE_ROLES }).notNull(),
    ...createdAt(),
  },
  (table) => [
    uniqueIndex('deck_shares_member_idx').on(table.presentationId, table.userId),
    uniqueIndex('deck_shares_organisation_idx')
      .on(table.presentationId)
      .where(sql`${table.userId} is null`),
    index('deck_shares_user_id_idx').on(table.userId),
    oneOfCheck('deck_shares_role_check', table.role, DECK_SHARE_ROLES),
  ],
);

export type TDeckShareRow = typeof deckShares.$inferSelect;
