import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ENTRY_KINDS } from '@crowdeck/core';
import { oneOfCheck } from '../one-of-check';
import { slideResponseColumns } from './participants';
import { createdAt } from './columns';

/** Word-cloud words and open-ended answers; (participant, request, seq) makes retries idempotent. */
export const entries = pgTable(
  'entries',
  {
    ...slideResponseColumns(),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    /** Normalised text: what is counted (words) and shown. */
    text: text('text').notNull(),
    /** What the participant typed. */
    raw: text('raw').notNull(),
    requestId: uuid('request_id').notNull(),
    /** Position within its request (a request may carry several words). */
    seq: integer('seq').notNull().default(0),
    /** Hidden by the presenter or by the profanity filter: stored, never shown. */
    hidden: boolean('hidden').notNull().default(false),
    /** Held back by the profanity filter when it arrived (the presenter may show it anyway). */
    filtered: boolean('filtered').notNull().default(false),
    ...createdAt(),
  },
  (table) => [
    unique('entries_participant_request_seq_key').on(
      table.participantId,
      table.requestId,
      table.seq,
    ),
    // As for answers: live reads by slide and run, report pages in the order entries came.
    index('entries_slide_run_created_idx').on(
      table.slideId,
      table.runId,
      table.createdAt,
      table.id,
    ),
    // A run's entries across its slides, as for answers.
    index('entries_run_id_slide_id_idx').on(table.runId, table.slideId),
    oneOfCheck('entries_kind_check', table.kind, ENTRY_KINDS),
  ],
);

export type TEntryRow = typeof entries.$inferSelect;
