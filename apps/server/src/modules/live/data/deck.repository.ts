import type { TOrganisationBrandSource } from '@crowdeck/core';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  organisationJoins,
  organisationPlanColumns,
  withOrganisationPlan,
} from '../../../db/organisation-plan';
import { organisationBrandColumns, toBrandSource } from '../../../db/organisation-brand';
import { slidesSnapshotSql, teamsSnapshotSql } from '../../../db/run-snapshot';
import type { TDatabase } from '../../../db/client';
import {
  options,
  organisations,
  participants,
  presentations,
  runs,
  slides,
  users,
  type TOptionRow,
  type TPresentationRow,
  type TRunRow,
  type TSlideRow,
} from '../../../db/schema/index';

/** A presentation as the live engine needs it: rows plus the owner's plan. */
export interface TLiveDeckRows {
  presentation: TPresentationRow;
  ownerPlan: string;
  ownerAudienceLimit: number | null;
  /** The owner's organisation's brand (theme, lock, white label), or null. */
  organisation: TOrganisationBrandSource | null;
  /** The owner's organisation's id, or null outside organisations. */
  organisationId: string | null;
  /** The run phones join now (created with the first load if the deck had none). */
  run: TRunRow;
  slides: TSlideRow[];
  options: TOptionRow[];
  /** The run's participants with extra time (not removed), with their time factors. */
  extraTime: { id: string; timeFactor: number }[];
}

/** Timing columns of a slide's quiz question. */
export type TQuestionColumns = Pick<
  TSlideRow,
  'questionOpensAt' | 'questionClosesAt' | 'gameScreen'
>;

/** What the claims below return: the slide's question state as stored by the claim. */
const questionColumns = {
  questionOpensAt: slides.questionOpensAt,
  questionClosesAt: slides.questionClosesAt,
  gameScreen: slides.gameScreen,
};

/**
 * Slides whose question is closed at `now`: its time is up, or it shows its result (closed by
 * hand or early, whatever its stored closing time says). Scoring counts exactly these.
 */
export function closedQuestionSql(now: Date): SQL {
  const shown = sql`${slides.questionOpensAt} is not null and ${slides.gameScreen} = 'result'`;
  return sql`(${lte(slides.questionClosesAt, now)} or (${shown}))`;
}

/** SQL of the live session's control state (active slide, question timing). */
export function createLiveDeckRepository(db: TDatabase) {
  /** Writes `values` to the slide rows that meet `condition`; the question state stored, or null. */
  const updateQuestion = async (
    values: Partial<TQuestionColumns>,
    condition: SQL | undefined,
  ): Promise<TQuestionColumns | null> => {
    const [row] = await db.update(slides).set(values).where(condition).returning(questionColumns);
    return row ?? null;
  };
  async function load(where: ReturnType<typeof eq>): Promise<TLiveDeckRows | null> {
    const [found] = await db
      .select({
        presentation: presentations,
        ownerPlan: users.plan,
        ownerAudienceLimit: users.audienceLimit,
        ...organisationPlanColumns,
        ...organisationBrandColumns,
        organisationId: organisations.id,
      })
      .from(presentations)
      .innerJoin(users, eq(users.id, presentations.ownerId))
      .leftJoin(...organisationJoins.members)
      .leftJoin(...organisationJoins.organisations)
      .where(where);
    if (!found) return null;
    // A member's decks run on the organisation's plan (Custom: its audience limit).
    const owner = withOrganisationPlan(
      { plan: found.ownerPlan, audienceLimit: found.ownerAudienceLimit },
      found,
    );
    const row = {
      presentation: found.presentation,
      ownerPlan: owner.plan,
      ownerAudienceLimit: owner.audienceLimit,
      organisation: toBrandSource(found),
      organisationId: found.organisationId,
    };
    const run = await currentRun(row.presentation);
    const slideRows = await db
      .select()
      .from(slides)
      .where(eq(slides.presentationId, row.presentation.id))
      .orderBy(asc(slides.position));
    const ids = slideRows.map((slide) => slide.id);
    const optionRows = ids.length
      ? await db
          .select()
          .from(options)
          .where(inArray(options.slideId, ids))
          .orderBy(asc(options.position))
      : [];
    const extraTime = await db
      .select({ id: participants.id, timeFactor: participants.timeFactor })
      .from(participants)
      .where(
        and(
          eq(participants.runId, run.id),
          isNull(participants.removedAt),
          sql`${participants.timeFactor} > 1`,
        ),
      );
    return { ...row, run, slides: slideRows, options: optionRows, extraTime };
  }

  /** Makes `runId` the deck's current run, unless another one became current since `expected`. */
  async function makeCurrent(presentationId: string, runId: string, expected: string | null) {
    const rows = await db
      .update(presentations)
      .set({ currentRunId: runId })
      .where(
        and(
          eq(presentations.id, presentationId),
          expected === null
            ? isNull(presentations.currentRunId)
            : eq(presentations.currentRunId, expected),
        ),
      )
      .returning({ id: presentations.id });
    return rows.length > 0;
  }

  /** The deck's current run; a deck without one (new, or its run was deleted) gets one. */
  async function currentRun(presentation: TPresentationRow): Promise<TRunRow> {
    if (presentation.currentRunId) {
      const [run] = await db.select().from(runs).where(eq(runs.id, presentation.currentRunId));
      if (run) return run;
    }
    const [created] = await db
      .insert(runs)
      .values({ presentationId: presentation.id, anonymous: presentation.anonymousSession })
      .returning();
    if (!created) throw new Error('run not created');
    if (await makeCurrent(presentation.id, created.id, presentation.currentRunId)) return created;
    // Another request gave the deck a run first: use that one.
    await db.delete(runs).where(eq(runs.id, created.id));
    const [fresh] = await db
      .select({ run: runs })
      .from(presentations)
      .innerJoin(runs, eq(runs.id, presentations.currentRunId))
      .where(eq(presentations.id, presentation.id));
    if (!fresh) throw new Error('current run missing');
    return fresh.run;
  }

  return {
    /** The presentation with this join code, or null. */
    findByCode: (code: string) => load(eq(presentations.uniqueCode, code)),

    /** The presentation with this id, or null. */
    findById: (id: string) => load(eq(presentations.id, id)),

    /**
     * Starts a new run of the deck, once: false when the current run is no longer `currentRunId`
     * (another request started one first). The earlier run and its results are kept.
     */
    async startRun(presentationId: string, currentRunId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(runs)
          .values({ presentationId, anonymous: anonymousSessionOf(presentationId) })
          .returning();
        if (!created) throw new Error('run not created');
        const rows = await tx
          .update(presentations)
          .set({ currentRunId: created.id })
          .where(
            and(eq(presentations.id, presentationId), eq(presentations.currentRunId, currentRunId)),
          )
          .returning({ id: presentations.id });
        if (rows.length > 0) return true;
        await tx.delete(runs).where(eq(runs.id, created.id));
        return false;
      });
    },

    /** Ends a run (or opens it again with `endedAt` null); false when it already was so. */
    async setRunEnded(runId: string, endedAt: Date | null): Promise<boolean> {
      const rows = await db
        .update(runs)
        // Ended: the slides and teams it was played with are kept for its report; opened again:
        // dropped (taken anew at the next end).
        .set({
          endedAt,
          slidesSnapshot: endedAt ? sql`${slidesSnapshotSql(sql`${runs.presentationId}`)}` : null,
          teamsSnapshot: endedAt ? sql`${teamsSnapshotSql(sql`${runs.presentationId}`)}` : null,
        })
        .where(and(eq(runs.id, runId), endedAt ? isNull(runs.endedAt) : isNotNull(runs.endedAt)))
        .returning({ id: runs.id });
      return rows.length > 0;
    },

    /** Locks the room to new participants, or opens it again. */
    async setLocked(presentationId: string, isLocked: boolean): Promise<void> {
      await db.update(presentations).set({ isLocked }).where(eq(presentations.id, presentationId));
    },

    /** Makes a slide the live one. */
    async setActiveSlide(presentationId: string, slideId: string): Promise<void> {
      await db
        .update(presentations)
        .set({ slideActiveId: slideId })
        .where(eq(presentations.id, presentationId));
    },

    /** Stores a slide's question timing (the source of truth after a restart). */
    async setQuestion(presentationId: string, slideId: string, q: TQuestionColumns): Promise<void> {
      await db
        .update(slides)
        .set(q)
        .where(and(eq(slides.id, slideId), eq(slides.presentationId, presentationId)));
    },

    /**
     * Starts a question that has not run since its last reset (no opening time stored): false
     * when it has, another request started it first, or the deck's current run has ended.
     */
    async startQuestion(presentationId: string, slideId: string, q: TQuestionColumns) {
      const rows = await db
        .update(slides)
        .set(q)
        .where(
          and(
            eq(slides.id, slideId),
            eq(slides.presentationId, presentationId),
            isNull(slides.questionOpensAt),
            // Nothing can answer a question of an ended run (an end may land during the start).
            sql`not exists (select 1 from ${presentations} join ${runs} on ${runs.id} = ${presentations.currentRunId} where ${presentations.id} = ${presentationId} and ${runs.endedAt} is not null)`,
          ),
        )
        .returning({ id: slides.id });
      return rows.length > 0;
    },

    /**
     * Moves a question from its intro to open, once: its stored state, or null when another node
     * (or an earlier run) already did, or the question was restarted since (its opening differs).
     */
    async openQuestion(slideId: string, opensAt: Date): Promise<TQuestionColumns | null> {
      return updateQuestion(
        { gameScreen: 'question' },
        and(
          eq(slides.id, slideId),
          eq(slides.gameScreen, 'questionIndex'),
          eq(slides.questionOpensAt, opensAt),
        ),
      );
    },

    /**
     * Closes a running question, once: writes `q` only if the question still closes at
     * `closesAt` and is not closed yet, and answers the stored state. Null when another node
     * closed it first (or it was restarted or reset since): the caller must not score it again.
     */
    async closeQuestion(
      slideId: string,
      closesAt: Date,
      q: TQuestionColumns,
    ): Promise<TQuestionColumns | null> {
      return updateQuestion(
        q,
        and(
          eq(slides.id, slideId),
          eq(slides.questionClosesAt, closesAt),
          or(isNull(slides.gameScreen), ne(slides.gameScreen, 'result')),
        ),
      );
    },

    /** Closes a poll's voting at `closesAt`, or opens it again (null); its stored state. */
    async setVoting(slideId: string, closesAt: Date | null): Promise<TQuestionColumns | null> {
      return updateQuestion(
        { questionClosesAt: closesAt },
        and(eq(slides.id, slideId), eq(slides.type, 'poll')),
      );
    },

    /** Clears the question timing of some or all slides of a presentation. */
    async clearQuestions(presentationId: string, slideIds?: string[]): Promise<void> {
      const bySlide = slideIds ? inArray(slides.id, slideIds) : undefined;
      await db
        .update(slides)
        .set({ questionOpensAt: null, questionClosesAt: null, gameScreen: null })
        .where(and(eq(slides.presentationId, presentationId), bySlide));
    },
  };
}

export type TLiveDeckRepository = ReturnType<typeof createLiveDeckRepository>;

/** A new run's `anonymous`: the deck's setting as it is when the run is made. */
export function anonymousSessionOf(presentationId: string) {
  return sql<boolean>`coalesce((SELECT ${presentations.anonymousSession} FROM ${presentations} WHERE ${presentations.id} = ${presentationId}), false)`;
}
