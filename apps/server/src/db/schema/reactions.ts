import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { REACTION_KINDS } from '@crowdeck/core';
import { oneOfCheck } from '../one-of-check';
import { runs } from './runs';
import { cascadeRef } from './columns';

/**
 * How many reactions of each kind phones sent while a slide was shown in a run. Counted in memory
 * on each node and added here every few seconds (reactions are too many to write one by one).
 */
export const reactionCounts = pgTable(
  'reaction_counts',
  {
    runId: cascadeRef('run_id', () => runs.id),
    /** No foreign key, as for answers (see answers.ts). */
    slideId: uuid('slide_id').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.slideId, table.kind] }),
    oneOfCheck('reaction_counts_kind_check', table.kind, REACTION_KINDS),
  ],
);

export type TReactionCountRow = typeof reactionCounts.$inferSelect;
