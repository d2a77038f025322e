import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { mapUniqueViolation } from '../../db/errors';
import { participants, presentations, runs, slides, type TPresentationRow } from '../../db/schema';
import { expectRow } from '../../db/expect-row';
import { findRow, insertRow, lockRows, updateRowById } from '../../db/queries';
import { asDatabase } from '../../db/sql-rows';
import { insertMemberAuditEntry, type TAuditEvent } from '../audit/audit.repository';

/** Thrown when an insert draws a join code another presentation already has. */
export class UniqueCodeTakenError extends Error {
  override name = 'UniqueCodeTakenError';
}

/** A presentation row with its number of slides, for the home list. */
export type TPresentationSummaryRow = TPresentationRow & { slideCount: number };

/** Columns a presentation update may change. */
export type TPresentationChanges = Partial<
  Pick<
    TPresentationRow,
    | 'title'
    | 'fontFamily'
    | 'logoUrl'
    | 'slideActiveId'
    | 'isProfanityFilterOn'
    | 'quizPoints'
    | 'shuffleOptions'
    | 'streakBonus'
    | 'teams'
    | 'audienceLanguage'
    | 'optionsOnPhones'
    | 'anonymousSession'
    | 'participantIdentity'
    | 'roster'
  >
>;

/** SQL on the presentations table; every read is scoped to its owner. */
export function createPresentationsRepository(db: TDatabase) {
  return {
    /** Inserts a presentation; throws UniqueCodeTakenError when the join code exists. */
    async insert(values: {
      ownerId: string;
      title: string;
      uniqueCode: string;
      fontFamily?: string | null;
      logoUrl?: string | null;
      anonymousSession?: boolean;
      participantIdentity?: TPresentationRow['participantIdentity'];
      roster?: string[] | null;
    }): Promise<TPresentationRow> {
      return mapUniqueViolation(
        () => insertRow(db, presentations, values),
        () => new UniqueCodeTakenError(),
      );
    },

    /** A presentation (whose owner the caller's policy checks), or null. */
    async findById(id: string): Promise<TPresentationRow | null> {
      return findRow(db, presentations, eq(presentations.id, id));
    },

    /** Locks a presentation row until the transaction ends (deck edits apply one by one); false if gone. */
    async lock(id: string): Promise<boolean> {
      return lockRows(db, presentations.id, eq(presentations.id, id));
    },

    /** The owner's presentations with slide counts, most recently edited first. */
    async listSummaries(ownerId: string): Promise<TPresentationSummaryRow[]> {
      return db
        .select({
          ...getTableColumns(presentations),
          slideCount: sql<number>`count(${slides.id})::int`,
        })
        .from(presentations)
        .leftJoin(slides, eq(slides.presentationId, presentations.id))
        .where(eq(presentations.ownerId, ownerId))
        .groupBy(presentations.id)
        .orderBy(desc(presentations.updatedAt), desc(presentations.createdAt));
    },

    /** Applies changes and bumps updated_at. */
    /**
     * Changes the deck; `audit` (with the row as it was and as it is) is written in the same
     * transaction for its owner's organisation, unless it answers null.
     */
    async update(
      id: string,
      changes: TPresentationChanges,
      audit?: {
        userId: string;
        event(before: TPresentationRow, after: TPresentationRow): TAuditEvent | null;
      },
    ): Promise<TPresentationRow> {
      if (!audit) return updateRowById(db, presentations, id, changes);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(presentations)
          .where(eq(presentations.id, id))
          .for('update');
        const after = await updateRowById(asDatabase(tx), presentations, id, changes);
        const event = audit.event(expectRow(before), after);
        if (event) await insertMemberAuditEntry(tx, audit.userId, event);
        return after;
      });
    },

    /**
     * Makes the deck's open run anonymous from now on: the run's report keeps aggregates only
     * and the nicknames its participants gave so far are erased.
     */
    async makeCurrentRunAnonymous(id: string): Promise<void> {
      const current = db
        .select({ id: presentations.currentRunId })
        .from(presentations)
        .where(eq(presentations.id, id));
      const [run] = await db
        .update(runs)
        .set({ anonymous: true })
        .where(and(eq(runs.id, sql`(${current})`), isNull(runs.endedAt)))
        .returning({ id: runs.id });
      if (!run) return;
      await db
        .update(participants)
        .set({ name: null, nameKey: null })
        .where(eq(participants.runId, run.id));
    },

    /** Deletes a presentation; its slides and options go with it (cascade). */
    /**
     * Deletes the deck; `audit` is written in the same transaction for its owner's organisation
     * (nothing when the owner belongs to none).
     */
    async delete(id: string, audit?: { userId: string; event: TAuditEvent }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(presentations).where(eq(presentations.id, id));
        if (audit) await insertMemberAuditEntry(tx, audit.userId, audit.event);
      });
    },
  };
}
