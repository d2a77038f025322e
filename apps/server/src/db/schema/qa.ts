import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { QA_STATUSES } from '@crowdeck/core';
import { oneOfCheck } from '../one-of-check';
import { participants } from './participants';
import { deckRowKey } from './presentations';
import { runs } from './runs';
import { cascadeRef, createdAt, timestampTz } from './columns';

/** Questions the audience asked in a run's Q&A. */
export const qaQuestions = pgTable(
  'qa_questions',
  {
    ...deckRowKey(),
    runId: cascadeRef('run_id', () => runs.id),
    participantId: cascadeRef('participant_id', () => participants.id),
    /** The phone's id for the attempt: a retry finds the question it already asked. */
    requestId: uuid('request_id').notNull(),
    text: text('text').notNull(),
    /** The nickname shown with the question, or null when asked anonymously. */
    authorName: text('author_name'),
    status: text('status', { enum: QA_STATUSES }).notNull(),
    /** Held back by the profanity filter: waits for approval whatever the setting. */
    flagged: boolean('flagged').notNull().default(false),
    /** Likes, kept equal to the rows of qa_votes by the statement that adds or removes one. */
    votes: integer('votes').notNull().default(0),
    answeredAt: timestampTz('answered_at'),
    ...createdAt(),
  },
  (table) => [
    unique('qa_questions_participant_request_key').on(table.participantId, table.requestId),
    index('qa_questions_run_id_created_at_idx').on(table.runId, table.createdAt),
    index('qa_questions_participant_id_created_at_idx').on(table.participantId, table.createdAt),
    oneOfCheck('qa_questions_status_check', table.status, QA_STATUSES),
  ],
);

/** One like of a question by one participant (at most one: the key). */
export const qaVotes = pgTable(
  'qa_votes',
  {
    questionId: cascadeRef('question_id', () => qaQuestions.id),
    participantId: cascadeRef('participant_id', () => participants.id),
    /**
     * The liker's network (lib/address-key) as a SHA-256 digest with the question's id, never the
     * address: one address gives a question at most as many likes as the room admits people at
     * once, however many participants it cycles through. Goes with the question.
     */
    addressKey: text('address_key'),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.participantId] }),
    index('qa_votes_participant_id_idx').on(table.participantId),
    index('qa_votes_question_id_address_key_idx').on(table.questionId, table.addressKey),
  ],
);

export type TQaQuestionRow = typeof qaQuestions.$inferSelect;
