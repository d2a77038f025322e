import {
  ANSWER_FORMATS,
  GAME_SCREENS,
  SLIDE_LAYOUTS,
  SLIDE_TYPES,
  type TSlideSettings,
} from '@crowdeck/core';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enumChecks } from '../one-of-check';
import { deckRowKey } from './presentations';
import { timestampTz } from './columns';

/** Slides of a presentation; `position` is 0-based and contiguous within the presentation. */
export const slides = pgTable(
  'slides',
  {
    ...deckRowKey(),
    type: text('type', { enum: SLIDE_TYPES }).notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull().default(''),
    /** Speaker notes: shown to the presenter only, never to phones. */
    notes: text('notes').notNull().default(''),
    /** A content slide's text (markdown subset), shown on the big screen and on phones. */
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    /** The image's alternative text (an imported page's own text); null when none was given. */
    imageAlt: text('image_alt'),
    layout: text('layout', { enum: SLIDE_LAYOUTS }).notNull().default('default'),
    timeLimitSec: integer('time_limit_sec').notNull(),
    points: integer('points').notNull(),
    entriesPerParticipant: integer('entries_per_participant').notNull(),
    /** How phones answer a quiz or poll (core's ANSWER_FORMATS); 'choice' for other types. */
    format: text('format', { enum: ANSWER_FORMATS }).notNull().default('choice'),
    /** The format's settings as saved, parsed by core's ZSlideSettingsSchema (defaults left out). */
    settings: jsonb('settings').$type<TSlideSettings>().notNull().default({}),
    /** One of core's GAME_SCREENS while a quiz is played, else null (held by the CHECK below). */
    gameScreen: text('game_screen', { enum: GAME_SCREENS }),
    /** When the live quiz question opens (server time); null until the game is started. */
    questionOpensAt: timestamp('question_opens_at', { withTimezone: true, mode: 'date' }),
    /** When it closes: opens + time limit, or earlier when closed by hand or all answered. */
    questionClosesAt: timestamp('question_closes_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('slides_presentation_id_position_idx').on(table.presentationId, table.position),
    ...enumChecks(table),
  ],
);

export type TSlideRow = typeof slides.$inferSelect;
