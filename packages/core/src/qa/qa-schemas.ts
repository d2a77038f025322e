import { z } from 'zod';
import { multiLineText } from '../schemas/text';
import { QA_LIMITS, QA_NAME_MODES, QA_STATUSES } from './qa-limits';

/** A presentation's Q&A settings (off by default). */
export const ZQaSettingsSchema = z.object({
  enabled: z.boolean(),
  names: z.enum(QA_NAME_MODES),
  /** Questions wait for the presenter's approval before anyone else sees them. */
  moderated: z.boolean(),
  /** An anonymous session: askers are never named, whatever `names` was set to. */
  namesLocked: z.boolean().optional(),
});
export type TQaSettings = z.infer<typeof ZQaSettingsSchema>;

export const ZQaSettingsRequestSchema = z.strictObject({
  enabled: z.boolean('invalidType').optional(),
  names: z.enum(QA_NAME_MODES, 'invalidType').optional(),
  moderated: z.boolean('invalidType').optional(),
});
export type TQaSettingsRequest = z.infer<typeof ZQaSettingsRequestSchema>;

/** The text of a question: trimmed, 1..280 characters, line breaks allowed. */
export const ZQaTextSchema = multiLineText({
  max: QA_LIMITS.textMax,
  tooLong: 'qaText.tooLong',
  required: 'qaText.required',
});

/** qa:ask — one request id per attempt, so a retry is recognised and never asked twice. */
export const ZQaAskRequestSchema = z.strictObject({
  requestId: z.uuid('id.invalid'),
  text: ZQaTextSchema,
  /** With the `choice` name mode: ask without the nickname. Ignored otherwise. */
  anonymous: z.boolean().optional(),
});
export type TQaAskRequest = z.infer<typeof ZQaAskRequestSchema>;

/** qa:vote — like a question (`up`) or take the like back. */
export const ZQaVoteRequestSchema = z.strictObject({
  questionId: z.uuid('id.invalid'),
  up: z.boolean(),
});
export type TQaVoteRequest = z.infer<typeof ZQaVoteRequestSchema>;

export const ZQaListRequestSchema = z.strictObject({});

/** A question as every phone sees it: never who voted, never pending or dismissed ones. */
export const ZQaPublicQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The asker's nickname, or null when asked anonymously. */
  author: z.string().nullable(),
  votes: z.number().int(),
  answered: z.boolean(),
  createdAt: z.string(),
});
export type TQaPublicQuestion = z.infer<typeof ZQaPublicQuestionSchema>;

/** What every phone of the room is sent when the questions change. */
export const ZQaBoardSchema = z.object({
  questions: z.array(ZQaPublicQuestionSchema),
  /** The question the presenter shows on the big screen, if any. */
  highlightedId: z.string().nullable(),
});
export type TQaBoard = z.infer<typeof ZQaBoardSchema>;

/** One of the phone's own questions that others do not see (waiting, or held back). */
export const ZQaOwnQuestionSchema = ZQaPublicQuestionSchema.pick({ id: true, text: true }).extend({
  anonymous: z.boolean(),
  ...ZQaPublicQuestionSchema.pick({ createdAt: true }).shape,
});
export type TQaOwnQuestion = z.infer<typeof ZQaOwnQuestionSchema>;

/** qa:list — the board, the phone's own waiting questions and the questions it liked. */
export const ZQaPhoneViewSchema = ZQaBoardSchema.extend({
  pending: z.array(ZQaOwnQuestionSchema),
  votedIds: z.array(z.string()),
});
export type TQaPhoneView = z.infer<typeof ZQaPhoneViewSchema>;

/** A question as the presenter's moderation queue shows it. */
export const ZQaQueueQuestionSchema = ZQaPublicQuestionSchema.extend({
  status: z.enum(QA_STATUSES),
  answeredAt: z.string().nullable(),
  /** Held back by the profanity filter (waits for approval whatever the setting). */
  flagged: z.boolean(),
});
export type TQaQueueQuestion = z.infer<typeof ZQaQueueQuestionSchema>;

/** GET /api/live/qa/<id>/ and the presenter's `qaQueue` pushes. */
export const ZQaQueueSchema = z.object({
  settings: ZQaSettingsSchema,
  questions: z.array(ZQaQueueQuestionSchema),
  highlightedId: z.string().nullable(),
});
export type TQaQueue = z.infer<typeof ZQaQueueSchema>;

/** What the presenter does with a question. */
export const QA_ACTIONS = [
  'approve',
  'dismiss',
  'restore',
  'answer',
  'unanswer',
  'highlight',
  'unhighlight',
] as const;
export type TQaAction = (typeof QA_ACTIONS)[number];

export const ZQaActionRequestSchema = z.strictObject({
  action: z.enum(QA_ACTIONS, 'invalidType'),
});
export type TQaActionRequest = z.infer<typeof ZQaActionRequestSchema>;
