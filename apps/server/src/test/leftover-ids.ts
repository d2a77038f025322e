import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../db/client';
import * as schema from '../db/schema';

/** Every table of the Drizzle schema (db/schema), by its SQL name. */
export function schemaTables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

/** Column types that can hold an id: uuid and text columns, and JSON (ids inside documents). */
const ID_HOLDING = new Set(['PgUUID', 'PgText', 'PgVarchar', 'PgJsonb', 'PgJson']);

/**
 * Columns that name a deleted object on purpose: an organisation's audit entry says which run,
 * deck or member was deleted or removed. It goes with the organisation's retention, or with the
 * organisation (its `organisation_id` is still checked).
 */
const RECORDS_OF_DELETION = new Set(['organisation_audit_entries.target_id']);

/**
 * Where any of `ids` still appears, as `table.column = id`: walks every uuid, text and JSON
 * column of every table in the schema (a new table or column is walked with no change here), so
 * a deletion that forgets a table, or a reference without a foreign key, is found.
 */
export async function findLeftoverIds(db: TDatabase, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const patterns = sql.join(
    ids.map((id) => sql`${`%${id}%`}`),
    sql`, `,
  );
  const found: string[] = [];
  for (const table of schemaTables()) {
    const config = getTableConfig(table);
    for (const column of config.columns) {
      if (!ID_HOLDING.has(column.columnType)) continue;
      if (RECORDS_OF_DELETION.has(`${config.name}.${column.name}`)) continue;
      const result = (await db.execute(sql`
        SELECT ${sql.identifier(column.name)}::text AS value FROM ${sql.identifier(config.name)}
        WHERE ${sql.identifier(column.name)}::text LIKE ANY (ARRAY[${patterns}])`)) as unknown as {
        rows: { value: string }[];
      };
      for (const row of result.rows) {
        const id = ids.find((candidate) => row.value.includes(candidate));
        found.push(`${config.name}.${column.name} = ${id ?? row.value}`);
      }
    }
  }
  return found;
}
