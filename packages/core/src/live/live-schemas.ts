import { z } from 'zod';
import {
  ZOptionSchema,
  ZSlideLayoutSchema,
  ZSlideTypeSchema,
  ZUniqueCodeSchema,
} from '../schemas/deck';
import { ZDeckLookSchema } from '../schemas/deck-brand';
import { API_ERROR_CODES } from '../schemas/errors';
import { ZParticipantIdentityTokenSchema, ZRosterNameSchema } from '../schemas/identified';
import { multiLineText, singleLineText } from '../schemas/text';
import { LIVE_LIMITS, REACTION_KINDS } from './live-constants';
import { ZQaSettingsSchema } from '../qa/qa-schemas';
import { ZAnswerFormatSchema, ZPublicSettingsSchema } from '../schemas/answer-formats';

/** An option as phones see it: never whether it is correct before the question closes. */
export const ZPublicOptionSchema = ZOptionSchema.pick({
  id: true,
  text: true,
  imageUrl: true,
  colour: true,
});
export type TPublicOption = z.infer<typeof ZPublicOptionSchema>;

/** The slide as phones see it. */
export const ZPublicSlideSchema = z.object({
  id: z.string(),
  type: ZSlideTypeSchema,
  question: z.string(),
  imageUrl: z.string().nullable(),
  /** The image's alternative text (an imported page's own text); left out when there is none. */
  imageAlt: z.string().nullable().optional(),
  layout: ZSlideLayoutSchema,
  options: z.array(ZPublicOptionSchema),
  timeLimitSec: z.number().int(),
  entriesPerParticipant: z.number().int(),
  questionIndex: z.number().int(),
  questionCount: z.number().int(),
  /** Content slides only: their text (markdown subset). */
  body: z.string().optional(),
  /** How to answer (left out: choice). A type-answer quiz sends no options: they are the answers. */
  format: ZAnswerFormatSchema.optional(),
  /** What the format needs on the phone (range of a number, the scale, how many choices). */
  settings: ZPublicSettingsSchema.optional(),
  /** Poll voting closed by the presenter: phones stop taking answers. */
  votingClosed: z.boolean().optional(),
});
export type TPublicSlide = z.infer<typeof ZPublicSlideSchema>;

/** Phase of a quiz question, decided and time-stamped by the server. */
export const QUESTION_PHASES = ['intro', 'open', 'closed'] as const;
export const ZQuestionPhaseSchema = z.enum(QUESTION_PHASES);
export type TQuestionPhase = z.infer<typeof ZQuestionPhaseSchema>;

/** Why a quiz question closed: its time ran out, everyone online answered, or the presenter. */
export const QUESTION_CLOSE_REASONS = ['time', 'everyoneAnswered', 'presenter'] as const;
export const ZQuestionCloseReasonSchema = z.enum(QUESTION_CLOSE_REASONS);
export type TQuestionCloseReason = z.infer<typeof ZQuestionCloseReasonSchema>;

/** Timing of the current quiz question in server epoch milliseconds (clients correct for skew). */
export const ZQuestionTimingSchema = z.object({
  slideId: z.string(),
  phase: ZQuestionPhaseSchema,
  opensAt: z.number(),
  closesAt: z.number(),
  serverNow: z.number(),
  /**
   * Closed questions: why. Always sent when it closed at its time; an early close's reason
   * ("everyone answered" or the presenter's) comes with the message sent as it closes.
   */
  closedBy: ZQuestionCloseReasonSchema.optional(),
  /**
   * Time is up for everyone without extra time, but someone's longer window still runs: the
   * results and the correct answer wait for the close (no word of who it is).
   */
  held: z.literal(true).optional(),
});
export type TQuestionTiming = z.infer<typeof ZQuestionTimingSchema>;

/** A word of a word cloud and how many times it was sent. */
export const ZWordCountSchema = z.object({ text: z.string(), count: z.number().int() });

/** Aggregated results of a slide: what the big screen draws and, when allowed, phones too. */
export const ZSlideResultsSchema = z.object({
  slideId: z.string(),
  /** Votes per option id (quiz and poll). */
  counts: z.record(z.string(), z.number().int()),
  /** Correct option ids: only after a quiz question closes. */
  correctOptionIds: z.array(z.string()).optional(),
  /** Word cloud: normalised words and how often each was sent. */
  words: z.array(ZWordCountSchema).optional(),
  /** Open-ended: visible answers, newest first. */
  entries: z.array(z.object({ id: z.string(), text: z.string(), at: z.string() })).optional(),
  /** Type answer: the most given answers (as first typed), with whether each was accepted. */
  texts: z
    .array(z.object({ text: z.string(), count: z.number().int(), correct: z.boolean() }))
    .optional(),
  /** Type answer, once closed: the accepted answers. */
  acceptedAnswers: z.array(z.string()).optional(),
  /** Numeric: how many gave each value, ascending, and their mean and median. */
  numbers: z.array(z.object({ value: z.number(), count: z.number().int() })).optional(),
  average: z.number().nullable().optional(),
  median: z.number().nullable().optional(),
  /** Numeric quiz, once closed: the correct value and its tolerance band. */
  correctValue: z.number().optional(),
  tolerance: z.number().optional(),
  /** Scales: per statement (option id), the count of each rating (index 0 is 1) and the skips. */
  scales: z
    .array(
      z.object({
        optionId: z.string(),
        counts: z.array(z.number().int()),
        skipped: z.number().int(),
        average: z.number().nullable(),
      }),
    )
    .optional(),
  /** Ranking: each item's average position (1 = first), best first. */
  ranking: z
    .array(z.object({ optionId: z.string(), averagePosition: z.number().nullable() }))
    .optional(),
  /** Quiz: how many answers were right (once closed). */
  correctCount: z.number().int().optional(),
  /** Poll with hidden results: true while voting is open (counts are left out). */
  hidden: z.boolean().optional(),
  /** Poll whose voting the presenter closed. */
  votingClosed: z.boolean().optional(),
  /**
   * Quiz and poll: the people who answered (one per participant, however many options each
   * picked: shares are of them). Word cloud and open-ended: the entries shown.
   */
  totalResponses: z.number().int(),
});
export type TSlideResults = z.infer<typeof ZSlideResultsSchema>;

export const ZLeaderboardEntrySchema = z.object({
  participantId: z.string(),
  name: z.string(),
  score: z.number().int(),
  rank: z.number().int(),
  /** Rank before the last question; null when new to the board. */
  previousRank: z.number().int().nullable(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntrySchema>;

/** Team mode: a team as the room shows it (its name is the presenter's, in its colour). */
const ZTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
});

/** Team mode: one team's line of the team leaderboard, best first. */
export const ZTeamStandingSchema = ZTeamSchema.extend({
  score: z.number().int(),
  members: z.number().int(),
  place: z.number().int(),
});
export type TTeamStandingView = z.infer<typeof ZTeamStandingSchema>;

/** What one phone needs to resume: who it is and what it already answered. */
export const ZParticipantViewSchema = z.object({
  participantId: z.string(),
  name: z.string().nullable(),
  score: z.number().int(),
  rank: z.number().int().nullable(),
  /** Slide ids this participant has answered (words count toward the slide's limit). */
  answeredSlideIds: z.array(z.string()),
  /** Team mode: the participant's team and its place among the teams (null before any score). */
  team: ZTeamSchema.extend({
    place: z.number().int().nullable(),
    score: z.number().int(),
    /** How many teams play. */
    of: z.number().int(),
    /** The phone may still move to another team (`team:change`): until the quiz starts. */
    canChange: z.boolean().optional(),
  }).optional(),
  /** Extra time the presenter gave this participant (1.5 or 2); left out without. */
  timeFactor: z.number().optional(),
  /** Entries stored per slide id (word cloud words, open-ended answers), for "2 of 3 sent". */
  entryCounts: z.record(z.string(), z.number().int()).optional(),
  /** Points won on the last closed quiz question (streak bonus included), and whether it was right. */
  lastResult: z
    .object({
      slideId: z.string(),
      correct: z.boolean(),
      points: z.number().int(),
      /** Of the points, the answer-streak bonus, and the right answers in a row so far. */
      bonus: z.number().int().optional(),
      streak: z.number().int().optional(),
    })
    .nullable(),
});
export type TParticipantView = z.infer<typeof ZParticipantViewSchema>;

/** How the presenter runs quizzes and polls (see the presentation's modes). */
export const ZDeckModesSchema = z.object({
  /** Points, scores and leaderboards; off: a survey without them. */
  points: z.boolean(),
  /** Each phone shows the options in its own order. */
  shuffle: z.boolean(),
  /** Answer-streak bonus on quiz answers (optional: older servers did not send it). */
  streak: z.boolean().optional(),
  /** Phones show the question and the options' texts; off: coloured tiles only. */
  optionsOnPhones: z.boolean(),
});
export type TDeckModes = z.infer<typeof ZDeckModesSchema>;

/** The whole live state a phone renders. */
export const ZAudienceStateSchema = z.object({
  code: ZUniqueCodeSchema,
  title: z.string(),
  /** The owner's effective branding (Pro-only choices are null while the owner is on Free). */
  ...ZDeckLookSchema.partial({ logoUrl: true, brand: true }).shape,
  slide: ZPublicSlideSchema.nullable(),
  question: ZQuestionTimingSchema.nullable(),
  results: ZSlideResultsSchema.nullable(),
  /** Q&A when the presenter turned it on: how names are shown and whether questions wait. */
  qa: ZQaSettingsSchema.omit({ enabled: true }).nullable().optional(),
  modes: ZDeckModesSchema.optional(),
  /** The language the presenter chose for phones; null or absent: each phone's own. */
  language: z.string().nullable().optional(),
  /**
   * The deck has quiz questions (each with its time limit, which extra time lengthens); absent
   * from older servers.
   */
  hasQuiz: z.boolean().optional(),
  me: ZParticipantViewSchema,
});
export type TAudienceState = z.infer<typeof ZAudienceStateSchema>;

/** The part of the state that is the same for every phone (pushed once per room; keep your `me`). */
export const ZRoomStateSchema = ZAudienceStateSchema.omit({ me: true });
export type TRoomState = z.infer<typeof ZRoomStateSchema>;

/** A participant's display name: one line, trimmed, 1..24 characters, at least one visible. */
export const ZParticipantNameSchema = singleLineText({
  max: LIVE_LIMITS.participantNameMax,
  tooLong: 'participantName.tooLong',
  required: 'participantName.required',
});

/** Ids sent by phones: short and plain (they only ever name rows the server looked up). */
const ZLiveIdSchema = z
  .string('required')
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'id.invalid');

/** A team's id as a phone sends it (one of the deck's teams, checked by the server). */
const ZTeamIdSchema = z
  .string('invalidType')
  .max(8)
  .regex(/^[\w-]+$/, 'id.invalid');

/** audience:join — join by code, resuming with a stored participant token when there is one. */
export const ZJoinRequestSchema = z.strictObject({
  code: ZUniqueCodeSchema,
  name: ZParticipantNameSchema.optional(),
  participantToken: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[\w-]+$/, 'id.invalid')
    .optional(),
  /**
   * The person chose to join again (the thank-you screen's button): a token of an earlier run
   * then joins the current one as someone new; without it, that token is answered `ended`.
   */
  again: z.boolean('invalidType').optional(),
  /** A roster deck: the name picked from the presenter's roster. */
  rosterName: ZRosterNameSchema.optional(),
  /** Team mode: the team the phone chose (checked against the deck's teams; ignored on a resume). */
  team: ZTeamIdSchema.optional(),
  /** An organisation sign-in deck: the signed identity the phone brought back from it. */
  identity: ZParticipantIdentityTokenSchema.optional(),
});
export type TJoinRequest = z.infer<typeof ZJoinRequestSchema>;

/**
 * team:change — moves a joined phone to another of the deck's teams; without `team`, asks which
 * teams it may move to (answered with them, nothing changed).
 */
export const ZTeamChangeRequestSchema = z.strictObject({ team: ZTeamIdSchema.optional() });
export type TTeamChangeRequest = z.infer<typeof ZTeamChangeRequestSchema>;

/** extraTime:claim — the extra time code the presenter showed this person. */
export const ZExtraTimeClaimSchema = z.strictObject({
  code: z
    .string('required')
    .trim()
    .regex(/^\d{6}$/, 'extraTime.code'),
});
export type TExtraTimeClaim = z.infer<typeof ZExtraTimeClaimSchema>;

/** The time factor a phone gets by entering the session's extra time code. */
export const EXTRA_TIME_CODE_FACTOR = 1.5;

/** answer:submit — one request id per attempt so a retry is recognised and never counted twice. */
export const ZAnswerRequestSchema = z.strictObject({
  requestId: z.uuid('id.invalid'),
  slideId: ZLiveIdSchema,
  optionId: ZLiveIdSchema.optional(),
  words: z
    .array(
      singleLineText({
        max: LIVE_LIMITS.wordMax,
        tooLong: 'word.tooLong',
        required: 'word.required',
      }),
    )
    .min(1)
    .max(10)
    .optional(),
  text: multiLineText({
    max: LIVE_LIMITS.openEndedTextMax,
    tooLong: 'text.tooLong',
    required: 'text.required',
  }).optional(),
  /** multi: the chosen options. */
  optionIds: z.array(ZLiveIdSchema).min(1).max(10).optional(),
  /** numeric: the number given. */
  number: z.number('invalidType').refine(Number.isFinite, 'invalidType').optional(),
  /** scales: a rating per statement id, null where the phone skipped it. */
  ratings: z
    .record(ZLiveIdSchema, z.number().int().min(1).max(10).nullable())
    .refine((r) => Object.keys(r).length <= 10, 'ratings.tooMany')
    .optional(),
  /** ranking: every item's id, first place first. */
  order: z.array(ZLiveIdSchema).min(2).max(10).optional(),
});
export type TAnswerRequest = z.infer<typeof ZAnswerRequestSchema>;

export const ZReactionRequestSchema = z.strictObject({ kind: z.enum(REACTION_KINDS) });
export type TReactionRequest = z.infer<typeof ZReactionRequestSchema>;

/** Team mode: a team a phone may choose (`taken`: one phone per team, another phone has it). */
export const ZTeamOptionSchema = ZTeamSchema.extend({ taken: z.boolean() });
export type TTeamOption = z.infer<typeof ZTeamOptionSchema>;

/**
 * Why the server refused a live request, in a form a phone can show in plain words. The codes the
 * HTTP API has too are its own (API_ERROR_CODES), so both channels spell them alike.
 */
export const LIVE_ERROR_CODES = [
  API_ERROR_CODES.notFound,
  'ended',
  'full',
  'name_required',
  API_ERROR_CODES.invalidInput,
  'not_open',
  'closed',
  'already_answered',
  'too_many_entries',
  'rate_limited',
  API_ERROR_CODES.unauthorized,
  API_ERROR_CODES.internal,
  /** The presenter locked the room to new joins (joined phones may still resume). */
  'locked',
  /** The presenter removed this participant; its token is refused from then on. */
  'removed',
  /** Another participant has this nickname (ignoring case and accents); see `suggestion`. */
  'name_taken',
  /**
   * The deck wants a real name (see `identity`): its organisation's sign-in, or a name from the
   * presenter's roster; `reason` says why the one given was refused.
   */
  'identity_required',
  /**
   * Team mode: the phone must choose a team (see `teams`); `reason` says why the one given was
   * refused (not one of the deck's teams, or already played by another phone).
   */
  'team_required',
  /** Co-editing: another editor is typing in this field (`holder` names them). */
  'field_taken',
  /** Co-editing: the deck is shared with this user to view only. */
  'read_only',
] as const;
export const ZLiveErrorSchema = z.object({
  code: z.enum(LIVE_ERROR_CODES),
  message: z.string(),
  /** With `full`: how many people the presenter's plan admits at once. */
  limit: z.number().int().optional(),
  /** With `name_taken`: a free variant of the nickname to offer, e.g. "Bob 2". */
  suggestion: z.string().optional(),
  /** With `invalid_input`: the payload field that was refused (`name`, `words.0`, `text` …). */
  field: z.string().optional(),
  /** With `identity_required`: how the phone gives a real name. */
  identity: z.enum(['organisation', 'roster']).optional(),
  /** With `identity_required`: the name or sign-in given was unknown, in use, or ran out. */
  reason: z.enum(['unknown', 'taken', 'expired']).optional(),
  /** With `field_taken`: who is typing in the field. */
  holder: z.string().optional(),
  /** With `team_required`: the teams to choose from (`taken`: one phone per team, in use). */
  teams: z.array(ZTeamOptionSchema).optional(),
  /** With `rate_limited`: seconds to wait before trying again. */
  retryAfterSec: z.number().int().optional(),
  /** With `ended`, to a participant of the ended run: where it finished (rank on quiz decks). */
  final: ZParticipantViewSchema.pick({ name: true, score: true, rank: true }).optional(),
});
export type TLiveError = z.infer<typeof ZLiveErrorSchema>;

/** Acknowledgement of every client-to-server event. */
export type TLiveAck<T> = { ok: true; data: T } | { ok: false; error: TLiveError };
