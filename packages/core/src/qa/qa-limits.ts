// Plain constants, no zod: phones import these without the schemas (and zod) coming along.

/** Moderated Q&A: how questions are asked, voted on and moderated. */
export const QA_LIMITS = {
  /** Longest question, in characters. */
  textMax: 280,
  /** Questions one participant may ask per window... */
  questionsPerWindow: 5,
  /** ...of this many seconds. */
  windowSec: 300,
  /** Questions phones are sent at most in one push: the most liked and the newest. */
  publicMax: 100,
  /** Questions the presenter's queue lists at most, newest first per state. */
  queueMax: 500,
} as const;

/** Who a question is shown as: the asker's nickname, nobody, or the asker's choice per question. */
export const QA_NAME_MODES = ['named', 'anonymous', 'choice'] as const;
export type TQaNameMode = (typeof QA_NAME_MODES)[number];

/**
 * A question's moderation state: waiting for approval, shown to everyone, or dismissed (only the
 * presenter sees it). Answered is separate (`answeredAt`): an answered question is archived.
 */
export const QA_STATUSES = ['pending', 'live', 'dismissed'] as const;
export type TQaStatus = (typeof QA_STATUSES)[number];
