// Soak benchmark: many whole sessions on one node, heap after a full GC at start, middle and end.
// Run: npm run bench:soak -- [--decks 500] [--phones 30] [--parallel 8] [--port 3520]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BenchApi } from './live/api';
import { playSession, type TSessionEnd } from './soak/session';
import { startSoakServer, type THeapReading } from './soak/soak-server';
import { publishReport, REPORTS_DIR } from './support/report';
import { benchStep } from './support/step';

const { values } = parseArgs({
  options: {
    decks: { type: 'string', default: '500' },
    phones: { type: 'string', default: '30' },
    parallel: { type: 'string', default: '8' },
    port: { type: 'string', default: '3520' },
  },
});
const DECKS = Number(values.decks);
const PHONES = Number(values.phones);
const PARALLEL = Math.max(1, Number(values.parallel));
/** Decks left (not deleted) leave memory after this long: short, so the end sample sees it. */
const IDLE_SECONDS = 5;
/**
 * Socket.IO keeps each disconnected socket's session, and the packets it missed, for connection-
 * state recovery (2 min, apps/server/src/modules/live/realtime/socket-server.ts): every sample is taken once
 * that window has passed since the last session, so the samples compare like with like.
 */
const RECOVERY_WAIT_MS = 125_000;
const step = benchStep('soak');
if (PHONES > 35) throw new Error('--phones at most 35: the decks run on the Free plan');

const server = await startSoakServer(Number(values.port), {
  LIVE_IDLE_SECONDS: String(IDLE_SECONDS),
});
const samples: { label: string; sessions: number; at: number; reading: THeapReading }[] = [];
const started = Date.now();
const sample = async (label: string, sessions: number) => {
  const reading = await server.readHeap();
  samples.push({ label, sessions, at: Date.now() - started, reading });
  step(`${label}: ${sessions} sessions, heap ${(reading.heapUsed / 2 ** 20).toFixed(1)} MB`);
};
let lastSessionAt = Date.now();
/** Waits until the node holds no per-deck state (decks left idle are swept) nor recovery data. */
const settle = async () => {
  await new Promise((r) =>
    setTimeout(r, Math.max(0, lastSessionAt + RECOVERY_WAIT_MS - Date.now())),
  );
  const deadline = Date.now() + (IDLE_SECONDS + 90) * 1000;
  let held: Record<string, number> = {};
  while (Date.now() < deadline) {
    held = (await server.readHeap()).sizes;
    if (Object.values(held).every((n) => n === 0)) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`per-deck state still held after the idle time: ${JSON.stringify(held)}`);
};

try {
  // Ten presenters share the sessions (one account per presenter, as in a real install).
  const presenters = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const api = new BenchApi(server.url);
      await api.register(`soak-${Date.now()}-${i}@example.com`);
      return api;
    }),
  );
  let next = 0;
  let done = 0;
  let failures = 0;
  const run = async (count: number) => {
    const target = next + count;
    const worker = async () => {
      while (next < target) {
        const index = next++;
        // Half the sessions end with their presentation deleted, half are simply left idle.
        const end: TSessionEnd = index % 2 === 0 ? 'deleted' : 'idle';
        const api = presenters[index % presenters.length]!;
        await playSession(api, server.url, PHONES, end).catch((error: unknown) => {
          failures += 1;
          console.error(`[bench:soak] session ${index} failed:`, error);
        });
        done += 1;
        lastSessionAt = Date.now();
        if (done % 50 === 0) step(`${done} of ${DECKS} sessions`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  };

  // Warm-up: code paths loaded and compiled, then the baseline.
  const warmUp = Math.max(PARALLEL, Math.round(DECKS / 20));
  await run(warmUp);
  await settle();
  await sample('start', done);
  await run(Math.round(DECKS / 2) - done);
  await settle();
  await sample('middle', done);
  await run(DECKS - done);
  await settle();
  await sample('end', done);

  const base = samples[0]!.reading.heapUsed;
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  const rows = samples.map(
    (s) =>
      `| ${s.label} | ${s.sessions} | ${(s.at / 1000).toFixed(0)} | ${mb(s.reading.heapUsed)} | ${(
        ((s.reading.heapUsed - base) / base) *
        100
      ).toFixed(1)} % | ${Object.entries(s.reading.sizes)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')} |`,
  );
  const worst = Math.max(...samples.map((s) => Math.abs(s.reading.heapUsed - base) / base));
  const report = [
    `# Soak: ${DECKS} sessions × ${PHONES} phones on one node (PGlite)`,
    '',
    `${new Date().toISOString()} · ${PARALLEL} sessions at a time · half deleted, half left idle ` +
      `(LIVE_IDLE_SECONDS=${IDLE_SECONDS}) · ${failures} sessions failed`,
    '',
    'Each session: quiz question (all phones answer, closes early), word cloud, open-ended, a',
    'reaction per phone, a Q&A question every phone likes. Heap = V8 heap used after a full GC',
    '(`--expose-gc`), once the node holds no per-deck state and Socket.IO’s 2-minute recovery',
    'window has passed since the last session. Per-deck state = the entries each per-deck map of',
    'the node holds at the sample (live/idle-decks.ts).',
    '',
    '| sample | sessions | seconds | heap MB | vs start | per-deck state |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Largest change from start: ${(worst * 100).toFixed(1)} % (${worst <= 0.1 ? 'flat' : 'NOT flat'} within 10 %).`,
    '',
  ].join('\n');
  const name = `soak-${DECKS}x${PHONES}.md`;
  await publishReport(name, report);
  step(`report: ${path.relative(process.cwd(), path.join(REPORTS_DIR, name))}`);
  if (failures > 0 || worst > 0.1) process.exitCode = 1;
} finally {
  await server.stop();
}
