// Retention benchmark: how long the daily retention job takes to hard-delete expired runs holding
// `--answers` answers (100,000 by default) with their participants, words, Q&A questions and
// likes and reaction counts, while another account's run of the same size is kept. The rows are
// written straight into a throw-away PostgreSQL database (BENCH_DATABASE_URL), or into PGlite in
// memory with `--embedded`; the job is the server's own (modules/privacy), run once in-process.
// Run: npm run bench:retention [-- --answers 100000 --runs 100 --slides 10 --embedded]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  createErasure,
  createErasureRepository,
  migrateDatabase,
  openDatabase,
  startRetentionJob,
  systemClock,
  type TDatabaseHandle,
} from '@crowdeck/server/bench';
import { createBenchDatabase } from './live/plan';
import { publishReport } from './support/report';
import { benchStep } from './support/step';

const { values } = parseArgs({
  options: {
    answers: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '100' },
    slides: { type: 'string', default: '10' },
    embedded: { type: 'boolean', default: false },
  },
});
const ANSWERS = Number(values.answers);
const RUNS = Number(values.runs);
const SLIDES = Number(values.slides);
const PER_RUN = Math.ceil(ANSWERS / RUNS / SLIDES);
const step = benchStep('retention');

const created = values.embedded ? null : await createBenchDatabase();
const handle: TDatabaseHandle = await openDatabase(
  created ? { databaseUrl: created.url } : { inMemory: true },
);
const rows = async (query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const count = async (table: string) =>
  Number((await rows(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n);
/** The rows of what the retention pass deletes, counted before and after it. */
const countAll = async () => ({
  answers: await count('answers'),
  entries: await count('entries'),
  participants: await count('participants'),
  questions: await count('qa_questions'),
});

/**
 * An account with one deck of SLIDES polls and `runs` ended runs of PER_RUN participants, each of
 * whom answered every slide, wrote one word, and (one in ten) asked a question another liked.
 */
async function seedAccount(
  email: string,
  retentionDays: number | null,
  runs: number,
  endedDaysAgo: number,
) {
  const [user] = await rows(sql`
    INSERT INTO users (name, email, password_hash, retention_days)
    VALUES ('Bench', ${email}, 'x', ${retentionDays}) RETURNING id`);
  const [deck] = await rows(sql`
    INSERT INTO presentations (owner_id, title, unique_code)
    VALUES (${user?.id}, 'Bench', ${String(Math.floor(10_000_000 + Math.random() * 89_999_999))})
    RETURNING id`);
  const deckId = deck?.id as string;
  await handle.db.execute(sql`
    INSERT INTO slides (presentation_id, type, position, time_limit_sec, points, entries_per_participant)
    SELECT ${deckId}, 'poll', g, 30, 0, 1 FROM generate_series(0, ${SLIDES - 1}) g`);
  await handle.db.execute(sql`
    INSERT INTO runs (presentation_id, started_at, ended_at, slides_snapshot)
    SELECT ${deckId}, now() - make_interval(days => ${endedDaysAgo}) - interval '1 hour',
      now() - make_interval(days => ${endedDaysAgo}), '{"slides":[],"options":[]}'::jsonb
    FROM generate_series(1, ${runs})`);
  await handle.db.execute(sql`
    INSERT INTO participants (presentation_id, run_id, token_hash, name, name_key)
    SELECT ${deckId}, r.id, md5(r.id::text || g), 'Person ' || g, 'person ' || g
    FROM runs r, generate_series(1, ${PER_RUN}) g WHERE r.presentation_id = ${deckId}`);
  await handle.db.execute(sql`
    INSERT INTO answers (participant_id, slide_id, run_id, request_id, value)
    SELECT p.id, s.id, p.run_id, gen_random_uuid(), '{"text":"an answer"}'::jsonb
    FROM participants p JOIN slides s ON s.presentation_id = p.presentation_id
    WHERE p.presentation_id = ${deckId}`);
  await handle.db.execute(sql`
    INSERT INTO entries (participant_id, slide_id, run_id, kind, text, raw, request_id)
    SELECT p.id, (SELECT id FROM slides WHERE presentation_id = ${deckId} LIMIT 1), p.run_id,
      'word', 'word', 'Word', gen_random_uuid()
    FROM participants p WHERE p.presentation_id = ${deckId}`);
  await handle.db.execute(sql`
    INSERT INTO qa_questions (presentation_id, run_id, participant_id, request_id, text, author_name, status, votes)
    SELECT ${deckId}, p.run_id, p.id, gen_random_uuid(), 'Why?', p.name, 'live', 1
    FROM participants p WHERE p.presentation_id = ${deckId} AND right(p.name, 1) = '0'`);
  await handle.db.execute(sql`
    INSERT INTO qa_votes (question_id, participant_id)
    SELECT q.id, (SELECT id FROM participants o WHERE o.run_id = q.run_id AND o.id <> q.participant_id LIMIT 1)
    FROM qa_questions q WHERE q.presentation_id = ${deckId}`);
  await handle.db.execute(sql`
    INSERT INTO reaction_counts (run_id, slide_id, kind, count)
    SELECT r.id, s.id, 'heart', 3 FROM runs r JOIN slides s ON s.presentation_id = r.presentation_id
    WHERE r.presentation_id = ${deckId}`);
}

try {
  step(`migrating (${handle.driver})`);
  await migrateDatabase(handle);
  step(
    `seeding ${RUNS} expired runs of ${PER_RUN} people × ${SLIDES} slides, and one kept account`,
  );
  await seedAccount('expired@bench.test', 30, RUNS, 40);
  await seedAccount('kept@bench.test', null, RUNS, 400);
  if (handle.driver === 'postgres') await handle.db.execute(sql`ANALYZE`);
  const before = await countAll();
  step(`before: ${JSON.stringify(before)}`);

  const repo = createErasureRepository(handle.db);
  const erasure = createErasure({ repo, uploads: { delete: async () => undefined } });
  const job = startRetentionJob({
    repo,
    erasure,
    runsDeleted: () => undefined,
    clock: systemClock,
    background: { run: () => undefined },
  });
  job.stop();
  const started = performance.now();
  const pass = await job.runNow();
  const ms = performance.now() - started;
  const after = await countAll();
  step(`after: ${JSON.stringify(after)}`);
  const deletedAnswers = before.answers - after.answers;
  const kept =
    after.answers === before.answers / 2 && after.participants === before.participants / 2;
  const report = [
    '# Retention job benchmark',
    '',
    `Run ${new Date().toISOString()} on ${handle.driver === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}, Node ${process.version}.`,
    '',
    `Expired: ${pass.runs} runs, ${deletedAnswers.toLocaleString('en')} answers, ${(before.entries - after.entries).toLocaleString('en')} words, ${(before.participants - after.participants).toLocaleString('en')} participants, ${(before.questions - after.questions).toLocaleString('en')} Q&A questions with their likes, and reaction counts.`,
    `Kept (another account, retention forever): ${after.answers.toLocaleString('en')} answers — ${kept ? 'untouched' : 'NOT untouched'}.`,
    '',
    `| Measure | Value |`,
    `| --- | --- |`,
    `| One pass of the retention job (batches of 200 runs) | ${(ms / 1000).toFixed(2)} s |`,
    `| Answers deleted per second | ${Math.round(deletedAnswers / (ms / 1000)).toLocaleString('en')} |`,
    '',
  ].join('\n');
  await publishReport(`retention${handle.driver === 'pglite' ? '-pglite' : ''}.md`, report);
  if (!kept || deletedAnswers !== before.answers / 2) process.exitCode = 1;
} finally {
  await handle.close();
  await created?.drop();
}
