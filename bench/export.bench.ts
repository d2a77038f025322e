// Export benchmark: a run of 15,000 participants and 20 quiz questions (300,000 answers) exported
// as Excel through the API, timed to the last byte, with the server's resident memory sampled
// every 50 ms; meanwhile 50 phones on another deck follow slide changes, whose time to the last
// phone is compared with the same changes before the export. Then the burst: one Free account's
// run exported as 6 PDF, 6 Excel and 18 slide images at once (`--bursts` times in a row) while
// the slide changes go on and /api/health/ is probed. Needs PostgreSQL (BENCH_DATABASE_URL).
// Run: npm run bench:export [-- --participants 15000 --questions 20 --only burst --account-queue 30]
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { API_PATHS } from '@crowdeck/core';
import { BenchApi, createBenchDeck } from './live/api';
import { watchingPhones } from './live/watching-phones';
import { createBenchDatabase, registerProAccount } from './live/plan';
import { readRssBytes } from './support/proc';
import { startServer } from './support/server';
import { spread } from './support/stats';
import { createFreeRun, fireBurst, probeHealth, type TBurstResult } from './export/burst';
import { seedRunAnswers } from './export/seed-run';
import { publishReport } from './support/report';
import { benchStep } from './support/step';

const { values } = parseArgs({
  options: {
    participants: { type: 'string', default: '15000' },
    questions: { type: 'string', default: '20' },
    phones: { type: 'string', default: '50' },
    port: { type: 'string', default: '3400' },
    format: { type: 'string', default: 'xlsx' },
    /** `burst`: the burst alone, without the large run's Excel export. */
    only: { type: 'string', default: 'all' },
    bursts: { type: 'string', default: '3' },
    /** EXPORT_QUEUE_PER_ACCOUNT of the server (its default when unset). */
    'account-queue': { type: 'string' },
  },
});
const N = Number(values.participants);
const Q = Number(values.questions);
const PHONES = Number(values.phones);
const FORMAT = values.format;
const LARGE = values.only !== 'burst';
const BURSTS = Number(values.bursts);
const ACCOUNT_QUEUE = values['account-queue'];
const step = benchStep('export');

const database = await createBenchDatabase();
const server = await startServer(Number(values.port), {
  DATABASE_URL: database.url,
  RATE_LIMIT_ENABLED: 'false',
  ...(ACCOUNT_QUEUE
    ? {
        EXPORT_QUEUE_PER_ACCOUNT: ACCOUNT_QUEUE,
        EXPORT_QUEUE_PER_SERVER: String(Math.max(32, Number(ACCOUNT_QUEUE))),
      }
    : {}),
});
const phones: Socket[] = [];
try {
  const api = new BenchApi(server.url);
  await registerProAccount(api, database.url, 'export');

  let runId = '';
  if (LARGE) {
    step(`creating a deck of ${Q} quiz questions`);
    const deck = await api.createDeck('Export benchmark');
    for (let i = 0; i < Q; i += 1) {
      const slide = await api.createSlide(deck.id, 'quiz');
      await api.call('PUT', `${API_PATHS.slideUpdate}${slide.id}/`, {
        question: `Question ${i + 1}`,
      });
      for (const [k, option] of slide.options.entries()) {
        await api.call('PUT', `${API_PATHS.optionUpdate}${option.id}/`, {
          text: `Answer ${k + 1}`,
          ...(k === 0 ? { isCorrect: true } : {}),
        });
      }
    }
    ({ runId } = await api.call<{ runId: string }>('GET', `${API_PATHS.liveRun}${deck.id}/`));

    step(
      `writing ${N.toLocaleString('en')} participants and ${(N * Q).toLocaleString('en')} answers`,
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // The deck is all quizzes: every slide gets an answer from every participant.
    await seedRunAnswers(
      client,
      { deckId: deck.id, runId },
      { count: N, name: 'Player ', maxScore: 20000 },
    );
    await client.query('ANALYZE');
    await client.end();
  }

  step(`${PHONES} phones join another deck`);
  const live = await createBenchDeck(api);
  const seen = new Map<string, number>();
  const watching = await watchingPhones(api, server.url, live, PHONES, (socket, i) =>
    seen.set(socket.id ?? String(i), Date.now()),
  );
  phones.push(...watching.phones);
  const { changes } = watching;

  step('30 slide changes before the exports, /api/health/ probed meanwhile');
  const idleHealth = probeHealth(server.url);
  const quiet = await changes(30);
  const healthIdle = await idleHealth.stop();

  let exported = { bytes: 0, firstByteMs: 0, totalMs: 0 };
  let during: number[] = [];
  let rssBefore = 0;
  let rssPeak = 0;
  if (LARGE) {
    step('exporting the run as Excel');
    rssBefore = readRssBytes(server.pid);
    rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, readRssBytes(server.pid));
    }, 50);
    let exportDone = false;
    const started = Date.now();
    const exporting = (async () => {
      const res = await fetch(`${server.url}${API_PATHS.reportExport}${runId}/?format=${FORMAT}`, {
        headers: { authorization: `Bearer ${api.sessionToken}` },
      });
      if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
      let bytes = 0;
      let firstByteMs = 0;
      for await (const chunk of res.body) {
        if (bytes === 0) firstByteMs = Date.now() - started;
        bytes += (chunk as Uint8Array).byteLength;
      }
      exportDone = true;
      return { bytes, firstByteMs, totalMs: Date.now() - started };
    })();
    during = await changes(10, () => exportDone);
    exported = await exporting;
    clearInterval(sampler);
  }

  step('a Free account with a run of 35 participants and 18 slides');
  const free = await createFreeRun(server.url, database.url);
  step(`${BURSTS} bursts of 6 PDF, 6 Excel and 18 slide images at once`);
  const bursts: TBurstResult[] = [];
  let bursting = true;
  const burstHealth = probeHealth(server.url);
  const duringBurst = changes(0, () => !bursting);
  for (let i = 0; i < BURSTS; i += 1) bursts.push(await fireBurst(free));
  bursting = false;
  const changesBurst = await duringBurst;
  const healthBurst = await burstHealth.stop();
  const q = spread(quiet);
  const d = LARGE ? spread(during) : { p50: NaN, p95: NaN, max: NaN };
  const hi = spread(healthIdle);
  const hb = spread(healthBurst);
  const cb = spread(changesBurst);
  const statusCounts = new Map<number, number>();
  for (const burst of bursts) {
    for (const [status, n] of burst.statuses)
      statusCounts.set(status, (statusCounts.get(status) ?? 0) + n);
  }
  const burstStatuses = [...statusCounts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n / BURSTS} × ${status}`)
    .join(', ');
  const burstMs = bursts.map((b) => b.totalMs.toLocaleString('en')).join(' / ');

  const report = [
    '# Export benchmark',
    '',
    `${new Date().toISOString()} · PostgreSQL · one server process${ACCOUNT_QUEUE ? ` (EXPORT_QUEUE_PER_ACCOUNT=${ACCOUNT_QUEUE})` : ''} · this machine's ${
      (await import('node:os')).cpus().length
    } cores shared with the benchmark.`,
    '',
    '| figure | measured | target |',
    '| --- | --- | --- |',
    `| run exported | ${N.toLocaleString('en')} participants × ${Q} questions (${(N * Q).toLocaleString('en')} answers) | |`,
    `| Excel export, first byte / last byte | ${exported.firstByteMs.toLocaleString('en')} / ${exported.totalMs.toLocaleString('en')} ms | ≤ 10,000 ms |`,
    `| file size | ${(exported.bytes / 1024 / 1024).toFixed(1)} MB | |`,
    `| server RSS growth (peak − before) | ${((rssPeak - rssBefore) / 1024 / 1024).toFixed(0)} MB (${(rssBefore / 1024 / 1024).toFixed(0)} → ${(rssPeak / 1024 / 1024).toFixed(0)} MB) | < 300 MB |`,
    `| slide change → last of ${PHONES} phones, p50 / p95 / max, before | ${q.p50} / ${q.p95} / ${q.max} ms (${quiet.length} changes) | |`,
    `| the same during the export | ${d.p50} / ${d.p95} / ${d.max} ms (${during.length} changes) | |`,
    `| burst: 6 PDF + 6 Excel + 18 slide images at once, one Free account (35 × 18 slides), ${BURSTS}× in a row | ${burstStatuses} per burst; all read in ${burstMs} ms | |`,
    `| /api/health/ p50 / p95 / max, idle | ${hi.p50} / ${hi.p95} / ${hi.max} ms (${healthIdle.length} probes) | |`,
    `| the same during the bursts | ${hb.p50} / ${hb.p95} / ${hb.max} ms (${healthBurst.length} probes) | p95 < 100 ms |`,
    `| slide change in another room → last of ${PHONES} phones, p50 / p95 / max, during the bursts | ${cb.p50} / ${cb.p95} / ${cb.max} ms (${changesBurst.length} changes) | p95 ≤ idle p95 + 50 = ${q.p95 + 50} ms |`,
    '',
  ].join('\n');
  await publishReport('export.md', report);
} finally {
  for (const socket of phones) socket.close();
  await server.stop();
  // BENCH_KEEP_DB=1 keeps the database for a look at its queries afterwards.
  if (process.env.BENCH_KEEP_DB) console.info(`kept ${database.url}`);
  else await database.drop();
}
