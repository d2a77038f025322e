import { eq, sql, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDatabase } from './client';
import { expectRow } from './expect-row';

/** The rows `RETURNING *` gives back from `table`. */
type TReturned<TTable extends PgTable> = InferSelectModel<TTable>[];

/** Inserts one row and gives it back as stored (with its defaults). */
export async function insertRow<TTable extends PgTable>(
  db: TDatabase,
  table: TTable,
  values: InferInsertModel<TTable>,
): Promise<InferSelectModel<TTable>> {
  // Cast: for a table only known as generic, Drizzle types `returning()` as rows of unknown columns.
  const [row] = (await db.insert(table).values(values).returning()) as TReturned<TTable>;
  return expectRow(row);
}

/** A table whose rows are keyed by `id` and stamped with when they last changed. */
type TUpdatedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** Applies changes to the row with this id, bumps its updated_at, and gives the row back. */
export async function updateRowById<TTable extends TUpdatedTable>(
  db: TDatabase,
  table: TTable,
  id: string,
  changes: PgUpdateSetSource<TTable>,
): Promise<InferSelectModel<TTable>> {
  const [row] = (await db
    .update(table)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()) as TReturned<TTable>;
  return expectRow(row);
}

/** Deletes the rows of `table` that meet `condition`; answers how many went. */
export async function deleteCounting(
  db: TDatabase,
  table: PgTable,
  condition: SQL | undefined,
): Promise<number> {
  const deleted = await db
    .delete(table)
    .where(condition)
    .returning({ one: sql<number>`1` });
  return deleted.length;
}

/** The first row of `table` that meets `condition` (locked for the transaction when asked), or null. */
export async function findRow<TTable extends PgTable>(
  db: TDatabase,
  table: TTable,
  condition: SQL,
  lock = false,
): Promise<InferSelectModel<TTable> | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(condition);
  // Cast: as for `returning()`, a generic table's rows come typed with unknown columns.
  const [row] = (lock ? await query.for('update') : await query) as TReturned<TTable>;
  return row ?? null;
}
