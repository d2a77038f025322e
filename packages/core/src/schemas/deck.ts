import { ZTeamSettingsSchema } from '../rules/teams';
import { z } from 'zod';
import { ZDeckBrandSchema } from './deck-brand';
import { FONT_FAMILIES } from '../constants/fonts';
import { DECK_LIMITS } from '../constants/limits';
import { ANSWER_PALETTE, LEGACY_PALETTE_COLOURS } from '../constants/palette';
import { ZIdSchema } from './ids';
import { intInRange } from './numbers';
import { multiLineText, singleLineText } from './text';
import { ZAnswerFormatSchema, ZSlideSettingsSchema } from './answer-formats';
import { AUDIENCE_LANGUAGES } from '../constants/languages';
import { DECK_ACCESS_LEVELS } from './deck-shares';

/**
 * Slide types: quiz questions and their leaderboard, the interactive ones, and content (a heading,
 * text and an image, no answers: a whole talk can run in a deck).
 */
export const SLIDE_TYPES = [
  'quiz',
  'leaderboard',
  'poll',
  'wordCloud',
  'openEnded',
  'qa',
  'content',
] as const;
export const ZSlideTypeSchema = z.enum(SLIDE_TYPES);
export type TSlideType = z.infer<typeof ZSlideTypeSchema>;

/**
 * Where a slide's image sits relative to its content. `imageOnly`: the image is the whole slide,
 * shown at its own aspect (an imported PDF page or PowerPoint slide); heading and text are hidden.
 */
export const SLIDE_LAYOUTS = [
  'default',
  'imageLeft',
  'imageRight',
  'imageBackground',
  'imageOnly',
] as const;
export const ZSlideLayoutSchema = z.enum(SLIDE_LAYOUTS);
export type TSlideLayout = z.infer<typeof ZSlideLayoutSchema>;

/** Screens of the quiz game on a slide (spec: gameScreen, value questionIndex seen). */
export const GAME_SCREENS = ['questionIndex', 'question', 'result'] as const;
export const ZGameScreenSchema = z.enum(GAME_SCREENS);
export type TGameScreen = z.infer<typeof ZGameScreenSchema>;

/** The audience join code: 8 digits. */
export const ZUniqueCodeSchema = z.string('required').regex(/^\d{8}$/, 'uniqueCode.invalid');

/** A #rrggbb colour from the answer palette (any letter case). */
export const ZHexColourSchema = z
  .string('required')
  .regex(/^#[0-9A-Fa-f]{6}$/, 'colour.invalid')
  .refine((value) => isPaletteColour(value), 'colour.invalid');

function isPaletteColour(value: string): boolean {
  const colour = value.toUpperCase();
  return [...ANSWER_PALETTE, ...LEGACY_PALETTE_COLOURS].includes(colour as never);
}

/** An image address returned by the upload API (absolute or site-relative). */
export const ZImageUrlSchema = z
  .string('required')
  .max(500, 'image.invalid')
  .regex(/^(https?:\/\/[^\s\p{Cc}]+|\/[^\s\p{Cc}]*)$/u, 'image.invalid');

export const ZOptionSchema = z.object({
  id: z.string(),
  slideId: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  colour: z.string(),
  isCorrect: z.boolean(),
  position: z.number().int(),
});
export type TOption = z.infer<typeof ZOptionSchema>;

export const ZSlideSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  type: ZSlideTypeSchema,
  position: z.number().int(),
  question: z.string(),
  /** Speaker notes: the presenter's only (never sent to phones). Always sent by the server. */
  notes: z.string().optional(),
  /** Content slides' text: a small markdown subset (bold, italic, lists, links). */
  body: z.string().optional(),
  imageUrl: z.string().nullable(),
  /**
   * The image's alternative text (an imported page's own text); always sent by the server,
   * optional in the type so older fixtures still type-check.
   */
  imageAlt: z.string().nullable().optional(),
  layout: ZSlideLayoutSchema,
  timeLimitSec: z.number().int(),
  points: z.number().int(),
  entriesPerParticipant: z.number().int(),
  /** How phones answer a quiz or poll (always sent by the server; 'choice' for other types). */
  format: ZAnswerFormatSchema.optional(),
  /** The format's settings as saved (defaults left out; see resolveSettings). */
  settings: ZSlideSettingsSchema.optional(),
  gameScreen: ZGameScreenSchema.nullable(),
  questionIndex: z.number().int(),
  questionCount: z.number().int(),
  options: z.array(ZOptionSchema),
  updatedAt: z.string(),
});
export type TSlide = z.infer<typeof ZSlideSchema>;

export const ZPresentationSchema = z.object({
  id: z.string(),
  title: z.string(),
  uniqueCode: z.string(),
  fontFamily: z.string().nullable(),
  /**
   * The deck's logo (an upload address of ours; shown only while the owner has Pro features).
   * Always sent by the server; optional in the type so older fixtures still type-check.
   */
  logoUrl: z.string().nullable().optional(),
  /**
   * The owner's organisation's brand (its theme applied: `fontFamily` and `logoUrl` above are
   * the deck's own); absent or null outside organisations on Custom.
   */
  brand: ZDeckBrandSchema.nullable().optional(),
  /** The caller's access to the deck (owner when absent): a viewer's editor is read-only. */
  access: z.enum(DECK_ACCESS_LEVELS).optional(),
  slideActiveId: z.string().nullable(),
  /** Hide profane names, words and answers from the audience (on by default). */
  isProfanityFilterOn: z.boolean(),
  /**
   * Quiz and poll modes (always sent by the server; optional for older fixtures): quiz points
   * and leaderboards (off: a survey), options in a different order on each phone, and the
   * question and options shown on phones (off: colours only, read from the big screen).
   */
  quizPoints: z.boolean().optional(),
  shuffleOptions: z.boolean().optional(),
  optionsOnPhones: z.boolean().optional(),
  /** Answer-streak bonus (always sent by the server). */
  streakBonus: z.boolean().optional(),
  /** Team mode of quizzes; null: off (always sent by the server). */
  teams: ZTeamSettingsSchema.nullable().optional(),
  /** The language phones use for this deck; null: each phone its own (always sent). */
  audienceLanguage: z.enum(AUDIENCE_LANGUAGES).nullable().optional(),
  /**
   * Anonymous session: no nicknames, anonymous Q&A, nameless leaderboards and reports of
   * aggregates only (always sent by the server).
   */
  anonymousSession: z.boolean().optional(),
  /**
   * Who participants are: a nickname, their organisation's sign-in or a roster name (always
   * sent by the server). The roster's names themselves come from their own address.
   */
  participantIdentity: z.enum(['nickname', 'organisation', 'roster']).optional(),
  /** How many names the uploaded roster holds (always sent by the server). */
  rosterSize: z.number().int().optional(),
  Slides: z.array(ZSlideSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPresentation = z.infer<typeof ZPresentationSchema>;

/** A deck in the caller's list: a few of its fields, with its slide count. */
export const ZPresentationSummarySchema = ZPresentationSchema.pick({
  id: true,
  title: true,
  uniqueCode: true,
}).extend({
  slideCount: z.number().int(),
  /** `access`: absent or owner for the caller's own decks, editor or viewer when shared. */
  ...ZPresentationSchema.pick({ createdAt: true, updatedAt: true, access: true }).shape,
  /** Who shared it (the owner's name), on decks shared with the caller. */
  ownerName: z.string().optional(),
});
export type TPresentationSummary = z.infer<typeof ZPresentationSummarySchema>;

const ZTitleSchema = singleLineText({
  max: DECK_LIMITS.titleMax,
  tooLong: 'title.tooLong',
  required: 'title.required',
});
// Question and option text may be empty while a deck is drafted, and keep their spaces while the
// editor autosaves mid-word; the question is a text area, so it keeps its line breaks.
const ZQuestionSchema = multiLineText({
  max: DECK_LIMITS.questionMax,
  tooLong: 'question.tooLong',
  trim: false,
});
const ZNotesSchema = multiLineText({
  max: DECK_LIMITS.notesMax,
  tooLong: 'notes.tooLong',
  trim: false,
});
const ZImageAltSchema = multiLineText({
  max: DECK_LIMITS.imageAltMax,
  tooLong: 'imageAlt.tooLong',
  trim: false,
});
const ZBodySchema = multiLineText({
  max: DECK_LIMITS.bodyMax,
  tooLong: 'body.tooLong',
  trim: false,
});
export const ZOptionTextSchema = singleLineText({
  max: DECK_LIMITS.optionTextMax,
  tooLong: 'optionText.tooLong',
  trim: false,
});
const ZFontFamilySchema = z
  .string('required')
  .max(DECK_LIMITS.fontFamilyMax, 'fontFamily.invalid')
  .refine((family) => FONT_FAMILIES.some((f) => f.family === family), 'fontFamily.invalid');

export const ZCreatePresentationRequestSchema = z.strictObject({ title: ZTitleSchema.optional() });
export type TCreatePresentationRequest = z.infer<typeof ZCreatePresentationRequestSchema>;

export const ZUpdatePresentationRequestSchema = z.strictObject({
  uniqueCode: ZUniqueCodeSchema.optional(),
  title: ZTitleSchema.optional(),
  fontFamily: ZFontFamilySchema.nullable().optional(),
  /** An address from the upload call; setting one needs Pro, clearing (null) is always allowed. */
  logoUrl: ZImageUrlSchema.nullable().optional(),
  slideActiveId: ZIdSchema.nullable().optional(),
  isProfanityFilterOn: z.boolean('invalidType').optional(),
  quizPoints: z.boolean('invalidType').optional(),
  shuffleOptions: z.boolean('invalidType').optional(),
  optionsOnPhones: z.boolean('invalidType').optional(),
  streakBonus: z.boolean('invalidType').optional(),
  teams: ZTeamSettingsSchema.nullable().optional(),
  audienceLanguage: z.enum(AUDIENCE_LANGUAGES, 'language.invalid').nullable().optional(),
  anonymousSession: z.boolean('invalidType').optional(),
  participantIdentity: z.enum(['nickname', 'organisation', 'roster'], 'invalidType').optional(),
});
export type TUpdatePresentationRequest = z.infer<typeof ZUpdatePresentationRequestSchema>;

export const ZCreateSlideRequestSchema = z.strictObject({
  presentationId: ZIdSchema,
  type: ZSlideTypeSchema,
  afterSlideId: ZIdSchema.nullable().optional(),
  /** Quiz and poll only: how phones answer (choice when left out). */
  format: ZAnswerFormatSchema.optional(),
  /** Quiz and poll only: the options to start with, in order (true/false is a quiz of two). */
  optionTexts: z
    .array(ZOptionTextSchema, 'invalidType')
    .min(DECK_LIMITS.optionsMin, 'optionTexts.tooFew')
    .max(DECK_LIMITS.optionsMax, 'optionTexts.tooMany')
    .optional(),
});
export type TCreateSlideRequest = z.infer<typeof ZCreateSlideRequestSchema>;

/**
 * Co-editing: the values of the text fields as the editor last had them from the server, sent with
 * a save of those fields. A field whose saved value is no longer its base was changed by another
 * editor meanwhile: the save still wins (last writer wins) and that editor is told.
 */
export const ZSlideBaseSchema = z.strictObject({
  question: ZQuestionSchema.nullable().optional(),
  notes: ZNotesSchema.nullable().optional(),
  body: ZBodySchema.nullable().optional(),
  imageAlt: ZImageAltSchema.nullable().optional(),
});
export type TSlideBase = z.infer<typeof ZSlideBaseSchema>;

export const ZUpdateSlideRequestSchema = z.strictObject({
  uniqueCode: ZUniqueCodeSchema.optional(),
  base: ZSlideBaseSchema.optional(),
  question: ZQuestionSchema.optional(),
  notes: ZNotesSchema.optional(),
  body: ZBodySchema.optional(),
  imageUrl: ZImageUrlSchema.nullable().optional(),
  imageAlt: ZImageAltSchema.nullable().optional(),
  layout: ZSlideLayoutSchema.optional(),
  timeLimitSec: intInRange(
    DECK_LIMITS.quizTimeLimitMinSec,
    DECK_LIMITS.quizTimeLimitMaxSec,
    'timeLimit.range',
  ).optional(),
  points: intInRange(0, DECK_LIMITS.quizPointsMax, 'points.range').optional(),
  entriesPerParticipant: intInRange(
    DECK_LIMITS.wordEntriesMin,
    DECK_LIMITS.wordEntriesMax,
    'entries.range',
  ).optional(),
  /** Quiz and poll only; the options stay (statements of a scale, items of a ranking …). */
  format: ZAnswerFormatSchema.optional(),
  /** Merged into the saved settings (a field set to a value replaces it). */
  settings: ZSlideSettingsSchema.optional(),
});
export type TUpdateSlideRequest = z.infer<typeof ZUpdateSlideRequestSchema>;

export const ZSortSlidesRequestSchema = z.strictObject({
  presentationId: ZIdSchema,
  slideIds: z.array(ZIdSchema).max(DECK_LIMITS.slidesMax, 'slides.tooMany'),
});
export type TSortSlidesRequest = z.infer<typeof ZSortSlidesRequestSchema>;

export const ZCreateOptionRequestSchema = z.strictObject({
  slideId: ZIdSchema,
  text: ZOptionTextSchema.optional(),
});
export type TCreateOptionRequest = z.infer<typeof ZCreateOptionRequestSchema>;

export const ZUpdateOptionRequestSchema = z.strictObject({
  slideActiveId: ZIdSchema.optional(),
  /** Co-editing: the option's text as the editor last had it (see ZSlideBaseSchema). */
  base: z.strictObject({ text: ZOptionTextSchema.nullable().optional() }).optional(),
  uniqueCode: ZUniqueCodeSchema.optional(),
  text: ZOptionTextSchema.optional(),
  imageUrl: ZImageUrlSchema.nullable().optional(),
  colour: ZHexColourSchema.optional(),
  isCorrect: z.boolean('invalidType').optional(),
});
export type TUpdateOptionRequest = z.infer<typeof ZUpdateOptionRequestSchema>;

export const ZSortOptionsRequestSchema = z.strictObject({
  slideId: ZIdSchema,
  optionIds: z.array(ZIdSchema).max(DECK_LIMITS.optionsMax, 'options.tooMany'),
});
export type TSortOptionsRequest = z.infer<typeof ZSortOptionsRequestSchema>;

export const ZUploadImageResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type TUploadImageResponse = z.infer<typeof ZUploadImageResponseSchema>;
