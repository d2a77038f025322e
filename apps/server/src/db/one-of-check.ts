import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
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

/**
 * The CHECKs of every text column of a table declared with `{ enum }`, each keeping the column to
 * its declared values and named `<table>_<column>_check`. Called with the columns a table's extra
 * config gets.
 */
export function enumChecks(columns: Record<string, PgColumn>) {
  const [anyColumn] = Object.values(columns);
  if (!anyColumn) return [];
  const tableName = getTableName(anyColumn.table);
  return Object.entries(getTableColumns(anyColumn.table)).flatMap(([key, { name, enumValues }]) => {
    const column = columns[key];
    if (!enumValues || !column) return [];
    return [oneOfCheck(`${tableName}_${name}_check`, column, enumValues)];
  });
}
