import type { SQL } from 'drizzle-orm';
import type { TDatabase } from './client';

/** The rows of a raw SQL statement, typed as the statement selects them. */
export async function selectRows<T>(db: TDatabase, query: SQL): Promise<T[]> {
  // Cast: both drivers answer `{ rows }`, but the result type they share (PgQueryResultHKT)
  // leaves it unknown; the statement, not the type system, says what a row holds.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What `db.transaction` hands its callback. */
type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** A transaction as the database type repositories are written against. */
export function asDatabase(tx: TTransaction): TDatabase {
  // Cast: Drizzle's PgTransaction is a PgDatabase in all but its nominal type (it adds rollback),
  // so the repositories run on it unchanged.
  return tx as unknown as TDatabase;
}
