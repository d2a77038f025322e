import type { TEmbedView } from '@crowdeck/core';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { deckRowKey } from './presentations';
import { users } from './users';
import { cascadeRef, createdAt, tokenHash } from './columns';

/**
 * Read-only view tokens of a presentation's live embed (`/embed/<token>`). Looked up by the
 * token's sha256 (`token_hash`); the token itself is kept too (`token`) so its owner can copy the
 * link again (docs/ARCHITECTURE.md, "Live embed"). Revoking deletes the row: the link dies at once.
 */
export const embedTokens = pgTable(
  'embed_tokens',
  {
    ...deckRowKey(),
    createdBy: cascadeRef('created_by', () => users.id),
    ...tokenHash(),
    token: text('token').notNull(),
    label: text('label').notNull().default(''),
    /** live, join, results or leaderboard (core's EMBED_VIEWS). */
    view: text('view').$type<TEmbedView>().notNull().default('live'),
    ...createdAt(),
  },
  (table) => [index('embed_tokens_presentation_id_idx').on(table.presentationId)],
);

export type TEmbedTokenRow = typeof embedTokens.$inferSelect;
