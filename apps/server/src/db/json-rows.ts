import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows as one `jsonb` parameter, for `jsonb_to_recordset(…)`: a batch of 1,000 rows is one
 * parameter instead of one per value, which is what made building group-committed inserts cost
 * more CPU than running them. Strings are made well-formed first (a lone surrogate becomes
 * U+FFFD, as the driver's UTF-8 encoding of a plain parameter does), since `jsonb` refuses one.
 */
export function jsonRows(rows: readonly object[]): SQL {
  // JSON.stringify writes a lone surrogate as an escape (\ud800…) and pairs as characters, so
  // the quick test finds every lone one (and, rarely, a text that merely looks like one).
  const quick = JSON.stringify(rows);
  const json = LONE_SURROGATE_ESCAPE.test(quick)
    ? JSON.stringify(rows, (_key, value: unknown) =>
        // In a `u` regular expression a surrogate pair is one code point: \p{Cs} finds lone ones.
        typeof value === 'string' ? value.replace(/\p{Cs}/gu, '\uFFFD') : value,
      )
    : quick;
  return sql`${json}::jsonb`;
}

const LONE_SURROGATE_ESCAPE = /\\ud[89a-f]/i;
