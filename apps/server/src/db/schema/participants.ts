import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** Sum of points of closed quiz questions; recomputed from answers when a question closes. */
    score: integer('score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('participants_presentation_id_idx').on(table.presentationId)],
);

export type TParticipantRow = typeof participants.$inferSelect;
