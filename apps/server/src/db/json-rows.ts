import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows as one `jsonb` parameter, for `jsonb_to_recordset(…)`: a batch of 1,000 rows is one
 * parameter instead of one per value, which is what made building group-committed inserts cost
 * more CPU than running them. Strings are made well-formed first (a lone surrogate becomes
 * U+FFFD, as the driver's UTF-8 encoding of a plain parameter does), since `jsonb` refuses one.
 */
export function jsonRows(rows: readonly object[]): SQL {
  // In a `u` regular expression a surrogate pair is one code point: \p{Cs} finds lone ones only.
  const json = JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(/\p{Cs}/gu, '\uFFFD') : value,
  );
  return sql`${json}::jsonb`;
}
