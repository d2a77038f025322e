import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { presentations } from './presentations';

/** Audience members of a presentation. Only the sha256 of their resume token is kept. */
export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    presentationId: uuid('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name'),
    /** core's toNameKey(name): two participants of a presentation never share it (NULL: no name). */
    nameKey: text('name_key'),
    /** Set when the presenter removed the participant: its token is refused from then on. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Sum of points of closed quiz questions; recomputed from answers when a question closes. */
    score: integer('score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('participants_presentation_id_idx').on(table.presentationId),
    uniqueIndex('participants_presentation_name_key_idx').on(table.presentationId, table.nameKey),
  ],
);

export type TParticipantRow = typeof participants.$inferSelect;
