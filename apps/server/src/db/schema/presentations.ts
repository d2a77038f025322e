import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  PARTICIPANT_IDENTITIES,
  QA_NAME_MODES,
  type TPresentation,
  type TScreenShown,
  type TTeamSettings,
} from '@crowdeck/core';
import { enumChecks } from '../one-of-check';
import { users } from './users';
import { cascadeRef, idKey, timestamps } from './columns';

/** Presenters' decks. `unique_code` is the 8-digit audience join code, random and unique. */
export const presentations = pgTable(
  'presentations',
  {
    ...idKey(),
    ownerId: cascadeRef('owner_id', () => users.id),
    title: text('title').notNull(),
    uniqueCode: text('unique_code').notNull().unique(),
    fontFamily: text('font_family'),
    /** An upload address of ours shown on slides and the lobby (a Pro feature). */
    logoUrl: text('logo_url'),
    /** The slide shown live; no foreign key so slides can be deleted freely (the service keeps it valid). */
    slideActiveId: uuid('slide_active_id'),
    /** Profane names are refused and profane words / answers hidden while this is on. */
    isProfanityFilterOn: boolean('is_profanity_filter_on').notNull().default(true),
    /** Locked by the presenter: no new participant may join (joined phones still resume). */
    isLocked: boolean('is_locked').notNull().default(false),
    /**
     * The run phones join and answer in (runs.ts); no foreign key (runs reference presentations),
     * the live engine creates one when it is missing and a deleted run's deck gets a fresh one.
     */
    currentRunId: uuid('current_run_id'),
    /** Moderated Q&A: off by default; names shown, asked anonymously, or the asker's choice. */
    qaEnabled: boolean('qa_enabled').notNull().default(false),
    qaNames: text('qa_names', { enum: QA_NAME_MODES }).notNull().default('choice'),
    qaModerated: boolean('qa_moderated').notNull().default(false),
    /** The question shown on the big screen (no foreign key: a deleted one is simply not found). */
    qaHighlightId: uuid('qa_highlight_id'),
    /** Quiz and poll modes: points and leaderboards, shuffled options, texts on phones. */
    quizPoints: boolean('quiz_points').notNull().default(true),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** Answer-streak bonus: +100 per earlier right answer in a row, at most +500 (off by default). */
    streakBonus: boolean('streak_bonus').notNull().default(false),
    /**
     * Team mode of quizzes (core ZTeamSettingsSchema: 2–8 named, coloured teams, the team score
     * rule, how phones get a team, one phone per team); null: off.
     */
    teams: jsonb('teams').$type<TTeamSettings>(),
    /** The phones' language for this deck (core AUDIENCE_LANGUAGES); null: each phone its own. */
    audienceLanguage:
      text('audience_language').$type<NonNullable<TPresentation['audienceLanguage']>>(),
    optionsOnPhones: boolean('options_on_phones').notNull().default(true),
    /**
     * Anonymous session: phones join without a nickname (one sent is dropped), Q&A is anonymous,
     * leaderboards name nobody, and the runs played so keep only aggregates in reports.
     */
    anonymousSession: boolean('anonymous_session').notNull().default(false),
    /**
     * Who participants are (core PARTICIPANT_IDENTITIES): a nickname of their own, a real name
     * from their organisation's sign-in, or a real name from `roster`.
     */
    participantIdentity: text('participant_identity', { enum: PARTICIPANT_IDENTITIES })
      .notNull()
      .default('nickname'),
    /** The real names the presenter uploaded for a roster deck (null: none uploaded). */
    roster: jsonb('roster').$type<string[]>(),
    /** What the big screen shows beyond the live slide (lobby, QR code), as the last window set it. */
    screen: jsonb('screen').$type<TScreenShown>(),
    /**
     * Published by its owner (an owner or admin of an organisation) as a template: the members of
     * the organisation the owner belongs to start decks from a copy of it.
     */
    isOrganisationTemplate: boolean('is_organisation_template').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('presentations_owner_id_updated_at_idx').on(table.ownerId, table.updatedAt),
    ...enumChecks(table),
  ],
);

export type TPresentationRow = typeof presentations.$inferSelect;

/** The key of a row of a deck: a random uuid and the presentation (the row goes with the deck). */
export const deckRowKey = () => ({
  ...idKey(),
  presentationId: cascadeRef('presentation_id', () => presentations.id),
});
