import { sql, type SQL } from 'drizzle-orm';
import type { TOptionRow, TSlideRow } from './schema/index';

/** A deck's slides and options as they were when a run ended (rows as the database gave them). */
export interface TRunSnapshot {
  slides: Record<string, unknown>[];
  options: Record<string, unknown>[];
}

/**
 * SQL of a deck's slides and options now, as JSON, for `runs.slides_snapshot`: taken when a run
 * ends, so its report keeps the questions and options it was played with whatever is edited or
 * deleted later. `presentationId` is an SQL expression (a column or a parameter).
 */
export function slidesSnapshotSql(presentationId: SQL): SQL {
  return sql`jsonb_build_object(
    'slides', coalesce((select jsonb_agg(to_jsonb(s) order by s.position)
      from slides s where s.presentation_id = ${presentationId}), '[]'::jsonb),
    'options', coalesce((select jsonb_agg(to_jsonb(o) order by o.position)
      from options o join slides s on s.id = o.slide_id
      where s.presentation_id = ${presentationId}), '[]'::jsonb))`;
}

/**
 * SQL of a deck's team mode now, for `runs.teams_snapshot` (taken with the slides): the run's
 * report keeps the teams it was played with. `presentationId` is an SQL expression.
 */
export function teamsSnapshotSql(presentationId: SQL): SQL {
  return sql`(select p.teams from presentations p where p.id = ${presentationId})`;
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const DATE_KEYS = new Set(['updatedAt', 'createdAt', 'questionOpensAt', 'questionClosesAt']);

/** A row of the snapshot with the names and types Drizzle gives the table's rows. */
function toRow(json: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => {
      const name = camel(key);
      const typed = DATE_KEYS.has(name) && typeof value === 'string' ? new Date(value) : value;
      return [name, typed];
    }),
  );
}

/** The slides and options of a snapshot as table rows. */
export function readRunSnapshot(snapshot: TRunSnapshot): {
  slides: TSlideRow[];
  options: TOptionRow[];
} {
  return {
    // Snapshots taken before answer formats existed have neither column: they were choices.
    // Cast: the snapshot's JSON rows were written from these row types (dates as strings, read back by toRow).
    slides: snapshot.slides.map((json) => ({
      format: 'choice',
      settings: {},
      ...toRow(json),
    })) as unknown as TSlideRow[],
    // Cast: the snapshot's JSON rows were written from these row types (dates as strings, read back by toRow).
    options: snapshot.options.map(toRow) as unknown as TOptionRow[],
  };
}
