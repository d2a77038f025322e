import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  withOrganisationPlan,
  organisationJoins,
  organisationPlanColumns,
} from '../../db/organisation-plan';
import { findOrganisationSso } from '../../db/organisation-sso';
import { slidesSnapshotSql } from '../../db/run-snapshot';
import {
  answers,
  entries,
  organisations,
  participants,
  presentations,
  runs,
  users,
  type TParticipantRow,
} from '../../db/schema/index';

/** A new assignment's row. */
export interface TNewAssignment {
  presentationId: string;
  code: string;
  opensAt: Date;
  closesAt: Date;
  timePerQuestionSec: number | null;
  showAnswers: boolean;
  anonymous: boolean;
  organisationSignIn: boolean;
  createdAt: Date;
}

/** A new participant's row; identified ones carry the real name and the person's hash. */
export interface TNewAssignmentParticipant {
  presentationId: string;
  runId: string;
  tokenHash: string;
  name: string | null;
  nameKey: string | null;
  identityHash: string | null;
  at: Date;
}

/** SQL of assignments: runs of kind 'assignment', their participants and responses. */
export function createAssignmentsRepository(db: TDatabase) {
  // Those the presenter removed left the results (they still count against the plan's limit).
  const participantCount = sql<number>`(select count(*) from participants p where p.run_id = "runs"."id" and p.removed_at is null)::int`;
  const finishedCount = sql<number>`(select count(*) from participants p where p.run_id = "runs"."id" and p.finished_at is not null and p.removed_at is null)::int`;

  /** The participant of the run that also meets `condition`, or null. */
  async function participantOfRun(runId: string, condition: SQL) {
    const [row] = await db
      .select()
      .from(participants)
      .where(and(eq(participants.runId, runId), condition));
    return row ?? null;
  }

  return {
    /** A deck (whose owner the caller's policy checks), or null. */
    async findDeck(presentationId: string) {
      const [row] = await db
        .select()
        .from(presentations)
        .where(eq(presentations.id, presentationId));
      return row ?? null;
    },

    /** The owner's organisation and whether its single sign-on is set up. */
    organisationSso: (ownerId: string) => findOrganisationSso(db, ownerId),

    /**
     * Creates the assignment's run with the deck's slides and options as they are now: its
     * participants answer those, whatever is edited later.
     */
    async create(input: TNewAssignment) {
      const [row] = await db
        .insert(runs)
        .values({
          presentationId: input.presentationId,
          kind: 'assignment',
          assignmentCode: input.code,
          opensAt: input.opensAt,
          endedAt: input.closesAt,
          timePerQuestionSec: input.timePerQuestionSec,
          showAnswers: input.showAnswers,
          anonymous: input.anonymous,
          organisationSignIn: input.organisationSignIn,
          startedAt: input.createdAt,
          slidesSnapshot: slidesSnapshotSql(sql`${input.presentationId}::uuid`),
        })
        .returning();
      if (!row) throw new Error('assignment not created');
      return row;
    },

    /** A deck's assignments with their counts, newest first. */
    async listByDeck(presentationId: string) {
      return db
        .select({ run: runs, participantCount, finishedCount })
        .from(runs)
        .where(and(eq(runs.presentationId, presentationId), eq(runs.kind, 'assignment')))
        .orderBy(desc(runs.startedAt), desc(runs.id));
    },

    /** An assignment with its counts and deck (whose owner the caller's policy checks), or null. */
    async findById(runId: string) {
      const [row] = await db
        .select({ run: runs, presentation: presentations, participantCount, finishedCount })
        .from(runs)
        .innerJoin(presentations, eq(presentations.id, runs.presentationId))
        .where(and(eq(runs.id, runId), eq(runs.kind, 'assignment')));
      return row ?? null;
    },

    /** An assignment by its link code with its deck and the owner's plan, or null. */
    async findByCode(code: string) {
      const [row] = await db
        .select({
          run: runs,
          presentation: presentations,
          ownerPlan: users.plan,
          ownerAudienceLimit: users.audienceLimit,
          organisationId: organisations.id,
          organisationName: organisations.name,
          ...organisationPlanColumns,
        })
        .from(runs)
        .innerJoin(presentations, eq(presentations.id, runs.presentationId))
        .innerJoin(users, eq(users.id, presentations.ownerId))
        .leftJoin(...organisationJoins.members)
        .leftJoin(...organisationJoins.organisations)
        .where(and(eq(runs.assignmentCode, code), eq(runs.kind, 'assignment')));
      if (!row) return null;
      // A member's decks run on the organisation's plan, as live sessions do.
      const owner = withOrganisationPlan(
        { plan: row.ownerPlan, audienceLimit: row.ownerAudienceLimit },
        row,
      );
      return {
        run: row.run,
        presentation: row.presentation,
        owner,
        organisation: row.organisationId
          ? { id: row.organisationId, name: row.organisationName ?? '' }
          : null,
      };
    },

    /** Closes an assignment now, unless it closed earlier. */
    async close(runId: string, at: Date) {
      await db
        .update(runs)
        .set({ endedAt: sql`least(${runs.endedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(runs.id, runId));
    },

    /**
     * Adds a participant when `admit` allows it given how many started so far, counted under the
     * run's row lock so two newcomers never both take the last place. Null with `full` when the
     * limit refused it, with `taken` when the nickname is used in this assignment.
     */
    async addParticipant(
      row: TNewAssignmentParticipant,
      admit: (startedCount: number) => boolean,
    ): Promise<TParticipantRow | 'full' | 'taken'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from runs where id = ${row.runId}::uuid for update`);
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(participants)
          .where(eq(participants.runId, row.runId));
        if (!admit(Number(counted?.n ?? 0))) return 'full';
        const [inserted] = await tx
          .insert(participants)
          .values({
            presentationId: row.presentationId,
            runId: row.runId,
            tokenHash: row.tokenHash,
            name: row.name,
            nameKey: row.nameKey,
            identifiedBy: row.identityHash ? 'organisation' : null,
            identityHash: row.identityHash,
            createdAt: row.at,
            lastSeenAt: row.at,
            stepOpenedAt: row.at,
          })
          .onConflictDoNothing()
          .returning();
        return inserted ?? 'taken';
      });
    },

    /** The participant of this run with this token, or null. */
    async findParticipant(runId: string, tokenHash: string) {
      return participantOfRun(runId, eq(participants.tokenHash, tokenHash));
    },

    /** A participant by id, or null. */
    async findParticipantById(participantId: string) {
      const [row] = await db.select().from(participants).where(eq(participants.id, participantId));
      return row ?? null;
    },

    /**
     * Takes a participant out of the assignment: their answers and entries leave the run, their
     * score goes to 0 and their token (and person, if signed in) is refused from then on. The row
     * stays, so they still count against the plan's limit and cannot start again.
     */
    async removeParticipant(participantId: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(answers).where(eq(answers.participantId, participantId));
        await tx.delete(entries).where(eq(entries.participantId, participantId));
        await tx
          .update(participants)
          .set({ removedAt: at, score: 0 })
          .where(and(eq(participants.id, participantId), isNull(participants.removedAt)));
      });
    },

    /** The participant of this run whom the organisation's sign-in knows by this hash, or null. */
    async findByIdentity(runId: string, identityHash: string) {
      return participantOfRun(runId, eq(participants.identityHash, identityHash));
    },

    /**
     * Gives the participant a new token (the one of the phone that signed in again): the earlier
     * phone's token is refused from then on.
     */
    async replaceToken(participantId: string, tokenHash: string, at: Date) {
      await db
        .update(participants)
        .set({ tokenHash, lastSeenAt: at })
        .where(eq(participants.id, participantId));
    },

    /** Nickname keys used in the run (to suggest a free one). */
    async nameKeys(runId: string): Promise<Set<string>> {
      const rows = await db
        .select({ key: participants.nameKey })
        .from(participants)
        .where(eq(participants.runId, runId));
      return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
    },

    /** Marks the slide first shown to the participant now (when not marked yet). */
    async markShown(participantId: string, step: number, at: Date) {
      await db
        .update(participants)
        .set({ stepOpenedAt: at, lastSeenAt: at })
        .where(
          and(
            eq(participants.id, participantId),
            eq(participants.step, step),
            sql`${participants.stepOpenedAt} is null`,
          ),
        );
    },

    /**
     * Stores the response to the participant's current slide (an answer, entries, or none when
     * skipped) and moves them one slide on, in one transaction; false when the participant was
     * no longer on that step (a second tab answered first): nothing is stored then.
     */
    async advance(input: {
      participant: TParticipantRow;
      step: number;
      total: number;
      at: Date;
      answer?: typeof answers.$inferInsert;
      entries?: (typeof entries.$inferInsert)[];
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const next = input.step + 1;
        const finished = next >= input.total;
        const moved = await tx
          .update(participants)
          .set({
            step: next,
            stepOpenedAt: finished ? null : input.at,
            lastSeenAt: input.at,
            score: sql`${participants.score} + ${input.answer?.points ?? 0}`,
            ...(finished ? { finishedAt: input.at } : {}),
          })
          .where(and(eq(participants.id, input.participant.id), eq(participants.step, input.step)))
          .returning({ id: participants.id });
        if (moved.length === 0) return false;
        if (input.answer) await tx.insert(answers).values(input.answer);
        if (input.entries?.length) await tx.insert(entries).values(input.entries);
        return true;
      });
    },

    /** The participant's answers and entries, for their summary at the end. */
    async responsesOf(participantId: string) {
      const [answerRows, entryRows] = await Promise.all([
        db.select().from(answers).where(eq(answers.participantId, participantId)),
        db.select().from(entries).where(eq(entries.participantId, participantId)),
      ]);
      return { answers: answerRows, entries: entryRows };
    },
  };
}

export type TAssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
