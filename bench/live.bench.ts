// Live benchmark: N phones on one Crowdeck server, against bare ws and bare Socket.IO floors.
// Run: npm run bench:live -- --audience 15000 [--embedded] [--changes 10]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_PATHS, LIVE_LIMITS } from '@crowdeck/core';
import { BenchApi, createBenchDeck } from './live/api';
import { Fleet } from './live/fleet';
import { measureSocketIoConnect, measureWsBroadcast } from './live/floors';
import { createBenchDatabase, grantProPlan } from './live/plan';
import { renderLiveReport, type TLiveReport } from './live/report';
import { readCpuMs, readRssBytes } from './support/proc';
import { startServer } from './support/server';
import { percentile } from './support/stats';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    audience: { type: 'string', default: '1000' },
    embedded: { type: 'boolean', default: false },
    changes: { type: 'string', default: '10' },
    port: { type: 'string', default: '3300' },
  },
});
const N = Number(values.audience);
const CHANGES = Math.max(10, Number(values.changes));
const PORT = Number(values.port);
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const email = `bench-${Date.now()}@example.com`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const step = (text: string) =>
  console.info(`[bench:live] ${new Date().toISOString().slice(11, 19)} ${text}`);

const database = values.embedded ? null : await createBenchDatabase(PG_BASE);
const env = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_ENABLED: 'false',
  ...(database ? { DATABASE_URL: database.url } : {}),
};
let server = await startServer(PORT, env);
const api = new BenchApi(server.url);
await api.register(email);
if (database) await grantProPlan({ databaseUrl: database.url }, email);
else {
  await server.stop();
  await grantProPlan({ dataDir: server.dataDir }, email);
  server = await startServer(PORT, env, server.dataDir);
  await api.signIn(email);
}
step(`server up (${database ? 'PostgreSQL' : 'PGlite'}), building the deck`);
const deck = await createBenchDeck(api);
await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: deck.pollIds[0] });

try {
  const cpuStart = readCpuMs(server.pid);
  const rssBefore = readRssBytes(server.pid);
  const fleet = await Fleet.start({ kind: 'crowdeck', url: server.url, code: deck.code }, N);
  step(`${N} phones joining`);
  const t0 = Date.now();
  const joined = await fleet.all({ cmd: 'connect' }, 'joined');
  const joinMs = Math.max(...joined.map((j) => j.lastDone)) - t0;
  const admitted = joined.reduce((s, j) => s + j.ok, 0);
  await sleep(1000);
  const rssPerPhone = (readRssBytes(server.pid) - rssBefore) / Math.max(1, admitted);

  step(`${admitted} joined in ${joinMs} ms; ${CHANGES} slide changes`);
  const changeMs: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const slideId = deck.pollIds[(i + 1) % 2] as string;
    const received = fleet.all({ cmd: 'watch', tag: slideId }, 'received');
    await sleep(100);
    const start = Date.now();
    await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: slideId });
    const events = await received;
    const reached = events.reduce((sum, e) => sum + e.count, 0);
    if (reached < admitted)
      step(`slide change ${i + 1}: only ${reached} of ${admitted} phones got it`);
    changeMs.push(Math.max(...events.map((e) => e.last)) - start);
  }

  step('quiz: simultaneous answers');
  const quizShown = fleet.all({ cmd: 'watch', tag: deck.quizId }, 'received');
  await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: deck.quizId });
  await quizShown;
  await api.call('POST', `${API_PATHS.slideGame}${deck.quizId}/`, { action: 'start' });
  const at = Date.now() + LIVE_LIMITS.questionIntroSec * 1000 + 500;
  const answered = await fleet.all(
    { cmd: 'answer', at, slideId: deck.quizId, optionId: deck.correctOptionId },
    'answered',
  );
  const answerMs = Math.max(...answered.map((a) => a.lastAck)) - at;
  const acknowledged = answered.reduce((s, a) => s + a.ok, 0);
  const results = await api.call<{ totalResponses: number }>(
    'GET',
    `${API_PATHS.slideResults}${deck.quizId}/`,
  );
  const serverCpuMs = readCpuMs(server.pid) - cpuStart;
  const loadCpuMs = await fleet.cpuMs();
  await fleet.close();
  await server.stop();

  step('floors: bare ws broadcast and bare Socket.IO connect');
  const payload = JSON.stringify({ type: 'state', padding: 'x'.repeat(600) });
  const ws = await measureWsBroadcast(N, payload, CHANGES, PORT + 10);
  const sio = await measureSocketIoConnect(N, PORT + 20);

  const report: TLiveReport = {
    at: new Date().toISOString(),
    audience: N,
    database: database ? 'postgres' : 'pglite',
    admitted,
    joinErrors: joined.flatMap((j) => j.errors),
    joinMs,
    socketIoConnectMs: sio.connectMs,
    changeMs: {
      p50: percentile(changeMs, 50),
      p95: percentile(changeMs, 95),
      max: Math.max(...changeMs),
    },
    wsChangeMs: {
      p50: percentile(ws.latencies, 50),
      p95: percentile(ws.latencies, 95),
      max: Math.max(...ws.latencies),
    },
    answerMs,
    acknowledged,
    stored: results.totalResponses,
    answerErrors: answered.flatMap((a) => a.errors),
    rssPerPhoneKb: rssPerPhone / 1024,
    wsRssPerConnectionKb: ws.rssPerConnection / 1024,
    socketIoRssPerConnectionKb: sio.rssPerConnection / 1024,
    serverCpuMs,
    loadCpuMs,
  };
  const { markdown } = renderLiveReport(report);
  await mkdir(path.join(here, 'reports'), { recursive: true });
  const name = `live-${report.database}-${N}`;
  await writeFile(path.join(here, 'reports', `${name}.json`), JSON.stringify(report, null, 2));
  await writeFile(path.join(here, 'reports', `${name}.md`), markdown);
  console.info(markdown);
} finally {
  await server.stop().catch(() => undefined);
  await database?.drop();
}
