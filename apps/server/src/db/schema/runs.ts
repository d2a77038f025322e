import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TRunSnapshot } from '../run-snapshot';
import { presentations } from './presentations';

/**
 * One presentation of a deck, from its first join to its end: its participants, answers and
 * entries belong to it, so presenting again starts afresh while earlier results are kept.
 */
export const runs = pgTable(
  'runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    presentationId: uuid('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the presenter ended the session (or it was left idle): nobody joins or answers. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The deck's slides and options when the run ended (db/run-snapshot.ts): its report keeps
     * them whatever is edited or deleted afterwards. Null while the run is open.
     */
    slidesSnapshot: jsonb('slides_snapshot').$type<TRunSnapshot>(),
    /**
     * Played as an anonymous session (the deck's setting when the run started or was turned on
     * during it; never turned off): its report and exports hold aggregates only.
     */
    anonymous: boolean('anonymous').notNull().default(false),
    /**
     * Six digits the presenter's control screen shows (never the big screen): a phone of this run
     * that enters them gets extra time. Made when the presenter first asks for it.
     */
    extraTimeCode: text('extra_time_code'),
  },
  (table) => [
    index('runs_presentation_id_started_at_idx').on(table.presentationId, table.startedAt),
    // The retention job finds ended runs by their end without reading the others.
    index('runs_ended_at_idx').on(table.endedAt),
  ],
);

export type TRunRow = typeof runs.$inferSelect;
