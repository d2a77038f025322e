import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { lockRows } from '../../../db/queries';
import { asDatabase } from '../../../db/sql-rows';
import { participants, runs, slides } from '../../../db/schema/index';

/** How many participants of a run (not removed) each team has. */
async function countMembers(
  db: Pick<TDatabase, 'select'>,
  runId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ teamId: participants.teamId, count: sql<number>`count(*)::int` })
    .from(participants)
    .where(and(eq(participants.runId, runId), isNull(participants.removedAt)))
    .groupBy(participants.teamId);
  return new Map(
    rows.flatMap((row) => (row.teamId ? [[row.teamId, Number(row.count)] as const] : [])),
  );
}

/** What became of a move to another team: made, refused by `decide` (its reason), or here. */
export type TTeamMove<R> = { ok: true } | { ok: false; reason: R | 'gone' | 'taken' };

/** What a move is decided on: a quiz question started, each team's members, the team it has. */
export interface TTeamMoveFacts {
  started: boolean;
  members: ReadonlyMap<string, number>;
  current: string | null;
}

/**
 * SQL of team mode. A run's team places are decided under its row's lock: phones joining or
 * moving at the same moment, on any node, are counted one after the other, so two are never
 * both balanced onto the same smallest team. The lock is `FOR NO KEY UPDATE`, which the foreign
 * key checks of participants being inserted (`FOR KEY SHARE`) do not wait for.
 */
export function createTeamsRepository(db: TDatabase) {
  return {
    /** How many participants of the run (not removed) each team has. */
    countMembers: (runId: string) => countMembers(db, runId),

    /**
     * Puts a participant in the team `decide` picks from the run's member counts, read and
     * written while the run's row is locked (the participant is not counted: it has no team yet).
     * `beforeWrite` lets a test hold the decision between the read and the write.
     */
    async assignTeam(
      runId: string,
      participantId: string,
      decide: (members: ReadonlyMap<string, number>) => string,
      beforeWrite?: () => Promise<void>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        await lockRows(asDatabase(tx), runs.id, eq(runs.id, runId), 'no key update');
        const teamId = decide(await countMembers(tx, runId));
        await beforeWrite?.();
        await tx.update(participants).set({ teamId }).where(eq(participants.id, participantId));
        return teamId;
      });
    },

    /**
     * Moves a participant to another team if `decide` allows it, on facts read under the run's
     * lock (a question start committed before is seen). With `name` (one phone per team) the
     * participant takes the team's name, whose unique key refuses a team another phone has.
     */
    async moveTeam<R extends string>(
      participant: { id: string; presentationId: string; runId: string },
      decide: (facts: TTeamMoveFacts) => { ok: true } | { ok: false; reason: R },
      teamId: string,
      name?: { name: string; nameKey: string },
    ): Promise<TTeamMove<R>> {
      try {
        return await db.transaction(async (tx): Promise<TTeamMove<R>> => {
          await lockRows(asDatabase(tx), runs.id, eq(runs.id, participant.runId), 'no key update');
          const [started] = await tx
            .select({ id: slides.id })
            .from(slides)
            .where(
              and(
                eq(slides.presentationId, participant.presentationId),
                eq(slides.type, 'quiz'),
                isNotNull(slides.questionOpensAt),
              ),
            )
            .limit(1);
          const [row] = await tx
            .select({ teamId: participants.teamId })
            .from(participants)
            .where(eq(participants.id, participant.id));
          const members = await countMembers(tx, participant.runId);
          const current = row?.teamId ?? null;
          const decision = decide({ started: Boolean(started), members, current });
          if (!decision.ok) return decision;
          const moved = await tx
            .update(participants)
            .set({ teamId, ...(name ?? {}) })
            .where(and(eq(participants.id, participant.id), isNull(participants.removedAt)))
            .returning({ id: participants.id });
          return moved.length > 0 ? { ok: true } : { ok: false, reason: 'gone' };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
        throw error;
      }
    },
  };
}

export type TTeamsRepository = ReturnType<typeof createTeamsRepository>;
