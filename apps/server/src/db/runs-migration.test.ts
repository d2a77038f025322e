import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';

/** Runs one of drizzle-kit's migration files, statement by statement. */
async function apply(db: PGlite, tag: string): Promise<void> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

const BEFORE_RUNS = [
  '0000_init',
  '0001_decks',
  '0002_live',
  '0003_billing',
  '0004_room_moderation',
  '0005_typed_columns',
];

describe('migration 0006_runs on a database that already holds sessions', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    for (const tag of BEFORE_RUNS) await apply(db, tag);
    // Two decks: one played by two phones (a quiz answer and a word each), one never presented.
    await db.exec(`
      insert into users (id, name, email, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'Ada', 'ada@example.org', 'x');
      insert into presentations (id, owner_id, title, unique_code, created_at) values
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'Played', '11111111', '2026-01-01T09:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'Fresh', '22222222', '2026-01-02T09:00:00Z');
      insert into slides (id, presentation_id, type, position, time_limit_sec, points, entries_per_participant) values
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 'quiz', 0, 20, 1000, 1),
        ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000a1', 'wordCloud', 1, 20, 0, 3);
      insert into participants (id, presentation_id, token_hash, name, name_key, created_at) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1', 'h1', 'Bo', 'bo', '2026-01-05T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000a1', 'h2', 'Cy', 'cy', '2026-01-05T10:01:00Z');
      insert into answers (participant_id, slide_id, option_id, request_id, points, correct) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b1', null, gen_random_uuid(), 900, true),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000b1', null, gen_random_uuid(), 0, false);
      insert into entries (participant_id, slide_id, kind, text, raw, request_id) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b2', 'word', 'sun', 'Sun', gen_random_uuid()),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000b2', 'word', 'sun', 'sun', gen_random_uuid());
    `);
    await apply(db, '0006_runs');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('gives every deck one open run, started at its first join (or its creation)', async () => {
    const { rows } = await db.query<{ title: string; started: string; ended: string | null }>(`
      select p.title, to_char(r.started_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as started,
             r.ended_at as ended
      from presentations p join runs r on r.id = p.current_run_id order by p.title`);
    expect(rows).toEqual([
      { title: 'Fresh', started: '2026-01-02 09:00', ended: null },
      { title: 'Played', started: '2026-01-05 10:00', ended: null },
    ]);
    const runs = await db.query<{ n: number }>('select count(*)::int as n from runs');
    expect(runs.rows[0]?.n).toBe(2);
  });

  it('puts the participants, answers and words in their deck’s run', async () => {
    const { rows } = await db.query<{ kind: string; n: number }>(`
      select 'participants' as kind, count(*)::int as n from participants x
        join presentations p on p.current_run_id = x.run_id
      union all select 'answers', count(*)::int from answers x
        join participants pt on pt.id = x.participant_id and pt.run_id = x.run_id
      union all select 'entries', count(*)::int from entries x
        join participants pt on pt.id = x.participant_id and pt.run_id = x.run_id`);
    expect(rows).toEqual([
      { kind: 'participants', n: 2 },
      { kind: 'answers', n: 2 },
      { kind: 'entries', n: 2 },
    ]);
  });

  it('keys nicknames per run: the same name may come back in another run, not twice in one', async () => {
    const run = (
      await db.query<{ id: string }>(
        `select current_run_id as id from presentations where title = 'Played'`,
      )
    ).rows[0]!.id;
    const insert = (runId: string, hash: string) =>
      db.query(
        `insert into participants (presentation_id, run_id, token_hash, name, name_key)
         values ('00000000-0000-4000-8000-0000000000a1', $1, $2, 'Bo', 'bo')`,
        [runId, hash],
      );
    await expect(insert(run, 'h3')).rejects.toThrow();
    const fresh = (
      await db.query<{ id: string }>(
        `insert into runs (presentation_id) values ('00000000-0000-4000-8000-0000000000a1') returning id`,
      )
    ).rows[0]!.id;
    await expect(insert(fresh, 'h4')).resolves.toBeDefined();
  });
});
