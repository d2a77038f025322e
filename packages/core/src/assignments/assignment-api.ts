import { z } from 'zod';
import { ZAnswerRequestSchema, ZJoinRequestSchema, ZPublicSlideSchema } from '../live/live-schemas';
import { ZReportResponseSchema } from '../reports/report-api';

/** How long a question of an assignment may be timed, in seconds. */
export const ASSIGNMENT_TIME_LIMITS = { minSec: 5, maxSec: 600 } as const;

/** What a participant's resume token looks like (the phone keeps it in localStorage). */
export const ZAssignmentTokenSchema = z
  .string('required')
  .min(16)
  .max(128)
  .regex(/^[\w-]+$/, 'id.invalid');

/** An assignment's link code: 10 letters and digits, in its address. */
export const ZAssignmentCodeSchema = z
  .string('required')
  .regex(/^[a-z0-9]{10}$/, 'assignmentCode.invalid');

/** Where an assignment is in time: not open yet, open, or closed. */
export const ZAssignmentStatusSchema = z.enum(['upcoming', 'open', 'closed']);

/** POST /api/assignments/: the presenter creates an assignment of a deck. */
export const ZAssignmentCreateSchema = z
  .strictObject({
    presentationId: z.string('required'),
    opensAt: z.iso.datetime({ offset: true, error: 'date.invalid' }),
    closesAt: z.iso.datetime({ offset: true, error: 'date.invalid' }),
    /** Seconds per question, with speed points; null: no time limit, correctness alone. */
    timePerQuestionSec: z
      .number('invalidType')
      .int()
      .min(ASSIGNMENT_TIME_LIMITS.minSec, 'timePerQuestion.range')
      .max(ASSIGNMENT_TIME_LIMITS.maxSec, 'timePerQuestion.range')
      .nullable(),
    /** Participants see the correct answers with their score at the end. */
    showAnswers: z.boolean('invalidType'),
    /**
     * Participants sign in with the deck owner's organisation's single sign-on instead of giving
     * a nickname (only where that sign-on is set up); false when left out.
     */
    organisationSignIn: z.boolean('invalidType').optional(),
  })
  .refine((v) => Date.parse(v.closesAt) > Date.parse(v.opensAt), {
    message: 'closesAt.beforeOpening',
    path: ['closesAt'],
  });
export type TAssignmentCreate = z.infer<typeof ZAssignmentCreateSchema>;

/** An assignment as its presenter sees it (its id is its run's: the report's run id). */
export const ZAssignmentSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  code: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  timePerQuestionSec: z.number().int().nullable(),
  showAnswers: z.boolean(),
  /** Participants sign in with the organisation's single sign-on (fixed at creation). */
  organisationSignIn: z.boolean(),
  participantCount: z.number().int(),
  finishedCount: z.number().int(),
  status: ZAssignmentStatusSchema,
  createdAt: z.string(),
});
export type TAssignment = z.infer<typeof ZAssignmentSchema>;

/** GET /api/assignments/deck/<presentationId>/: the deck's assignments, newest first. */
export const ZAssignmentListSchema = z.object({
  assignments: z.array(ZAssignmentSchema),
  /**
   * Whether a new assignment may ask for the organisation's sign-in (the owner's organisation
   * has single sign-on set up and the deck is not anonymous), and whether the deck asks for it
   * in live sessions (the form's starting choice).
   */
  signIn: z.object({ available: z.boolean(), deckDefault: z.boolean() }),
});
export type TAssignmentList = z.infer<typeof ZAssignmentListSchema>;

/** GET /api/assignment-play/<code>/: what the phone shows before a nickname is given. */
export const ZAssignmentInfoSchema = z.object({
  title: z.string(),
  /** When it opens and closes, and where it is in time, as the presenter's list has them. */
  ...ZAssignmentSchema.pick({ opensAt: true, closesAt: true, status: true }).shape,
  questionCount: z.number().int(),
  timePerQuestionSec: z.number().int().nullable(),
  /** The deck's phones' language, when the presenter set one. */
  language: z.string().nullable(),
  /**
   * How a participant starts: a nickname, or the organisation's single sign-on (then the
   * organisation's name is given, for "Sign in with …").
   */
  signIn: z.enum(['nickname', 'organisation']),
  organisationName: z.string().nullable(),
});
export type TAssignmentInfo = z.infer<typeof ZAssignmentInfoSchema>;

/**
 * POST …/join/: start with a nickname, or with the signed identity the organisation's sign-in
 * sent the phone back with (which also finds a participant who started before), or come back
 * with the token kept on the phone.
 */
export const ZAssignmentJoinSchema = z.strictObject({
  /** The nickname, as a live session's join takes it. */
  ...ZJoinRequestSchema.pick({ name: true }).shape,
  token: ZAssignmentTokenSchema.optional(),
  /** The signed identity, as a live session's join takes it. */
  ...ZJoinRequestSchema.pick({ identity: true }).shape,
});
export type TAssignmentJoin = z.infer<typeof ZAssignmentJoinSchema>;

/** POST …/state/: where the participant is. */
export const ZAssignmentTokenBodySchema = z.strictObject({ token: ZAssignmentTokenSchema });

/** POST …/answer/: an answer to the participant's current slide. */
export const ZAssignmentAnswerSchema = ZAnswerRequestSchema.extend({
  token: ZAssignmentTokenSchema,
});
export type TAssignmentAnswer = z.infer<typeof ZAssignmentAnswerSchema>;

/** POST …/next/: past a content slide, or past a question whose time ran out, unanswered. */
export const ZAssignmentNextSchema = z.strictObject({
  token: ZAssignmentTokenSchema,
  slideId: z.string('required').max(64),
});

/** One question in the participant's summary at the end. */
export const ZAssignmentReviewSchema = z.object({
  slideId: z.string(),
  question: z.string(),
  type: z.string(),
  /** What the participant answered, in words; null when skipped. */
  answer: z.string().nullable(),
  /** Quiz only: whether it was right (null otherwise), and the points it won, as in the report. */
  ...ZReportResponseSchema.pick({ correct: true, points: true }).shape,
  /** Quiz only, when the presenter lets participants see them: the right answers, in words. */
  correctAnswers: z.array(z.string()).optional(),
});

/** The participant's progress: the slide to answer now, or the end with the score. */
export const ZAssignmentProgressSchema = z.object({
  token: z.string(),
  name: z.string().nullable(),
  title: z.string(),
  status: ZAssignmentStatusSchema,
  closesAt: z.string(),
  /** The slide shown now (0-based among the assignment's slides), and how many there are. */
  step: z.number().int(),
  total: z.number().int(),
  slide: ZPublicSlideSchema.nullable(),
  /** A timed question: when its time is up for this participant (server time); else null. */
  deadline: z.string().nullable(),
  /** Server time of this answer, so the phone's countdown does not trust its own clock. */
  now: z.string(),
  finished: z.boolean(),
  score: z.number().int(),
  /** The assignment has quiz questions (a score to show). */
  hasQuiz: z.boolean(),
  /** Once finished: each question with the participant's answer (and the right ones if allowed). */
  review: z.array(ZAssignmentReviewSchema).optional(),
});
export type TAssignmentProgress = z.infer<typeof ZAssignmentProgressSchema>;

/** GET /api/audience/sso/assignment/?code=: sends the phone to its organisation's sign-in. */
export const ZAssignmentSsoStartQuerySchema = z.strictObject({ code: ZAssignmentCodeSchema });
