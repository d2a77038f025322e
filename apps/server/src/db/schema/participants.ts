import { index, integer, real, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deckRowKey } from './presentations';
import { runs } from './runs';
import { cascadeRef, idKey, createdAt, timestampTz, tokenHash } from './columns';

/** Audience members of a run of a presentation. Only the sha256 of their resume token is kept. */
export const participants = pgTable(
  'participants',
  {
    ...deckRowKey(),
    runId: cascadeRef('run_id', () => runs.id),
    ...tokenHash(),
    name: text('name'),
    /** core's toNameKey(name): two participants of a run never share it (NULL: no name). */
    nameKey: text('name_key'),
    /**
     * The name is a real one: `roster` (from the presenter's roster) or `organisation` (from the
     * organisation's sign-in); null for a nickname or none.
     */
    identifiedBy: text('identified_by', { enum: ['roster', 'organisation'] }),
    /**
     * sha256 of the organisation sign-in's issuer and subject: one person joins a run once. Null
     * unless identified by the organisation.
     */
    identityHash: text('identity_hash'),
    /** Set when the presenter removed the participant: its token is refused from then on. */
    removedAt: timestampTz('removed_at'),
    /** Team mode: the id of the participant's team in the deck's teams (t1…t8); null: none. */
    teamId: text('team_id'),
    /** Sum of points of closed quiz questions; recomputed from answers when a question closes. */
    score: integer('score').notNull().default(0),
    /**
     * Extra time the presenter gave (1, 1.5 or 2): quiz questions stay open for this participant
     * that much longer and its speed points are measured against its own window. Sensitive (it
     * hints at a need): shown to the presenter's room list only, never exported.
     */
    timeFactor: real('time_factor').notNull().default(1),
    ...createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    /** An assignment's participant: the slide they are on (0-based among its slides). */
    step: integer('step').notNull().default(0),
    /** An assignment's participant: when the slide they are on was first shown to them. */
    stepOpenedAt: timestampTz('step_opened_at'),
    /** An assignment's participant: when they were past the last slide (null: not finished). */
    finishedAt: timestampTz('finished_at'),
  },
  (table) => [
    index('participants_presentation_id_idx').on(table.presentationId),
    index('participants_run_id_idx').on(table.runId),
    uniqueIndex('participants_run_id_name_key_idx').on(table.runId, table.nameKey),
    uniqueIndex('participants_run_id_identity_hash_idx').on(table.runId, table.identityHash),
  ],
);

/**
 * What a participant's response to a slide in a run (answers, entries) begins with: its id, the
 * participant, the slide and the run.
 */
export const slideResponseColumns = () => ({
  ...idKey(),
  participantId: cascadeRef('participant_id', () => participants.id),
  /**
   * No foreign key: a slide deleted after its run ended keeps its responses for the run's report
   * (the run's snapshot has the slide); deleting a slide removes those of open runs itself.
   */
  slideId: uuid('slide_id').notNull(),
  /** The participant's run, copied so a slide's results are read per run from one index. */
  runId: uuid('run_id').notNull(),
});

export type TParticipantRow = typeof participants.$inferSelect;
