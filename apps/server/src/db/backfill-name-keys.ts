import { toNameKey } from '@crowdeck/core';
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDatabase } from './client';
import { isUniqueViolation } from './errors';
import { participants } from './schema';

/** Rows read per round of the backfill. */
const BATCH = 500;

/**
 * Gives the participants named before nicknames had a key (migration 0004) their key, so the
 * uniqueness check sees them. The earliest of a presentation keeps a clashing key; later
 * duplicates stay NULL (they keep their names). Only rows without a key are read: idempotent,
 * and nothing to do once every row is done.
 */
export async function backfillNameKeys(db: TDatabase): Promise<number> {
  let filled = 0;
  // Keyset on (created_at, id): the duplicates left NULL are not read again.
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const past: SQL | undefined = after
      ? sql`(${participants.createdAt}, ${participants.id}) > (${after.createdAt}, ${after.id})`
      : undefined;
    const rows: { id: string; name: string | null; createdAt: Date }[] = await db
      .select({ id: participants.id, name: participants.name, createdAt: participants.createdAt })
      .from(participants)
      .where(and(isNotNull(participants.name), isNull(participants.nameKey), past))
      .orderBy(asc(participants.createdAt), asc(participants.id))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    for (const row of rows) {
      try {
        await db
          .update(participants)
          .set({ nameKey: toNameKey(row.name ?? '') })
          .where(and(eq(participants.id, row.id), isNull(participants.nameKey)));
        filled += 1;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return filled;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
