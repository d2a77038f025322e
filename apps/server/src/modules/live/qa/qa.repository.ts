import { createHash } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TQaAction, TQaSettings, TQaStatus } from '@crowdeck/core';
import type { TDatabase } from '../../../db/client';
import { findRow, findRows, lockRows } from '../../../db/queries';
import { asDatabase, selectRows } from '../../../db/sql-rows';
import {
  participants,
  presentations,
  qaQuestions,
  qaVotes,
  type TQaQuestionRow,
} from '../../../db/schema/index';

export interface TAskInput {
  presentationId: string;
  runId: string;
  participantId: string;
  requestId: string;
  text: string;
  authorName: string | null;
  status: TQaStatus;
  flagged: boolean;
  now: Date;
  /** Questions this participant may have asked since `windowStart`, this one excluded. */
  perWindow: number;
  windowStart: Date;
}

export type TAskResult = { question: TQaQuestionRow; repeated: boolean } | { limitedUntil: Date };

/** SQL of the Q&A: questions, likes, moderation and settings. */
export function createQaRepository(db: TDatabase) {
  return {
    /**
     * Stores a question, once per request id, within the participant's limit. The participant's
     * row is locked for the check and the insert, so two nodes cannot both let a sixth through.
     */
    async ask(input: TAskInput): Promise<TAskResult> {
      return db.transaction(async (tx) => {
        await lockRows(asDatabase(tx), participants.id, eq(participants.id, input.participantId));
        const existing = await findRow(
          asDatabase(tx),
          qaQuestions,
          and(
            eq(qaQuestions.participantId, input.participantId),
            eq(qaQuestions.requestId, input.requestId),
          ),
        );
        if (existing) return { question: existing, repeated: true };
        const recent = await tx
          .select({ createdAt: qaQuestions.createdAt })
          .from(qaQuestions)
          .where(
            and(
              eq(qaQuestions.participantId, input.participantId),
              gt(qaQuestions.createdAt, input.windowStart),
            ),
          )
          .orderBy(desc(qaQuestions.createdAt));
        if (recent.length >= input.perWindow) {
          const oldest = recent[input.perWindow - 1]!.createdAt;
          return {
            limitedUntil: new Date(+oldest + (+input.now - +input.windowStart)),
          };
        }
        const [question] = await tx
          .insert(qaQuestions)
          .values({
            presentationId: input.presentationId,
            runId: input.runId,
            participantId: input.participantId,
            requestId: input.requestId,
            text: input.text,
            authorName: input.authorName,
            status: input.status,
            flagged: input.flagged,
            createdAt: input.now,
          })
          .returning();
        return { question: question!, repeated: false };
      });
    },

    /**
     * Adds or takes back one participant's like of a live question of the run, and the count with
     * it (a second like is no like). Null when there is no such question; `addressFull` when the
     * liker's address already gave the question `perAddress` likes (participants cycled through
     * one network). The question's row is locked first, so the count and the insert that follows
     * see every like committed before, on any node.
     */
    async vote(input: {
      runId: string;
      questionId: string;
      participantId: string;
      up: boolean;
      addressKey: string;
      perAddress: number;
    }): Promise<{ votes: number; voted: boolean } | 'addressFull' | null> {
      const { runId, questionId, participantId } = input;
      // Kept only to count a network's likes of this question: a digest tied to the question,
      // never the address itself (nothing can join likes across questions or read an address).
      const addressTag = createHash('sha256')
        .update(`${questionId}\n${input.addressKey}`)
        .digest('base64url');
      if (!input.up) {
        const result = await selectRows<{ votes: number | string }>(
          db,
          sql`
          WITH q AS (
            SELECT id FROM qa_questions
            WHERE id = ${questionId}::uuid AND run_id = ${runId}::uuid AND status = 'live'
          ), changed AS (
            DELETE FROM qa_votes WHERE participant_id = ${participantId}::uuid
            AND question_id IN (SELECT id FROM q) RETURNING question_id
          )
          UPDATE qa_questions SET votes = votes - (SELECT count(*) FROM changed)::int
          WHERE id IN (SELECT id FROM q)
          RETURNING votes`,
        );
        const [row] = result;
        return row ? { votes: Number(row.votes), voted: false } : null;
      }
      return db.transaction(async (tx) => {
        const live = await lockRows(
          asDatabase(tx),
          qaQuestions.id,
          and(
            eq(qaQuestions.id, questionId),
            eq(qaQuestions.runId, runId),
            eq(qaQuestions.status, 'live'),
          ),
        );
        if (!live) return null;
        const result = await selectRows<{
          votes: number | string;
          added: number | string;
          mine: boolean;
        }>(
          asDatabase(tx),
          sql`
          WITH before AS (
            SELECT
              (SELECT count(*) FROM qa_votes WHERE question_id = ${questionId}::uuid
                AND address_key = ${addressTag})::int AS from_address,
              EXISTS (SELECT 1 FROM qa_votes WHERE question_id = ${questionId}::uuid
                AND participant_id = ${participantId}::uuid) AS mine
          ), changed AS (
            INSERT INTO qa_votes (question_id, participant_id, address_key)
            SELECT ${questionId}::uuid, ${participantId}::uuid, ${addressTag}
            WHERE (SELECT from_address FROM before) < ${input.perAddress}
            ON CONFLICT DO NOTHING RETURNING question_id
          )
          UPDATE qa_questions SET votes = votes + (SELECT count(*) FROM changed)::int
          WHERE id = ${questionId}::uuid
          RETURNING votes, (SELECT count(*) FROM changed)::int AS added,
            (SELECT mine FROM before) AS mine`,
        );
        const [row] = result;
        if (!row) return null;
        if (Number(row.added) === 0 && !row.mine) return 'addressFull';
        return { votes: Number(row.votes), voted: true };
      });
    },

    /** Live questions of the run: the most liked and the newest, `half` of each at most. */
    async board(runId: string, half: number) {
      const live = and(eq(qaQuestions.runId, runId), eq(qaQuestions.status, 'live'));
      const [liked, newest] = await Promise.all([
        findRows(
          db,
          qaQuestions,
          live,
          [desc(qaQuestions.votes), desc(qaQuestions.createdAt)],
          half,
        ),
        findRows(db, qaQuestions, live, [desc(qaQuestions.createdAt)], half),
      ]);
      const byId = new Map([...liked, ...newest].map((row) => [row.id, row]));
      return [...byId.values()];
    },

    /** The participant's own questions others cannot see, and the ids of the questions it liked. */
    async own(runId: string, participantId: string) {
      const [pending, voted] = await Promise.all([
        findRows(
          db,
          qaQuestions,
          and(
            eq(qaQuestions.runId, runId),
            eq(qaQuestions.participantId, participantId),
            eq(qaQuestions.status, 'pending'),
          ),
          [desc(qaQuestions.createdAt)],
        ),
        db
          .select({ id: qaVotes.questionId })
          .from(qaVotes)
          .innerJoin(qaQuestions, eq(qaQuestions.id, qaVotes.questionId))
          .where(and(eq(qaVotes.participantId, participantId), eq(qaQuestions.runId, runId))),
      ]);
      return { pending, votedIds: voted.map((row) => row.id) };
    },

    /** Every question of the run for the presenter, newest first. */
    async queue(runId: string, limit: number) {
      return db
        .select()
        .from(qaQuestions)
        .where(eq(qaQuestions.runId, runId))
        .orderBy(desc(qaQuestions.createdAt))
        .limit(limit);
    },

    /** The deck's Q&A settings and highlighted question, read fresh. */
    async settings(presentationId: string) {
      const [row] = await db
        .select({
          enabled: presentations.qaEnabled,
          names: presentations.qaNames,
          moderated: presentations.qaModerated,
          highlightedId: presentations.qaHighlightId,
          anonymousSession: presentations.anonymousSession,
        })
        .from(presentations)
        .where(eq(presentations.id, presentationId));
      if (!row) return null;
      // An anonymous session's Q&A names nobody: shown so, whatever the stored setting.
      const { anonymousSession, ...settings } = row;
      return anonymousSession
        ? { ...settings, names: 'anonymous' as const, namesLocked: true }
        : { ...settings, namesLocked: false };
    },

    async saveSettings(presentationId: string, settings: Partial<TQaSettings>): Promise<void> {
      const set = {
        ...(settings.enabled === undefined ? {} : { qaEnabled: settings.enabled }),
        ...(settings.names === undefined ? {} : { qaNames: settings.names }),
        ...(settings.moderated === undefined ? {} : { qaModerated: settings.moderated }),
      };
      if (Object.keys(set).length === 0) return;
      await db.update(presentations).set(set).where(eq(presentations.id, presentationId));
    },

    /**
     * Applies a moderation action to a question of the run; returns it as it is now, or null
     * when the run has no such question. Highlighting is one question per deck, live ones only.
     */
    async moderate(
      presentationId: string,
      runId: string,
      questionId: string,
      action: TQaAction,
      now: Date,
    ): Promise<TQaQuestionRow | null> {
      const mine = and(eq(qaQuestions.id, questionId), eq(qaQuestions.runId, runId));
      const found = await findRow(db, qaQuestions, mine);
      if (!found) return null;
      const set = (values: Partial<TQaQuestionRow>) =>
        db.update(qaQuestions).set(values).where(mine);
      switch (action) {
        case 'approve':
        case 'restore':
          await set({ status: 'live' });
          break;
        case 'dismiss':
          await set({ status: 'dismissed' });
          await this.unhighlight(presentationId, questionId);
          break;
        case 'answer':
          await set({ answeredAt: now });
          await this.unhighlight(presentationId, questionId);
          break;
        case 'unanswer':
          await set({ answeredAt: null });
          break;
        case 'highlight':
          if (found.status !== 'live') return found;
          await db
            .update(presentations)
            .set({ qaHighlightId: questionId })
            .where(eq(presentations.id, presentationId));
          break;
        case 'unhighlight':
          await this.unhighlight(presentationId, questionId);
          break;
      }
      return findRow(db, qaQuestions, mine);
    },

    /** Dismisses every question of a participant (removed by the presenter); false if none. */
    async dismissAllOf(presentationId: string, participantId: string): Promise<boolean> {
      const rows = await db
        .update(qaQuestions)
        .set({ status: 'dismissed' })
        .where(
          and(eq(qaQuestions.participantId, participantId), ne(qaQuestions.status, 'dismissed')),
        )
        .returning({ id: qaQuestions.id });
      for (const row of rows) await this.unhighlight(presentationId, row.id);
      return rows.length > 0;
    },

    /**
     * Takes back every like a participant gave (removed by the presenter), each question's count
     * with it, in one statement; false if it had liked nothing.
     */
    async withdrawVotesOf(participantId: string): Promise<boolean> {
      const result = await selectRows<unknown>(
        db,
        sql`
        WITH gone AS (
          DELETE FROM qa_votes WHERE participant_id = ${participantId}::uuid RETURNING question_id
        ), counts AS (
          SELECT question_id, count(*)::int AS n FROM gone GROUP BY question_id
        )
        UPDATE qa_questions SET votes = qa_questions.votes - counts.n
        FROM counts WHERE qa_questions.id = counts.question_id
        RETURNING qa_questions.id`,
      );
      return result.length > 0;
    },

    /** Takes the highlight off the deck if it is on this question. */
    async unhighlight(presentationId: string, questionId: string): Promise<void> {
      await db
        .update(presentations)
        .set({ qaHighlightId: null })
        .where(
          and(eq(presentations.id, presentationId), eq(presentations.qaHighlightId, questionId)),
        );
    },
  };
}

export type TQaRepository = ReturnType<typeof createQaRepository>;
