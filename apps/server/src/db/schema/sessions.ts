import { index, pgTable, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { presentations } from './presentations';
import { userTokenColumns } from './users';
import { expiresAt, timestampTz } from './columns';

/** Signed-in sessions. Only the sha256 of the bearer token is kept, so a database leak grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    lastUsedAt: timestampTz('last_used_at').notNull().defaultNow(),
    ...expiresAt(),
    /**
     * A phone remote's session: it may reach this one presentation only (the authenticate hook
     * checks every request), and it ends with the session that paired it (sign-out cascades).
     */
    scopePresentationId: uuid('scope_presentation_id').references(() => presentations.id, {
      onDelete: 'cascade',
    }),
    parentSessionId: uuid('parent_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_parent_session_id_idx').on(table.parentSessionId),
    // The purge job deletes the expired ones without reading the others.
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export type TSessionRow = typeof sessions.$inferSelect;
