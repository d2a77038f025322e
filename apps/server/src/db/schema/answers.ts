import type { TAnswerValue } from '@crowdeck/core';
import { boolean, index, integer, jsonb, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { slideResponseColumns } from './participants';
import { timestampTz } from './columns';

/** Quiz answers and poll votes: one per participant per slide (the unique key makes retries safe). */
export const answers = pgTable(
  'answers',
  {
    ...slideResponseColumns(),
    /** No foreign key: a deleted option must not erase the vote history of its slide. */
    optionId: uuid('option_id'),
    /** Every format but choice: what the phone sent (several options, a text, a number …). */
    value: jsonb('value').$type<TAnswerValue>(),
    requestId: uuid('request_id').notNull(),
    answeredAt: timestampTz('answered_at').notNull().defaultNow(),
    /** Server-measured time from the question opening to the answer (0 for polls). */
    elapsedMs: integer('elapsed_ms').notNull().default(0),
    points: integer('points').notNull().default(0),
    correct: boolean('correct').notNull().default(false),
    /** Right answers in a row up to this one (set when its question closes; 0 when wrong). */
    streak: integer('streak').notNull().default(0),
    /** Answer-streak bonus points won with this answer (set when its question closes). */
    bonus: integer('bonus').notNull().default(0),
  },
  (table) => [
    unique('answers_participant_id_slide_id_key').on(table.participantId, table.slideId),
    // A slide's answers in a run, in the order they came: live reads use the first two columns,
    // reports page through all four (keyset on answered_at, id) without sorting.
    index('answers_slide_run_answered_idx').on(
      table.slideId,
      table.runId,
      table.answeredAt,
      table.id,
    ),
    // A run's answers across its slides (run list, run status, report totals, deleting a run):
    // without it those read every tenant's answers.
    index('answers_run_id_slide_id_idx').on(table.runId, table.slideId),
  ],
);
