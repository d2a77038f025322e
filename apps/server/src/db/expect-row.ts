/**
 * The row an `INSERT … RETURNING` or `UPDATE … RETURNING` of one row gave back. None means the row
 * vanished between the caller's check and the write (a concurrent delete): that is an error, not a
 * row to pretend exists.
 */
export function expectRow<TRow>(row: TRow | undefined): TRow {
  if (row === undefined) throw new Error('The row was not written: it no longer exists.');
  return row;
}
