import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { findValues } from '../../db/queries';
import { asDatabase, selectRows } from '../../db/sql-rows';
import {
  answers,
  contactRequests,
  entries,
  options,
  presentations,
  qaQuestions,
  runs,
  slides,
  users,
} from '../../db/schema';
import { insertMemberAuditEntry, type TAuditEvent } from '../audit/audit.repository';
import { isUploadName } from '../uploads/upload-store';

/** `/uploads/<name>` anywhere in a text (an address, or a run's snapshot as JSON). */
const UPLOAD_REFERENCE = /\/uploads\/([A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,8})/g;

/** The stored files' names an address, text or JSON value mentions. */
export function uploadNamesIn(values: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    for (const match of text.matchAll(UPLOAD_REFERENCE)) {
      const name = match[1];
      if (name && isUploadName(name)) names.add(name);
    }
  }
  return names;
}

/** What deleting some runs removed: their decks (the live engine reads them again) and files. */
export interface TErasedRuns {
  runIds: string[];
  presentationIds: string[];
  /** Files the runs' snapshots showed; deleted when nothing else refers to them. */
  uploadNames: Set<string>;
}

type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** Who deleted runs and the entry their organisation's audit log gets, if they belong to one. */
export interface TRunDeletionAudit {
  userId: string;
  event: TAuditEvent;
}

/** Deletes the runs and what belongs to them inside a transaction. */
async function eraseRunsIn(tx: TTransaction, runIds: string[]): Promise<TErasedRuns> {
  if (runIds.length === 0) return { runIds: [], presentationIds: [], uploadNames: new Set() };
  const gone = await tx.delete(runs).where(inArray(runs.id, runIds)).returning({
    id: runs.id,
    presentationId: runs.presentationId,
    slidesSnapshot: runs.slidesSnapshot,
  });
  const ids = gone.map((row) => row.id);
  if (ids.length === 0) return { runIds: [], presentationIds: [], uploadNames: new Set() };
  // The cascade took participants, and with them answers and entries; these catch rows whose
  // participant row was already gone.
  await tx.delete(answers).where(inArray(answers.runId, ids));
  await tx.delete(entries).where(inArray(entries.runId, ids));
  const presentationIds = [...new Set(gone.map((row) => row.presentationId))];
  await tx
    .update(presentations)
    .set({ currentRunId: null })
    .where(
      and(inArray(presentations.id, presentationIds), inArray(presentations.currentRunId, ids)),
    );
  // A highlighted question of a deleted run (the cascade took it): no row keeps its id.
  await tx
    .update(presentations)
    .set({ qaHighlightId: null })
    .where(
      and(
        inArray(presentations.id, presentationIds),
        isNotNull(presentations.qaHighlightId),
        sql`not exists (select 1 from ${qaQuestions} q where q.id = ${presentations.qaHighlightId})`,
      ),
    );
  return {
    runIds: ids,
    presentationIds,
    uploadNames: uploadNamesIn(gone.map((row) => row.slidesSnapshot)),
  };
}

/**
 * SQL of deleting what belongs to runs, decks and accounts. Rows go by their foreign keys where
 * they have one; answers and entries (no key to their run or slide, so an ended run's report
 * outlives its slides) go by their run, and references without a key (a deck's current run, its
 * highlighted question) are cleared, so no row keeps a deleted id.
 */
export function createErasureRepository(db: TDatabase) {
  return {
    /**
     * Deletes runs with their participants, answers, words, Q&A (questions and likes) and reaction
     * counts, in one transaction (with the audit entry of who deleted them, when given).
     */
    async eraseRuns(runIds: string[], audit?: TRunDeletionAudit): Promise<TErasedRuns> {
      if (runIds.length === 0) return { runIds, presentationIds: [], uploadNames: new Set() };
      return db.transaction(async (tx) => {
        const erased = await eraseRunsIn(tx, runIds);
        if (audit && erased.runIds.length > 0) {
          await insertMemberAuditEntry(tx, audit.userId, audit.event);
        }
        return erased;
      });
    },

    /**
     * Deletes up to `limit` runs that ended longer ago than their owner's retention (the
     * organisation's for a member, else the account's) before `now`. Safe on several nodes at
     * once: the runs are locked as they are chosen and locked ones skipped, so two nodes delete
     * different runs and never wait on each other.
     */
    async eraseExpiredRuns(now: Date, limit: number): Promise<TErasedRuns> {
      return db.transaction(async (tx) => {
        const result = await selectRows<{ id: string }>(
          asDatabase(tx),
          sql`
          SELECT r.id FROM runs r
          JOIN presentations p ON p.id = r.presentation_id
          JOIN users u ON u.id = p.owner_id
          LEFT JOIN organisation_members m ON m.user_id = u.id
          LEFT JOIN organisations o ON o.id = m.organisation_id
          WHERE r.ended_at IS NOT NULL
            AND r.ended_at < ${now.toISOString()}::timestamptz
              - make_interval(days => CASE WHEN m.user_id IS NULL THEN u.retention_days ELSE o.retention_days END)
          ORDER BY r.ended_at
          LIMIT ${limit}
          FOR UPDATE OF r SKIP LOCKED`,
        );
        return eraseRunsIn(
          tx,
          result.map((row) => row.id),
        );
      });
    },

    /** The files a deck shows: its logo, its slides' and options' images, its runs' snapshots. */
    async uploadsOfDecks(presentationIds: string[]): Promise<Set<string>> {
      if (presentationIds.length === 0) return new Set();
      const decks = await db
        .select({ logoUrl: presentations.logoUrl })
        .from(presentations)
        .where(inArray(presentations.id, presentationIds));
      const slideRows = await db
        .select({ imageUrl: slides.imageUrl, body: slides.body, settings: slides.settings })
        .from(slides)
        .where(inArray(slides.presentationId, presentationIds));
      const optionRows = await db
        .select({ imageUrl: options.imageUrl })
        .from(options)
        .innerJoin(slides, eq(slides.id, options.slideId))
        .where(inArray(slides.presentationId, presentationIds));
      const snapshots = await db
        .select({ snapshot: runs.slidesSnapshot })
        .from(runs)
        .where(inArray(runs.presentationId, presentationIds));
      return uploadNamesIn([
        ...decks.map((row) => row.logoUrl),
        ...slideRows.flatMap((row) => [row.imageUrl, row.body, row.settings]),
        ...optionRows.map((row) => row.imageUrl),
        ...snapshots.map((row) => row.snapshot),
      ]);
    },

    /** The ids of an account's decks. */
    async decksOf(userId: string): Promise<string[]> {
      return findValues(db, presentations.id, eq(presentations.ownerId, userId));
    },

    /**
     * Of the given files, those no row refers to any more: no deck's logo, slide or option, no
     * run's snapshot, no organisation's theme (logo and font).
     */
    async unreferenced(names: Iterable<string>): Promise<string[]> {
      const list = [...names];
      if (list.length === 0) return [];
      const result = await selectRows<{ name: string }>(
        db,
        sql`
        SELECT n.name FROM unnest(ARRAY[${sql.join(
          list.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]) AS n(name)
        WHERE NOT EXISTS (SELECT 1 FROM presentations p WHERE strpos(p.logo_url, '/uploads/' || n.name) > 0)
          AND NOT EXISTS (SELECT 1 FROM slides s WHERE strpos(s.image_url, '/uploads/' || n.name) > 0
            OR strpos(s.body, '/uploads/' || n.name) > 0 OR strpos(s.settings::text, '/uploads/' || n.name) > 0)
          AND NOT EXISTS (SELECT 1 FROM options o WHERE strpos(o.image_url, '/uploads/' || n.name) > 0)
          AND NOT EXISTS (SELECT 1 FROM runs r WHERE strpos(r.slides_snapshot::text, '/uploads/' || n.name) > 0)
          AND NOT EXISTS (SELECT 1 FROM organisations g WHERE strpos(g.theme::text, '/uploads/' || n.name) > 0)`,
      );
      return result.map((row) => row.name);
    },

    /**
     * Deletes an account: its decks with everything in them (by their keys), sessions, grants,
     * imports, subscription and checkouts, membership; and its contact requests, which would
     * otherwise keep its name and address with the link set to null.
     */
    async eraseAccount(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const decks = await tx
          .select({ id: presentations.id })
          .from(presentations)
          .where(eq(presentations.ownerId, userId));
        const deckIds = decks.map((row) => row.id);
        if (deckIds.length) {
          const runIds = (
            await tx.select({ id: runs.id }).from(runs).where(inArray(runs.presentationId, deckIds))
          ).map((row) => row.id);
          if (runIds.length) {
            await tx.delete(answers).where(inArray(answers.runId, runIds));
            await tx.delete(entries).where(inArray(entries.runId, runIds));
          }
        }
        await tx.delete(contactRequests).where(eq(contactRequests.userId, userId));
        const gone = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        return gone.length === 1;
      });
    },
  };
}

export type TErasureRepository = ReturnType<typeof createErasureRepository>;
