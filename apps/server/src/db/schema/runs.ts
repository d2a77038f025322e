import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TTeamSettings } from '@crowdeck/core';
import { oneOfCheck } from '../one-of-check';
import type { TRunSnapshot } from '../run-snapshot';
import { deckRowKey } from './presentations';
import { timestampTz } from './columns';

/** A run is a live session, or a self-paced assignment taken by each participant alone. */
export const RUN_KINDS = ['live', 'assignment'] as const;

/**
 * One presentation of a deck, from its first join to its end: its participants, answers and
 * entries belong to it, so presenting again starts afresh while earlier results are kept.
 */
export const runs = pgTable(
  'runs',
  {
    ...deckRowKey(),
    startedAt: timestampTz('started_at').notNull().defaultNow(),
    /** Set when the presenter ended the session (or it was left idle): nobody joins or answers. */
    endedAt: timestampTz('ended_at'),
    /**
     * The deck's slides and options when the run ended (db/run-snapshot.ts): its report keeps
     * them whatever is edited or deleted afterwards. Null while the run is open.
     */
    slidesSnapshot: jsonb('slides_snapshot').$type<TRunSnapshot>(),
    /**
     * The deck's team mode when the run ended, taken with `slides_snapshot` (null: played without
     * teams): its report keeps the teams' names, colours and score rule whatever is edited later.
     */
    teamsSnapshot: jsonb('teams_snapshot').$type<TTeamSettings>(),
    /**
     * Played as an anonymous session (the deck's setting when the run started or was turned on
     * during it; never turned off): its report and exports hold aggregates only.
     */
    anonymous: boolean('anonymous').notNull().default(false),
    /**
     * Six digits the presenter's control screen shows (never the big screen): a phone of this run
     * that enters them gets extra time. Made when the presenter first asks for it.
     */
    extraTimeCode: text('extra_time_code'),
    kind: text('kind', { enum: RUN_KINDS }).notNull().default('live'),
    /**
     * An assignment's link code (its address and QR code); null for live runs. An assignment's
     * `ended_at` is its closing time (set when it is created, moved when closed by hand), and its
     * `slides_snapshot` the deck as it was when created: participants answer those slides.
     */
    assignmentCode: text('assignment_code').unique(),
    /** An assignment's opening time: nobody starts it before. */
    opensAt: timestampTz('opens_at'),
    /** An assignment's time per question in seconds (speed points then count); null: untimed. */
    timePerQuestionSec: integer('time_per_question_sec'),
    /** An assignment's participants see the correct answers at the end. */
    showAnswers: boolean('show_answers').notNull().default(false),
    /**
     * An assignment's participants sign in with the deck owner's organisation's single sign-on
     * (a real name, one participant per person) instead of giving a nickname. Set at creation.
     */
    organisationSignIn: boolean('organisation_sign_in').notNull().default(false),
  },
  (table) => [
    index('runs_presentation_id_started_at_idx').on(table.presentationId, table.startedAt),
    // The retention job finds ended runs by their end without reading the others.
    index('runs_ended_at_idx').on(table.endedAt),
    oneOfCheck('runs_kind_check', table.kind, RUN_KINDS),
  ],
);

export type TRunRow = typeof runs.$inferSelect;
