import { and, asc, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { answers, participants, slides, type TParticipantRow } from '../../db/schema';

/** A participant to create (the id is drawn by the caller). */
export interface TNewParticipant {
  id: string;
  presentationId: string;
  tokenHash: string;
  name: string | null;
}

/** A participant's standing: enough to rank and to show. */
export interface TStandingRow {
  id: string;
  name: string | null;
  score: number;
  createdAt: Date;
}

/** SQL on the participants table. */
export function createParticipantsRepository(db: TDatabase) {
  return {
    /** Creates participants with chosen ids in one statement. */
    async insertMany(values: TNewParticipant[]): Promise<TParticipantRow[]> {
      if (values.length === 0) return [];
      return db.insert(participants).values(values).returning();
    },

    /** The participant holding this token in this presentation, or null. */
    async findByToken(presentationId: string, tokenHash: string): Promise<TParticipantRow | null> {
      const [row] = await db
        .select()
        .from(participants)
        .where(
          and(
            eq(participants.tokenHash, tokenHash),
            eq(participants.presentationId, presentationId),
          ),
        );
      return row ?? null;
    },

    /** Gives a nameless participant a name and records the visit. */
    async touch(id: string, name: string | null): Promise<void> {
      await db
        .update(participants)
        .set({ lastSeenAt: new Date(), ...(name ? { name } : {}) })
        .where(eq(participants.id, id));
    },

    /** Rank of a standing: 1 + how many score more, or the same and joined earlier. */
    async rankOf(presentationId: string, score: number, createdAt: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(participants)
        .where(
          and(
            eq(participants.presentationId, presentationId),
            or(
              gt(participants.score, score),
              and(eq(participants.score, score), lt(participants.createdAt, createdAt)),
            ),
          ),
        );
      return (row?.n ?? 0) + 1;
    },

    /** Everyone's standing in the presentation, in join order. */
    async listStandings(presentationId: string): Promise<TStandingRow[]> {
      return db
        .select({
          id: participants.id,
          name: participants.name,
          score: participants.score,
          createdAt: participants.createdAt,
        })
        .from(participants)
        .where(eq(participants.presentationId, presentationId))
        .orderBy(asc(participants.createdAt));
    },

    /**
     * Recomputes every score of the presentation from stored answers on closed quiz questions, in
     * one statement (idempotent: safe after a restart or a reset).
     */
    async recomputeScores(presentationId: string, now: Date): Promise<void> {
      await db
        .update(participants)
        .set({
          score: sql`coalesce((
            select sum(${answers.points}) from ${answers}
            inner join ${slides} on ${slides.id} = ${answers.slideId}
            where ${answers.participantId} = ${participants.id}
              and ${slides.questionClosesAt} <= ${now.toISOString()}::timestamptz
          ), 0)::int`,
        })
        .where(eq(participants.presentationId, presentationId));
    },
  };
}

export type TParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
