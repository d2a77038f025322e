import type { TQaOwnQuestion, TQaPublicQuestion, TQaQueueQuestion } from '@crowdeck/core';
import type { TQaQuestionRow } from '../../../db/schema/index';

/** A question as every phone sees it. */
export const toPublicQuestion = (row: TQaQuestionRow): TQaPublicQuestion => ({
  id: row.id,
  text: row.text,
  author: row.authorName,
  votes: row.votes,
  answered: row.answeredAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** One of a phone's own questions that only it sees. */
export const toOwnQuestion = (row: TQaQuestionRow): TQaOwnQuestion => ({
  id: row.id,
  text: row.text,
  anonymous: row.authorName === null,
  createdAt: row.createdAt.toISOString(),
});

/** A question as the presenter's queue shows it. */
export const toQueueQuestion = (row: TQaQuestionRow): TQaQueueQuestion => ({
  ...toPublicQuestion(row),
  status: row.status,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  flagged: row.flagged,
});
