import { z } from 'zod';
import { ZUniqueCodeSchema } from '../schemas/deck';
import { ZIdSchema } from '../schemas/ids';
import { ZScreenShownSchema } from './control-schemas';
import {
  ZLeaderboardEntrySchema,
  ZTeamStandingSchema,
  ZQuestionTimingSchema,
  ZSlideResultsSchema,
  ZWordCountSchema,
} from './live-schemas';

const ZSocketIdSchema = ZIdSchema;

/** POST /api/audience/presenter-join/: attach the presenter's socket to its presentation's room. */
export const ZPresenterJoinRequestSchema = z.strictObject({
  presentationId: ZIdSchema,
  socketId: ZSocketIdSchema,
});
export type TPresenterJoinRequest = z.infer<typeof ZPresenterJoinRequestSchema>;

/** What the presenter's screen needs to draw the live session right now. */
export const ZLiveSnapshotSchema = z.object({
  presentationId: z.string(),
  uniqueCode: z.string(),
  slideActiveId: z.string().nullable(),
  /** Phones connected now. */
  playerCount: z.number().int(),
  /** Names of the participants who joined (quiz decks ask for one). */
  names: z.array(z.string()),
  /** Timing of the active slide's quiz question, if one was started. */
  question: ZQuestionTimingSchema.nullable(),
  /** Results of the active slide (presenter view: correct ids once closed). */
  results: ZSlideResultsSchema.nullable(),
  /** What the presenter's windows last put on the big screen (lobby, QR code), if any. */
  screen: ZScreenShownSchema.nullable(),
});
export type TLiveSnapshot = z.infer<typeof ZLiveSnapshotSchema>;

/** PUT /api/slide/next/<presentationId>/: the presenter moves the room to another slide. */
export const ZSlideNextRequestSchema = z.strictObject({
  slideActiveId: ZIdSchema,
  isLeaderboardNext: z.boolean('invalidType').optional(),
  uniqueCode: ZUniqueCodeSchema.optional(),
  socketId: ZSocketIdSchema.optional(),
});
export type TSlideNextRequest = z.infer<typeof ZSlideNextRequestSchema>;

/** POST /api/slide/game/<slideId>/: start the quiz question (intro, then open) or close it now. */
export const ZSlideGameRequestSchema = z.strictObject({
  uniqueCode: ZUniqueCodeSchema.optional(),
  action: z.enum(['start', 'close']),
});
export type TSlideGameRequest = z.infer<typeof ZSlideGameRequestSchema>;

/** Answer of slide/next and slide/game: the live state the presenter should now show. */
export const ZLiveControlResponseSchema = z.object({
  slideActiveId: z.string().nullable(),
  question: ZQuestionTimingSchema.nullable(),
});
export type TLiveControlResponse = z.infer<typeof ZLiveControlResponseSchema>;

/** GET /api/slide/leaderboard/<slideId>/. */
export const ZLeaderboardResponseSchema = z.object({
  entries: z.array(ZLeaderboardEntrySchema),
  totalParticipants: z.number().int(),
  /** Team mode: every team, best first (absent without teams). */
  teams: z.array(ZTeamStandingSchema).optional(),
});
export type TLeaderboardResponse = z.infer<typeof ZLeaderboardResponseSchema>;

/** One stored word or open-ended answer as the presenter sees it (hidden ones included). */
export const ZEntryViewSchema = z.object({
  id: z.string(),
  text: z.string(),
  hidden: z.boolean(),
  /** Held back by the profanity filter when it arrived (hidden until the presenter shows it). */
  filtered: z.boolean().optional(),
  at: z.string(),
});
export type TEntryView = z.infer<typeof ZEntryViewSchema>;

/** GET /api/word/slide/<slideId>/: visible words with counts, and every entry (to hide one). */
export const ZWordListResponseSchema = z.object({
  words: z.array(ZWordCountSchema),
  entries: z.array(ZEntryViewSchema),
});
export type TWordListResponse = z.infer<typeof ZWordListResponseSchema>;

/** GET /api/word/slide-open-ended/<slideId>/: every answer, newest first. */
export const ZOpenEndedListResponseSchema = z.object({ entries: z.array(ZEntryViewSchema) });
export type TOpenEndedListResponse = z.infer<typeof ZOpenEndedListResponseSchema>;

/** PUT /api/word/hide/<entryId>/. */
export const ZHideEntryRequestSchema = z.strictObject({ hidden: z.boolean('invalidType') });

/** One participant of the room as the presenter sees it. */
export const ZRoomParticipantSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  joinedAt: z.string(),
  /** Extra time given by the presenter (1.5 or 2); 1 without. Shown only to the presenter. */
  timeFactor: z.number(),
});
export type TRoomParticipant = z.infer<typeof ZRoomParticipantSchema>;

/** GET /api/live/room/<presentationId>/: who joined (newest first, removed ones left out). */
export const ZRoomResponseSchema = z.object({
  isLocked: z.boolean(),
  participants: z.array(ZRoomParticipantSchema),
});
export type TRoomResponse = z.infer<typeof ZRoomResponseSchema>;

/** PUT /api/live/room-lock/<presentationId>/. */
export const ZRoomLockRequestSchema = z.strictObject({ isLocked: z.boolean('invalidType') });
export type TRoomLockRequest = z.infer<typeof ZRoomLockRequestSchema>;

/** One word or open-ended answer in the presenter's private moderation view. */
export const ZModerationEntrySchema = ZEntryViewSchema.extend({
  slideId: z.string(),
  /** The question of the entry's slide, to say where it was sent. */
  question: z.string(),
});
export type TModerationEntry = z.infer<typeof ZModerationEntrySchema>;

/** GET /api/live/moderation/<presentationId>/: the presentation's entries, newest first. */
export const ZModerationResponseSchema = z.object({ entries: z.array(ZModerationEntrySchema) });
export type TModerationResponse = z.infer<typeof ZModerationResponseSchema>;

/** GET /api/live/run/<presentationId>/: the run phones join now. */
export const ZRunStatusSchema = z.object({
  runId: z.string(),
  startedAt: z.string(),
  /** Set once the presenter ended it (or it was left idle). */
  endedAt: z.string().nullable(),
  participantCount: z.number().int(),
  /** Answers, words and open-ended answers given in it. */
  responseCount: z.number().int(),
});
export type TRunStatus = z.infer<typeof ZRunStatusSchema>;

/** POST /api/live/run/<presentationId>/: carry on with the current run, or start a new one. */
export const ZRunChoiceRequestSchema = z.strictObject({
  mode: z.enum(['continue', 'new'], 'invalidType'),
});
export type TRunChoiceRequest = z.infer<typeof ZRunChoiceRequestSchema>;

/** One of the top three of an ended quiz run. */
export const ZPodiumEntrySchema = z.object({
  name: z.string(),
  score: z.number().int(),
  rank: z.number().int(),
});
export type TPodiumEntry = z.infer<typeof ZPodiumEntrySchema>;

/** POST /api/live/end/<presentationId>/: the ended run, with its podium on quiz decks. */
export const ZRunEndedSchema = ZRunStatusSchema.extend({
  podium: z.array(ZPodiumEntrySchema),
});
export type TRunEnded = z.infer<typeof ZRunEndedSchema>;

/** A time factor: 1 (no extra time), 1.5 or 2. */
export const ZTimeFactorSchema = z.union([z.literal(1), z.literal(1.5), z.literal(2)], {
  error: 'invalidType',
});

/** PUT /api/live/extra-time/<participantId>/: the participant's own window, × `factor`. */
export const ZExtraTimeRequestSchema = z.strictObject({ timeFactor: ZTimeFactorSchema });
export type TExtraTimeRequest = z.infer<typeof ZExtraTimeRequestSchema>;

/**
 * GET /api/live/extra-time-code/<presentationId>/: the session's extra time code, for the
 * presenter's control screen only; a phone that enters it gets ×1.5 (the room list changes it).
 */
export const ZExtraTimeCodeResponseSchema = z.object({ code: z.string() });
export type TExtraTimeCodeResponse = z.infer<typeof ZExtraTimeCodeResponseSchema>;
