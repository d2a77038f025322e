import { z } from 'zod';
import {
  ZDeckModesSchema,
  ZLeaderboardEntrySchema,
  ZPublicSlideSchema,
  ZQuestionTimingSchema,
  ZSlideResultsSchema,
} from '../live/live-schemas';
import { ZDeckLookSchema } from './deck-brand';
import { singleLineText } from './text';

/**
 * The live embed: a read-only view of one presentation at `/embed/<view token>` for other tools
 * to frame (PowerPoint, Teams, Zoom, a conference website). The presenter creates and revokes
 * view tokens per presentation; each says which view it shows by default.
 *
 * - `live`: follows the big screen (the join screen in the lobby, else the current slide's results
 *   or leaderboard);
 * - `join`: the join screen (address, code, QR code);
 * - `results`: the current slide's results (or one slide's, pinned with `?slide=<slideId>`);
 * - `leaderboard`: the quiz leaderboard so far.
 */
export const EMBED_VIEWS = ['live', 'join', 'results', 'leaderboard'] as const;
export const ZEmbedViewSchema = z.enum(EMBED_VIEWS, 'embedView.invalid');
export type TEmbedView = z.infer<typeof ZEmbedViewSchema>;

/** Most view tokens one presentation may have at once. */
export const EMBED_TOKENS_PER_PRESENTATION = 20;

/** A view token's name, to tell several apart ("PowerPoint", "Conference site"). */
export const ZEmbedLabelSchema = singleLineText({ max: 200, tooLong: 'text.tooLong' });

/** POST /api/embed/tokens/<presentationId>/: a new view token. */
export const ZEmbedTokenCreateSchema = z.strictObject({
  label: ZEmbedLabelSchema.optional(),
  view: ZEmbedViewSchema.optional(),
});
export type TEmbedTokenCreate = z.infer<typeof ZEmbedTokenCreateSchema>;

/** A view token as its owner lists it: with the token, so the link can be copied again. */
export const ZEmbedTokenSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  label: z.string(),
  view: ZEmbedViewSchema,
  token: z.string(),
  /** The embed page's address (`<presenter address>/embed/<token>`). */
  url: z.string(),
  createdAt: z.string(),
});
export type TEmbedToken = z.infer<typeof ZEmbedTokenSchema>;

/** `?view=` and `?slide=` of the embed page and of the public read. */
export const ZEmbedViewQuerySchema = z.object({
  view: ZEmbedViewSchema.optional(),
  slide: z.uuid('id.invalid').optional(),
});
export type TEmbedViewQuery = z.infer<typeof ZEmbedViewQuerySchema>;

/** A view token in a path (a malformed one answers the same 404 as an unknown one). */
export const ZEmbedTokenParamsSchema = z.object({ token: z.string() });

/** What the embed shows now; `screen` picks between the join screen, a slide and the leaderboard. */
export const EMBED_SCREENS = ['join', 'slide', 'leaderboard'] as const;
export type TEmbedScreen = (typeof EMBED_SCREENS)[number];

/**
 * GET /api/embed/view/<token>/: the public read of one view token. Only what the big screen shows:
 * the deck's title and join code, the slide as phones see it (never correct answers before they
 * are revealed), aggregated results, the leaderboard, how many are connected and the names the
 * lobby lists.
 */
export const ZEmbedViewStateSchema = z.object({
  presentationId: z.string(),
  title: z.string(),
  code: z.string(),
  /** The organisation's own audience domain, when it has one (phones join there). */
  audienceHost: z.string().nullable(),
  ...ZDeckLookSchema.shape,
  /** The view in force (the query's, else the token's). */
  view: ZEmbedViewSchema,
  screen: z.enum(EMBED_SCREENS),
  /** How quizzes and polls run (points off: no leaderboard; numbered options). */
  modes: ZDeckModesSchema,
  /** Whether the deck has a quiz (the join screen lists names then). */
  isQuizDeck: z.boolean(),
  /** The slide shown (`screen: slide`), with the quiz's game screen. */
  slide: ZPublicSlideSchema.extend({
    gameScreen: z.string().nullable(),
    presentationId: z.string(),
  }).nullable(),
  question: ZQuestionTimingSchema.nullable(),
  results: ZSlideResultsSchema.nullable(),
  leaderboard: z.array(ZLeaderboardEntrySchema),
  playerCount: z.number().int(),
  names: z.array(z.string()),
  /** The session was ended by the presenter. */
  ended: z.boolean(),
});
export type TEmbedViewState = z.infer<typeof ZEmbedViewStateSchema>;

/** A size limit the oEmbed consumer asks for, in pixels (a query string: coerced). */
const ZOEmbedSizeSchema = z.coerce
  .number('invalidType')
  .int('invalidType')
  .positive('invalidType')
  .max(10_000, 'invalidType');

/** GET /api/oembed/?url=&format=json&maxwidth=&maxheight= (oEmbed 1.0). */
export const ZOEmbedQuerySchema = z.object({
  url: z.string('required').min(1, 'required').max(2048, 'embedUrl.invalid'),
  format: z.enum(['json', 'xml'], 'oembedFormat.invalid').optional(),
  maxwidth: ZOEmbedSizeSchema.optional(),
  maxheight: ZOEmbedSizeSchema.optional(),
});
export type TOEmbedQuery = z.infer<typeof ZOEmbedQuerySchema>;

/** The oEmbed answer: a `rich` type with the embed's iframe. */
export const ZOEmbedResponseSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  cache_age: z.number().int(),
});
export type TOEmbedResponse = z.infer<typeof ZOEmbedResponseSchema>;

/** The iframe an embed is framed with (size when the host sets none: 16:9). */
export const EMBED_DEFAULT_SIZE = { width: 960, height: 540 } as const;

/** GET /api/embed/qr/<view token>/: the QR code's size in pixels. */
export const ZEmbedQrQuerySchema = z.strictObject({
  size: z.coerce
    .number('qrSize.invalid')
    .int('qrSize.invalid')
    .min(128, 'qrSize.invalid')
    .max(1024, 'qrSize.invalid')
    .default(512),
});
export type TEmbedQrQuery = z.infer<typeof ZEmbedQrQuerySchema>;
