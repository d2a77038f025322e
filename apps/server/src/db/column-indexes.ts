import { getTableName } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';

/** A plain index on each of `columns`, each named `<table>_<column>_idx`. */
export function columnIndexes(...columns: PgColumn[]) {
  return columns.map((column) =>
    index(`${getTableName(column.table)}_${column.name}_idx`).on(column),
  );
}
