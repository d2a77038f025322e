import { type AnyColumn, and, asc, count, desc, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mapValue } from '../../../lib/objects';
import { jsonRows } from '../../../db/json-rows';
import { closedQuestionSql } from './deck.repository';
import type { TDatabase } from '../../../db/client';
import { equalsAnyParam, findValues } from '../../../db/queries';
import { selectRows } from '../../../db/sql-rows';
import {
  answers,
  participants,
  presentations,
  slides,
  type TParticipantRow,
} from '../../../db/schema/index';

/** A participant to create (the id is drawn by the caller). */
export interface TNewParticipant {
  id: string;
  presentationId: string;
  /** The run joined. */
  runId: string;
  tokenHash: string;
  name: string | null;
  /** core's toNameKey(name); unique per run. */
  nameKey: string | null;
  /** How a real name was vouched for (roster or organisation sign-in); absent: a nickname. */
  identifiedBy?: 'roster' | 'organisation' | null;
  /** The organisation sign-in's person, hashed; unique per run. */
  identityHash?: string | null;
  /** Team mode: the participant's team. */
  teamId?: string | null;
}

/** A participant's standing: enough to rank and to show. */
export interface TStandingRow {
  id: string;
  name: string | null;
  score: number;
  createdAt: Date;
  /** Team mode: its team (null: none). */
  teamId: string | null;
}

/** SQL on the participants table. */
export function createParticipantsRepository(db: TDatabase) {
  /** Statements built once (a reconnect storm runs thousands of these). */
  const byTokens = db
    .select()
    .from(participants)
    .where(equalsAnyParam(participants.tokenHash, 'hashes', 'text'))
    .prepare('participants_by_tokens');
  const removedByIds = db
    .select({ id: participants.id, removedAt: participants.removedAt })
    .from(participants)
    .where(equalsAnyParam(participants.id, 'ids', 'uuid'))
    .prepare('participants_removed_by_ids');
  return {
    /**
     * Creates participants with chosen ids in one statement. A row whose name key is already taken
     * in its run (by an earlier join or one of the same batch) is skipped, not an error.
     */
    async insertMany(values: TNewParticipant[]): Promise<TParticipantRow[]> {
      if (values.length === 0) return [];
      // The rows travel as one JSON parameter: a multi-row VALUES list would be 6 parameters
      // per join, and building that statement cost more CPU than the insert (15,000 joins).
      const result = await selectRows<{
        id: string;
        score: number;
        createdAtMs: number;
        lastSeenAtMs: number;
      }>(
        db,
        sql`
        INSERT INTO participants (id, presentation_id, run_id, token_hash, name, name_key,
          identified_by, identity_hash, team_id)
        SELECT r.id, r."presentationId", r."runId", r."tokenHash", r.name, r."nameKey",
          r."identifiedBy", r."identityHash", r."teamId"
        FROM jsonb_to_recordset(${jsonRows(values)}) AS r(
          id uuid, "presentationId" uuid, "runId" uuid, "tokenHash" text, name text,
          "nameKey" text, "identifiedBy" text, "identityHash" text, "teamId" text)
        ON CONFLICT DO NOTHING
        RETURNING id, score,
          extract(epoch FROM created_at)::float8 * 1000 AS "createdAtMs",
          extract(epoch FROM last_seen_at)::float8 * 1000 AS "lastSeenAtMs"`,
      );
      const byId = new Map(values.map((row) => [row.id, row]));
      return result.map((row) => ({
        identifiedBy: null,
        identityHash: null,
        teamId: null,
        ...mapValue(byId, row.id),
        removedAt: null,
        // A live participant's are the columns' defaults (they serve assignments only).
        step: 0,
        stepOpenedAt: null,
        finishedAt: null,
        score: Number(row.score),
        timeFactor: 1,
        createdAt: new Date(Number(row.createdAtMs)),
        lastSeenAt: new Date(Number(row.lastSeenAtMs)),
      }));
    },

    /** The name keys taken in a run that equal `key` or extend it ("bob", "bob 2" …). */
    async listNameKeys(runId: string, key: string): Promise<string[]> {
      const escaped = key.replace(/[\\%_]/g, (c) => `\\${c}`);
      const nameKeys = await findValues(
        db,
        participants.nameKey,
        and(
          eq(participants.runId, runId),
          or(eq(participants.nameKey, key), like(participants.nameKey, `${escaped} %`)),
        ),
      );
      return nameKeys.flatMap((nameKey) => (nameKey ? [nameKey] : []));
    },

    /** The run's participants still in the room, newest first. */
    async listPresent(runId: string, limit: number) {
      return db
        .select({
          id: participants.id,
          name: participants.name,
          createdAt: participants.createdAt,
          timeFactor: participants.timeFactor,
        })
        .from(participants)
        .where(and(eq(participants.runId, runId), isNull(participants.removedAt)))
        .orderBy(desc(participants.createdAt))
        .limit(limit);
    },

    /** The owner's participant with its presentation, or null (also when someone else's). */
    async findOwned(ownerId: string, id: string) {
      const [row] = await db
        .select({ participant: participants, presentation: presentations })
        .from(participants)
        .innerJoin(presentations, eq(presentations.id, participants.presentationId))
        .where(and(eq(participants.id, id), eq(presentations.ownerId, ownerId)));
      return row ?? null;
    },

    /** Sets a participant's time factor (extra time). */
    async setTimeFactor(id: string, timeFactor: number): Promise<void> {
      await db.update(participants).set({ timeFactor }).where(eq(participants.id, id));
    },

    /** Marks a participant removed (its token is refused from then on); false if it already was. */
    async markRemoved(id: string): Promise<boolean> {
      const rows = await db
        .update(participants)
        // A roster name goes back to the roster: whoever took it wrongly was removed, and the
        // person it names may still join. A nickname stays taken.
        .set({
          removedAt: new Date(),
          nameKey: sql`case when ${participants.identifiedBy} = 'roster' then null else ${participants.nameKey} end`,
        })
        .where(and(eq(participants.id, id), isNull(participants.removedAt)))
        .returning({ id: participants.id });
      return rows.length > 0;
    },

    /**
     * Which of these participants were removed by the presenter (also those that no longer
     * exist), in one statement for a burst of recovering phones.
     */
    async removedOf(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await removedByIds.execute({ ids: [...ids] });
      const present = new Set(rows.filter((row) => row.removedAt === null).map((row) => row.id));
      return new Set(ids.filter((id) => !present.has(id)));
    },

    /** Participants by token hash, any presentation (one statement for a burst of resumes). */
    async findByTokens(tokenHashes: readonly string[]): Promise<TParticipantRow[]> {
      if (tokenHashes.length === 0) return [];
      // One array parameter, not one per token (a reconnect storm reads them in batches of 1,000).
      return byTokens.execute({ hashes: [...tokenHashes] });
    },

    /** Gives a nameless participant a name (with its key) and records the visit. */
    /**
     * A participant that joined with a nickname gives its real name (the deck now asks for one):
     * its answers stay its own. Throws the unique violation when the name is taken.
     */
    async identify(
      id: string,
      identity: {
        name: string;
        nameKey: string | null;
        identifiedBy: 'roster' | 'organisation';
        identityHash: string | null;
      },
    ): Promise<void> {
      await db
        .update(participants)
        .set({ ...identity, lastSeenAt: new Date() })
        .where(eq(participants.id, id));
    },

    async touch(id: string, name: string | null, nameKey: string | null): Promise<void> {
      await db
        .update(participants)
        .set({ lastSeenAt: new Date(), ...(name ? { name, nameKey } : {}) })
        .where(eq(participants.id, id));
    },

    /** A participant's rank: 1 + how many stand before it on the leaderboard. */
    async rankOf(participantId: string): Promise<number> {
      // The leaderboard's key (core rankParticipants): score desc, join time to the millisecond,
      // then id; compared in SQL against the participant's own row, so a join time finer than a
      // millisecond (many joins in one batch share now()) cannot order it differently.
      const me = alias(participants, 'me');
      const joined = (createdAt: AnyColumn) => sql`date_trunc('milliseconds', ${createdAt})`;
      const [row] = await db
        .select({ n: count() })
        .from(participants)
        .innerJoin(me, eq(me.id, participantId))
        .where(
          and(
            eq(participants.runId, me.runId),
            isNull(participants.removedAt),
            or(
              gt(participants.score, me.score),
              and(
                eq(participants.score, me.score),
                sql`(${joined(participants.createdAt)}, ${participants.id}) < (${joined(me.createdAt)}, ${me.id})`,
              ),
            ),
          ),
        );
      return (row?.n ?? 0) + 1;
    },

    /** Everyone's standing in the run, in join order. */
    async listStandings(runId: string): Promise<TStandingRow[]> {
      return db
        .select({
          id: participants.id,
          name: participants.name,
          score: participants.score,
          createdAt: participants.createdAt,
          teamId: participants.teamId,
        })
        .from(participants)
        .where(and(eq(participants.runId, runId), isNull(participants.removedAt)))
        .orderBy(asc(participants.createdAt));
    },

    /**
     * Recomputes every score of the run from stored answers on closed quiz questions (see
     * closedQuestionSql), in one
     * statement (idempotent: safe after a restart or a reset).
     */
    async recomputeScores(runId: string, now: Date): Promise<void> {
      await db
        .update(participants)
        .set({
          score: sql`coalesce((
            select sum(${answers.points} + ${answers.bonus}) from ${answers}
            inner join ${slides} on ${slides.id} = ${answers.slideId}
            where ${answers.participantId} = ${participants.id}
              and ${closedQuestionSql(now)}
          ), 0)::int`,
        })
        .where(eq(participants.runId, runId));
    },
  };
}

export type TParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
