import {
  count,
  eq,
  sql,
  type GetColumnData,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
} from 'drizzle-orm';
import type { LockStrength, PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDatabase } from './client';
import { expectRow } from './expect-row';
import { asDatabase } from './sql-rows';

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
  // Cast: as in insertRow, a generic table's `returning()` rows come typed with unknown columns.
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
  condition: SQL | undefined,
  lock = false,
): Promise<InferSelectModel<TTable> | null> {
  const query = selectAllFrom(db, table).where(condition);
  // Cast: as for `returning()`, a generic table's rows come typed with unknown columns.
  const [row] = (lock ? await query.for('update') : await query) as TReturned<TTable>;
  return row ?? null;
}

/** `SELECT * FROM table`, ready for its WHERE. */
function selectAllFrom(db: TDatabase, table: PgTable) {
  // Taken as the plain PgTable (callers need no cast): `from()` checks its argument with a
  // conditional type TypeScript cannot resolve for a generic table, so `TTable` would not compile.
  return db.select().from(table);
}

/** What ORDER BY takes: columns, or SQL such as `desc(column)`. */
type TOrder = PgColumn | SQL | SQL.Aliased;

/** The rows of `table` that meet `condition`, in `order`, at most `limit` of them when given. */
export async function findRows<TTable extends PgTable>(
  db: TDatabase,
  table: TTable,
  condition: SQL | undefined,
  order: TOrder[] = [],
  limit?: number,
): Promise<InferSelectModel<TTable>[]> {
  const query = selectAllFrom(db, table)
    .where(condition)
    .orderBy(...order);
  // Cast: as in findRow, a generic table's rows come typed with unknown columns.
  return (await (limit === undefined ? query : query.limit(limit))) as TReturned<TTable>;
}

/** `SELECT column FROM its table WHERE condition`, in `order`. */
function selectColumn(
  db: TDatabase,
  column: PgColumn,
  condition: SQL | undefined,
  order: TOrder[],
) {
  return db
    .select({ value: column })
    .from(column.table)
    .where(condition)
    .orderBy(...order);
}

/** The values of `column` in the rows of its table that meet `condition`, in `order`. */
export async function findValues<TColumn extends PgColumn>(
  db: TDatabase,
  column: TColumn,
  condition: SQL | undefined,
  order: TOrder[] = [],
): Promise<GetColumnData<TColumn>[]> {
  const rows = await selectColumn(db, column, condition, order);
  // Cast: a generic column's value comes typed as unknown; it is the column's data type.
  return rows.map((row) => row.value as GetColumnData<TColumn>);
}

/** The value of `column` in the first row of its table that meets `condition`, or null. */
export async function findValue<TColumn extends PgColumn>(
  db: TDatabase,
  column: TColumn,
  condition: SQL | undefined,
): Promise<GetColumnData<TColumn> | null> {
  const [row] = await selectColumn(db, column, condition, []);
  // Cast: a generic column's value comes typed as unknown; it is the column's data type.
  return row ? (row.value as GetColumnData<TColumn>) : null;
}

/**
 * Locks the rows of `column`'s table that meet `condition` until the transaction ends (selecting
 * only that column); answers whether there was any.
 */
export async function lockRows(
  db: TDatabase,
  column: PgColumn,
  condition: SQL | undefined,
  strength: LockStrength = 'update',
): Promise<boolean> {
  const rows = await selectColumn(db, column, condition, []).for(strength);
  return rows.length > 0;
}

/** How many rows of `table` meet `condition`. */
export async function countRows(
  db: TDatabase,
  table: PgTable,
  condition: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(condition);
  return row?.n ?? 0;
}

/**
 * `column = ANY($name::type[])`: for a prepared statement run with a list of values bound to
 * the placeholder `name`.
 */
export function equalsAnyParam(column: PgColumn, name: string, type: 'uuid' | 'text'): SQL {
  return sql`${column} = ANY(${sql.placeholder(name)}::${sql.raw(type)}[])`;
}

/**
 * The repositories `create` makes on `db`, plus `transaction`, which runs a unit of work on
 * repositories it makes bound to one transaction.
 */
export function createStore<TRepositories extends object>(
  db: TDatabase,
  create: (db: TDatabase) => TRepositories,
) {
  return {
    ...create(db),
    /** Runs `work` in one transaction: all of it is applied, or none. */
    transaction<T>(work: (repositories: TRepositories) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(create(asDatabase(tx))));
    },
  };
}
