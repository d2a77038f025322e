import { z } from 'zod';
import { ZOptionSchema, ZSlideTypeSchema } from '../schemas/deck';
import { ZAnswerFormatSchema, ZSlideSettingsSchema } from '../schemas/answer-formats';
import { ZSlideResultsSchema, ZTeamStandingSchema, ZWordCountSchema } from '../live/live-schemas';
import { ZEntryViewSchema, ZRunStatusSchema } from '../live/live-api';
import { REACTION_KINDS } from '../live/live-constants';
import { ZQaQueueQuestionSchema } from '../qa/qa-schemas';
import { ZDeckBrandSchema } from '../schemas/deck-brand';

/** One run of a deck in its history. */
export const ZRunSummarySchema = z.object({
  id: z.string(),
  /** Its times and counts as the live run's status gives them (`endedAt` null while open). */
  ...ZRunStatusSchema.omit({ runId: true }).shape,
  /** The run phones join now. */
  isCurrent: z.boolean(),
  /** When the retention job deletes the run; null when it is kept (no retention, or still open). */
  deleteAt: z.string().nullable(),
  /** A live session, or a self-paced assignment (then `endedAt` is its closing time). */
  kind: z.enum(['live', 'assignment']).optional(),
});
export type TRunSummary = z.infer<typeof ZRunSummarySchema>;

/** GET /api/reports/runs/<presentationId>/: the deck's runs, newest first. */
export const ZRunListResponseSchema = z.object({
  presentationId: z.string(),
  title: z.string(),
  runs: z.array(ZRunSummarySchema),
});
export type TRunListResponse = z.infer<typeof ZRunListResponseSchema>;

/** One participant's line in a run's report. */
export const ZReportParticipantSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /** Slides answered (a choice, or at least one word or text). */
  answered: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  /** Quiz questions of the deck left unanswered. */
  unanswered: z.number().int(),
  score: z.number().int(),
  rank: z.number().int(),
  /** Average server-measured time to answer a quiz question, in ms; null without one. */
  averageMs: z.number().int().nullable(),
  joinedAt: z.string(),
  /** The name is a real one: from the organisation's sign-in or the presenter's roster. */
  identified: z.boolean().optional(),
  /** An assignment's participant: when they answered the last slide (null: not finished). */
  finishedAt: z.string().nullable().optional(),
  /** Team mode: the participant's team id (see the report's `teams`); null: none. */
  teamId: z.string().nullable().optional(),
});
export type TReportParticipant = z.infer<typeof ZReportParticipantSchema>;

/** One slide of a run's report with its results as present mode draws them. */
export const ZReportSlideSchema = z.object({
  id: z.string(),
  type: ZSlideTypeSchema,
  question: z.string(),
  position: z.number().int(),
  options: z.array(ZOptionSchema.pick({ id: true, text: true, colour: true, isCorrect: true })),
  /** Votes per option id (quiz and poll). */
  counts: z.record(z.string(), z.number().int()),
  /** Word cloud: visible words with counts, most frequent first. */
  words: z.array(ZWordCountSchema),
  /** Open-ended: every answer, newest first; hidden ones marked. */
  entries: z.array(ZEntryViewSchema.pick({ id: true, text: true, hidden: true })),
  responses: z.number().int(),
  /** Quiz: share of responses that were right, 0–100; null otherwise or without responses. */
  percentCorrect: z.number().nullable(),
  /** Quiz: average time to answer in ms; null otherwise or without responses. */
  averageMs: z.number().int().nullable(),
  /** Reactions phones sent while the slide was shown, per kind (every kind, 0 when none). */
  reactions: z.record(z.enum(REACTION_KINDS), z.number().int()),
  /** How phones answered, and its settings (left out for a single choice). */
  format: ZAnswerFormatSchema.optional(),
  settings: ZSlideSettingsSchema.optional(),
  /** Formats beyond choices: their results as the big screen draws them, answers revealed. */
  formatResults: ZSlideResultsSchema.optional(),
});
export type TReportSlide = z.infer<typeof ZReportSlideSchema>;

/** A question the audience asked in the run's Q&A (pending and dismissed ones included). */
export const ZReportQaQuestionSchema = ZQaQueueQuestionSchema.pick({
  id: true,
  text: true,
  author: true,
  votes: true,
  status: true,
  answeredAt: true,
  createdAt: true,
});
export type TReportQaQuestion = z.infer<typeof ZReportQaQuestionSchema>;

/** GET /api/reports/run/<runId>/: everything a run's report page shows. */
export const ZRunReportSchema = z.object({
  run: ZRunSummarySchema,
  presentationId: z.string(),
  title: z.string(),
  /** The deck's font, the organisation's filling in (or winning, locked) as on the big screen. */
  fontFamily: z.string().nullable(),
  /** The owner's organisation's brand (colours, background) the slides show; absent without. */
  brand: ZDeckBrandSchema.nullable().optional(),
  slides: z.array(ZReportSlideSchema),
  /** Empty for an anonymous session (see `anonymous`). */
  participants: z.array(ZReportParticipantSchema),
  /**
   * Played as an anonymous session: the report and its exports hold aggregates only (no
   * participants, no per-person responses, Q&A without names). Always sent by the server.
   */
  anonymous: z.boolean().optional(),
  /** The run's Q&A, most liked first. */
  qa: z.array(ZReportQaQuestionSchema),
  /**
   * Team mode: the teams' final standings (the deck's teams and score rule), best first; absent
   * when the run was played without teams.
   */
  teams: z
    .object({
      score: z.enum(['average', 'total']),
      standings: z.array(ZTeamStandingSchema),
    })
    .optional(),
});
export type TRunReport = z.infer<typeof ZRunReportSchema>;

/** One participant's response to a slide. */
export const ZReportResponseSchema = z.object({
  participantId: z.string(),
  name: z.string().nullable(),
  /** The option chosen, or the words / text sent (several words joined by ", "). */
  answer: z.string(),
  /** Quiz only: whether it was right. */
  correct: z.boolean().nullable(),
  /** Quiz only: server-measured time to answer, ms. */
  elapsedMs: z.number().int().nullable(),
  points: z.number().int(),
  at: z.string(),
});
export type TReportResponse = z.infer<typeof ZReportResponseSchema>;

/** GET /api/reports/run/<runId>/slide/<slideId>/: each participant's response to one slide. */
export const ZSlideResponsesSchema = z.object({
  slideId: z.string(),
  responses: z.array(ZReportResponseSchema),
});
export type TSlideResponses = z.infer<typeof ZSlideResponsesSchema>;

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zone a report's times are written in: the presenter's browser's, as Intl names it. */
export const ZReportTimeZoneSchema = z
  .string('invalidType')
  .max(64, 'timeZone.invalid')
  .refine(isTimeZone, 'timeZone.invalid');

/** Formats a run's export comes in. */
export const REPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export const ZReportExportQuerySchema = z.strictObject({
  format: z.enum(REPORT_FORMATS, 'invalidType'),
  /** The PDF's times are written in this zone (UTC when left out), and the zone is named. */
  tz: ZReportTimeZoneSchema.optional(),
});

/** A slide image's query: the time zone of the date in its footer (UTC when left out). */
export const ZReportImageQuerySchema = z.strictObject({
  tz: ZReportTimeZoneSchema.optional(),
});

/** Path parameters of a run's slide. */
export const ZRunSlideParamsSchema = z.strictObject({ id: z.string(), slideId: z.string() });
