import { sql, type SQL } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK that keeps a text column to one of core's values, so the type the schema gives the
 * column (`text(..., { enum })`) also holds for rows written by hand or by an older server.
 * A null passes, as in SQL; NOT NULL is the column's own business.
 */
export function oneOfCheck(name: string, column: PgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  const condition: SQL = sql`${column} IN (${sql.raw(list)})`;
  return check(name, condition);
}
