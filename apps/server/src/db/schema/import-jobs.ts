import { IMPORT_ERROR_CODES, IMPORT_FORMATS, IMPORT_STATUSES } from '@crowdeck/core';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../one-of-check';
import { presentations } from './presentations';
import { users } from './users';
import { cascadeRef, idKey, timestamps } from './columns';

/**
 * Imports of PDF and PowerPoint files into decks: one row per upload, so any node answers the
 * dialog's polls and a cancel asked on one node stops the work on the node that runs it
 * (`cancel_requested`, read between pages). `presentation_id` is null for "New from a file"
 * until the new deck is made (in the same transaction as its slides). `stored_files` are the
 * page images already written to the upload store, deleted when the import fails.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    ...idKey(),
    ownerId: cascadeRef('owner_id', () => users.id),
    presentationId: uuid('presentation_id').references(() => presentations.id, {
      onDelete: 'cascade',
    }),
    /** Where the slides go in the deck (null: at the end). */
    afterSlideId: uuid('after_slide_id'),
    format: text('format', { enum: IMPORT_FORMATS }).notNull(),
    fileName: text('file_name').notNull(),
    includeHidden: boolean('include_hidden').notNull().default(false),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    pagesTotal: integer('pages_total'),
    pagesDone: integer('pages_done').notNull().default(0),
    hiddenSkipped: integer('hidden_skipped').notNull().default(0),
    slideIds: jsonb('slide_ids').$type<string[]>().notNull().default([]),
    errorCode: text('error_code', { enum: IMPORT_ERROR_CODES }),
    errorMessage: text('error_message'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('import_jobs_owner_id_idx').on(table.ownerId),
    // The purge job deletes old finished imports without reading the others.
    index('import_jobs_updated_at_idx').on(table.updatedAt),
    oneOfCheck('import_jobs_format_check', table.format, IMPORT_FORMATS),
    oneOfCheck('import_jobs_status_check', table.status, IMPORT_STATUSES),
    oneOfCheck('import_jobs_error_code_check', table.errorCode, IMPORT_ERROR_CODES),
  ],
);

export type TImportJobRow = typeof importJobs.$inferSelect;
