import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDatabase } from './client';
import { MIGRATIONS_FOLDER } from './migrate';
import { selectRows } from './sql-rows';

const ZJournalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() })),
});

/** A database's schema version: how many migrations it has, and the newest one's tag. */
export interface TMigrationLevel {
  /** Migrations applied (0: none, or not a Crowdeck database). */
  count: number;
  /** Tag of the newest applied migration (`0025_qa_votes_address_key`), or null. */
  tag: string | null;
}

/** The migrations this build ships (drizzle/meta/_journal.json), oldest first. */
export function shippedMigrations(): z.infer<typeof ZJournalSchema>['entries'] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json');
  return ZJournalSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).entries;
}

/** The level this build migrates a database to. */
export function shippedMigrationLevel(): TMigrationLevel {
  const entries = shippedMigrations();
  return { count: entries.length, tag: entries.at(-1)?.tag ?? null };
}

/** Drizzle's record of applied migrations: how many, and the newest one's `when`; null: none. */
async function readApplied(db: TDatabase): Promise<{ count: number; newest: number } | null> {
  const [exists] = await selectRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return null;
  const [row] = await selectRows<{ count: number | string; newest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  if (!row || row.newest === null) return null;
  return { count: Number(row.count), newest: Number(row.newest) };
}

/**
 * The level of a database, read from Drizzle's own record (`drizzle.__drizzle_migrations`, one
 * row per applied migration, `created_at` = the journal's `when`). A database never migrated has
 * no such table: level 0.
 */
export async function readMigrationLevel(db: TDatabase): Promise<TMigrationLevel> {
  const applied = await readApplied(db);
  if (!applied) return { count: 0, tag: null };
  const tag = shippedMigrations().find((entry) => entry.when === applied.newest)?.tag ?? null;
  return { count: applied.count, tag };
}

/** Whether every migration this build ships is applied (a newer database counts as migrated). */
export async function isFullyMigrated(db: TDatabase): Promise<boolean> {
  const applied = await readApplied(db);
  return !!applied && applied.newest >= (shippedMigrations().at(-1)?.when ?? 0);
}
