// Live benchmark: N phones on one or more Crowdeck nodes, against bare ws and bare Socket.IO floors.
// Run: npm run bench:live -- --audience 15000 [--nodes 2] [--redis] [--embedded] [--changes 30]
//      [--client lean|socket.io-client]
import { fork } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_PATHS, LIVE_LIMITS } from '@crowdeck/core';
import { BenchApi, createBenchDeck } from './live/api';
import { BenchPresenter } from './live/presenter';
import { SmallRoom } from './live/small-room';
import { Fleet } from './live/fleet';
import type { TPhoneClient } from './live/phone-socket';
import { startHealthProbe } from './flood/health-probe';
import { tallyFlood, type TFloodResult } from './flood/join-flood';
import { measureSocketIo, measureWsBroadcast } from './live/floors';
import { countStoredAnswers, createBenchDatabase, grantProPlan } from './live/plan';
import { renderLiveReport, type TLiveReport, type TStorm } from './live/report';
import type { TStormKind } from './live/protocol';
import { nodePort, startNodes, stopNodes } from './support/nodes';
import { readTcpCounters, tcpDelta, type TTcpCounters } from './support/kernel-tcp';
import { readCpuMs, readRssBytes } from './support/proc';
import { dropRedisKeys, expectRedisNodes } from './support/redis';
import { startServer, type TLoopDelay } from './support/server';
import { spread, doneQuantiles } from './support/stats';
import { publishReport, writeReports } from './support/report';
import { benchStep } from './support/step';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    audience: { type: 'string', default: '1000' },
    nodes: { type: 'string', default: '1' },
    redis: { type: 'boolean', default: false },
    embedded: { type: 'boolean', default: false },
    changes: { type: 'string', default: '30' },
    port: { type: 'string', default: '3500' },
    client: { type: 'string', default: 'lean' },
    // The floors' connections all go to one process: above 15,000 (this machine's open files) the
    // node-count series measures them at a smaller N.
    'floor-audience': { type: 'string' },
  },
});
const N = Number(values.audience);
const FLOOR_N = Number(values['floor-audience'] ?? N);
const NODES = Number(values.nodes);
const CHANGES = Math.max(30, Number(values.changes));
const PORT = Number(values.port);
if (values.client !== 'lean' && values.client !== 'socket.io-client') {
  throw new Error('--client must be lean or socket.io-client');
}
/** The phones' Socket.IO client in the load processes (Crowdeck's and the bare floor's alike). */
const CLIENT: TPhoneClient = values.client;
/** Wrong-code joins the flooding client sends at least (it goes on until the changes end). */
const FLOOD_JOINS = Number(process.env.BENCH_FLOOD_JOINS ?? 5000);
/** BENCH_SMALL_ROOM=0 leaves out the small room (30 phones, its presenter) beside the big one. */
const SMALL_ROOM = process.env.BENCH_SMALL_ROOM !== '0';
/**
 * After the recovery storm, how long to wait before reading the nodes' memory again: by default
 * Socket.IO's recovery window (the sessions and missed packets it holds) and 15 s more.
 */
const RECOVERY_WAIT_MS = Number(process.env.BENCH_RECOVERY_WAIT_MS ?? 2 * 60_000 + 15_000);
/** BENCH_PHASE_PROF=<folder>: one V8 CPU profile per phase and node, `<phase>-node<k>.cpuprofile`. */
const PHASE_PROF = process.env.BENCH_PHASE_PROF;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `crowdeck-bench-${Date.now()}:`;
const email = `bench-${Date.now()}@example.com`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const step = benchStep('live');

const STORM_TEXT: Record<TStormKind, string> = {
  leave: 'every phone closes its connection as the app does when it goes, and comes back',
  drop: 'every phone’s connection is cut (a network drop: no close frame), and comes back',
  restart:
    'every node is stopped (SIGTERM) and started again; the phones come back once it listens',
  fresh:
    'every phone’s connection is cut and it comes back as a reloaded page (a new socket.io-client as the app configures it, its token)',
  recover:
    'a network blip under the app’s socket.io-client: it reconnects by itself with connection-state recovery, then joins with its token as the app does',
};

/**
 * Waits (at most 60 s) until `expected` phones hold their score from the question's close, so the
 * storm compares what each phone was last told with what it resumes as.
 */
async function untilScored(fleet: Fleet, expected: number): Promise<void> {
  const start = Date.now();
  let count = 0;
  while (Date.now() - start < 60_000) {
    count = (await fleet.all({ cmd: 'scored' }, 'scored')).reduce((s, e) => s + e.count, 0);
    if (count >= expected) break;
    await sleep(200);
  }
  step(`${count} of ${expected} phones were sent their score in ${Date.now() - start} ms`);
}

// Node k uses ports PORT + 2k and PORT + 2k + 1; the floors use PORT + 10 and PORT + 20.
if (!Number.isInteger(NODES) || NODES < 1 || NODES > 4) {
  throw new Error('--nodes must be 1 to 4 (the floors use PORT + 10 and PORT + 20)');
}
if (NODES > 1 && values.embedded) {
  throw new Error('--embedded (PGlite) is one process’s database: several nodes need PostgreSQL');
}
const useRedis = NODES > 1 || values.redis;
const database = values.embedded ? null : await createBenchDatabase();
// Limits on, as in production: phones come from 250 loopback addresses (load-worker.ts).
const env = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_ENABLED: 'true',
  ...(database ? { DATABASE_URL: database.url } : {}),
  // A key prefix of its own: the machine's Redis is shared, and nothing is ever flushed.
  ...(useRedis ? { REDIS_URL, REDIS_PREFIX } : {}),
};
let nodes = await startNodes(NODES, PORT, env).catch(async (error: unknown) => {
  await database?.drop();
  throw error;
});
const api = new BenchApi(nodes[0]!.url);

try {
  await api.register(email);
  if (database) await grantProPlan({ databaseUrl: database.url }, email, N);
  else {
    const dataDir = nodes[0]!.dataDir;
    await stopNodes(nodes);
    await grantProPlan({ dataDir }, email, N);
    nodes = [await startServer(PORT, env, dataDir)];
    await api.signIn(email);
  }
  if (useRedis) await expectRedisNodes(nodes);
  const where = nodes.map((n) => n.url).join(', ');
  step(
    `${NODES} node(s) up (${database ? 'PostgreSQL' : 'PGlite'}${useRedis ? ' + Redis' : ''}): ${where}`,
  );
  const deck = await createBenchDeck(api);
  await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: deck.pollIds[0] });

  const presenter = await BenchPresenter.attach(nodes[0]!.url, api.sessionToken, api, deck.id);
  const small = SMALL_ROOM ? await SmallRoom.start(nodes[0]!.url) : null;
  if (small)
    step('small room: 30 phones and their presenter on node 1, a slide change every 250 ms');
  const cpuStart = nodes.map((n) => readCpuMs(n.pid));
  const rssBefore = nodes.map((n) => readRssBytes(n.pid));
  // With BENCH_NODE_FLAGS=--expose-gc: the heap after a full GC, a steadier reading than RSS.
  const heapProbe = (process.env.BENCH_NODE_FLAGS ?? '').includes('--expose-gc');
  const heapBefore = heapProbe ? await Promise.all(nodes.map((n) => n.heapUsed())) : [];
  const urls = nodes.map((n) => n.url);
  const fleet = await Fleet.start({ kind: 'crowdeck', client: CLIENT, urls, code: deck.code }, N);
  step(`${N} phones joining, round-robin over ${NODES} node(s); the presenter is on node 1`);
  // Event-loop delay of every node, per phase: each reading covers the time since the previous.
  const loop: Record<string, TLoopDelay[]> = {};
  // The kernel's refusals per phase: a full accept queue (the node did not accept in time) or a
  // SYN cookie that failed (the client is reset), told apart from the load side's own errors.
  const tcp: Record<string, TTcpCounters> = {};
  let tcpBefore = readTcpCounters();
  /** Each node's CPU (ms) during each phase, for the cost per phone and per change. */
  const phaseCpu: Record<string, number[]> = {};
  let cpuBefore = nodes.map((n) => readCpuMs(n.pid));
  let phaseFrom = Date.now();
  const readLoop = async (phase?: string) => {
    const cpuNow = nodes.map((n) => readCpuMs(n.pid));
    if (phase) {
      phaseCpu[phase] = cpuNow.map((c, k) => c - (cpuBefore[k] ?? c));
      small?.mark(phase, phaseFrom, Date.now());
    }
    cpuBefore = cpuNow;
    phaseFrom = Date.now();
    const readings = await Promise.all(nodes.map((n) => n.loopDelay()));
    if (PHASE_PROF) {
      await mkdir(PHASE_PROF, { recursive: true });
      const slug = (phase ?? 'between').replace(/\W+/g, '-');
      await Promise.all(
        nodes.map(async (n, k) => {
          await n.profile('stop', path.join(PHASE_PROF, `${slug}-node${k + 1}.cpuprofile`));
          await n.profile('start');
        }),
      );
    }
    const tcpNow = readTcpCounters();
    if (phase) {
      loop[phase] = readings;
      tcp[phase] = tcpDelta(tcpBefore, tcpNow);
    }
    tcpBefore = tcpNow;
  };
  if (PHASE_PROF) await Promise.all(nodes.map((n) => n.profile('start')));
  await readLoop();
  const t0 = Date.now();
  const joined = await fleet.all({ cmd: 'connect' }, 'joined');
  const joinCpuMs = nodes.reduce(
    (sum, n, k) => sum + readCpuMs(n.pid) - (cpuStart[k] as number),
    0,
  );
  const joinMs = Math.max(...joined.map((j) => j.lastDone)) - t0;
  const joinSpread = doneQuantiles(joined.flatMap((j) => j.doneAt.map((at) => at - t0)));
  const joinAckSpread = doneQuantiles(joined.flatMap((j) => j.ackMs));
  const admitted = joined.reduce((s, j) => s + j.ok, 0);
  await sleep(1000);
  const phonesOf = (k: number) => Math.floor(N / NODES) + (k < N % NODES ? 1 : 0);
  const rssGrowth = nodes.map((n, k) => readRssBytes(n.pid) - (rssBefore[k] as number));
  const rssPerPhone = rssGrowth.reduce((s, b) => s + b, 0) / Math.max(1, admitted);
  const heapAfter = heapProbe ? await Promise.all(nodes.map((n) => n.heapUsed())) : [];
  const heapGrowth = heapAfter.map((h, k) => (h ?? 0) - (heapBefore[k] ?? 0));
  const heapPerPhoneKb = heapProbe
    ? heapGrowth.reduce((s, b) => s + b, 0) / Math.max(1, admitted) / 1024
    : undefined;

  await readLoop('joins');
  const joinRetries = joined.reduce((s, j) => s + j.retries, 0);
  step(
    `${admitted} joined in ${joinMs} ms (${joinRetries} connection retries); ${CHANGES} slide changes`,
  );
  const joinErrors = joined.flatMap((j) => j.errors);
  if (joinErrors.length) step(`join errors: ${joinErrors.join('; ')}`);
  /** `count` slide changes, each timed from the request to the last phone that got it. */
  const measureChanges = async (count: number, expected: number) => {
    const ms: number[] = [];
    let missed = 0;
    for (let i = 0; i < count; i++) {
      const slideId = deck.pollIds[(i + 1) % 2] as string;
      // Every load process listens before the change is made (a busy machine delays commands).
      await fleet.all({ cmd: 'watch', tag: slideId }, 'watching');
      const received = fleet.all(undefined, 'received');
      const start = Date.now();
      await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: slideId });
      const putMs = Date.now() - start;
      if (putMs > 1000) step(`slide change ${i + 1}: the request took ${putMs} ms`);
      const events = await received;
      const reached = events.reduce((sum, e) => sum + e.count, 0);
      missed += Math.max(0, expected - reached);
      if (reached < expected)
        step(`slide change ${i + 1}: only ${reached} of ${expected} phones got it`);
      ms.push(Math.max(...events.map((e) => e.last)) - start);
    }
    return { ms, missed };
  };
  const { ms: changeMs, missed } = await measureChanges(CHANGES, admitted);
  await readLoop('slide changes');
  step('quiz: simultaneous answers');
  await fleet.all({ cmd: 'watch', tag: deck.quizId }, 'watching');
  const quizShown = fleet.all(undefined, 'received');
  await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: deck.quizId });
  await quizShown;
  await api.call('POST', `${API_PATHS.slideGame}${deck.quizId}/`, { action: 'start' });
  const at = Date.now() + LIVE_LIMITS.questionIntroSec * 1000 + 500;
  const answered = await fleet.all(
    { cmd: 'answer', at, slideId: deck.quizId, optionId: deck.correctOptionId },
    'answered',
  );
  const lastAck = Math.max(...answered.map((a) => a.lastAck));
  const answerMs = lastAck - at;
  const acknowledged = answered.reduce((s, a) => s + a.ok, 0);
  const results = await api.call<{ totalResponses: number }>(
    'GET',
    `${API_PATHS.slideResults}${deck.quizId}/`,
  );
  const storedAnswers = async () => {
    if (database) return countStoredAnswers(database.url, deck.quizId);
    const total = (
      await api.call<{ totalResponses: number }>('GET', `${API_PATHS.slideResults}${deck.quizId}/`)
    ).totalResponses;
    return { rows: total, phones: total };
  };
  const stored = await storedAnswers();
  // From the last acknowledgement to the presenter's screen holding the final count.
  const finalCountAt = await presenter.reached(
    deck.quizId,
    answered.reduce((s, a) => s + a.ok, 0),
  );
  const presenterMs = finalCountAt === null ? null : Math.max(0, finalCountAt - lastAck);
  small?.mark('answers: first sent → last acknowledged', at, lastAck);

  await readLoop('answers');
  // The question closes once every phone answered; let the scores reach the phones first.
  await untilScored(fleet, acknowledged);
  /** Every phone loses its connection at once (as `how` says) and comes back with its token. */
  const runStorm = async (how: TStormKind, restarted?: () => Promise<number>) => {
    step(`reconnect storm (${how}): ${STORM_TEXT[how]}`);
    const storedBefore = await storedAnswers();
    await readLoop();
    const rssBefore = nodes.reduce((s, n) => s + readRssBytes(n.pid), 0);
    const stormCpuFrom = nodes.map((n) => readCpuMs(n.pid));
    // A restart: the nodes are stopped and started again before the phones come back.
    const downMs = restarted ? await restarted() : undefined;
    const resumed = await fleet.all({ cmd: 'reconnect', how }, 'resumed');
    // Restarted nodes are new processes: their CPU counts from their start.
    const stormCpuMs = nodes.reduce(
      (s, n, k) => s + readCpuMs(n.pid) - (restarted ? 0 : (stormCpuFrom[k] as number)),
      0,
    );
    const ms =
      Math.max(...resumed.map((r) => r.lastDone)) - Math.min(...resumed.map((r) => r.startedAt));
    const rssAfter = nodes.reduce((s, n) => s + readRssBytes(n.pid), 0);
    // Recovered phones did not join again: each does now, past the storm's time and CPU, to
    // check it is the participant it was, with its score.
    const checked = how === 'recover' ? await fleet.all({ cmd: 'check' }, 'checked') : [];
    const result: TStorm = {
      how,
      ms,
      downMs,
      resumed: resumed.reduce((s, r) => s + r.ok, 0),
      same: [...resumed, ...checked].reduce((s, r) => s + r.same, 0),
      sameParticipant: [...resumed, ...checked].reduce((s, r) => s + r.sameParticipant, 0),
      recovered: resumed.reduce((s, r) => s + r.recovered, 0),
      cpuMs: stormCpuMs,
      rssBeforeMb: rssBefore / 1024 / 1024,
      rssAfterMb: rssAfter / 1024 / 1024,
      errors: resumed.flatMap((r) => r.errors),
      retries: resumed.reduce((s, r) => s + r.retries, 0),
      storedBefore: storedBefore.rows,
      storedAfter: (await storedAnswers()).rows,
      spread: doneQuantiles(resumed.flatMap((r) => r.doneMs)),
    };
    await readLoop(`reconnect storm (${how})`);
    step(
      `${result.resumed} resumed (${result.same} as themselves with their score) in ${ms} ms (${result.retries} connection retries)`,
    );
    if (result.errors.length) step(`reconnect errors: ${result.errors.join('; ')}`);
    // Let the node settle (the old connections' last work) before what comes next.
    await sleep(2000);
    return result;
  };
  const storms: TStorm[] = [await runStorm('leave'), await runStorm('drop')];
  // The storms of real phones: a reload (fresh app sockets) and a blip they recover from.
  const rssBeforeAppStorms = nodes.reduce((s, n) => s + readRssBytes(n.pid), 0) / 1024 / 1024;
  storms.push(await runStorm('fresh'));
  // Real phones hold the offset of the last broadcast they got, which recovery needs: one slide
  // change reaches the reloaded phones before the blip.
  await measureChanges(1, (storms.at(-1) as TStorm).resumed);
  storms.push(await runStorm('recover'));
  step(`waiting ${RECOVERY_WAIT_MS} ms (the recovery window) before reading memory again`);
  await sleep(RECOVERY_WAIT_MS);
  const recoveryWindow = {
    waitedMs: RECOVERY_WAIT_MS,
    rssBeforeMb: rssBeforeAppStorms,
    rssAfterMb: nodes.reduce((s, n) => s + readRssBytes(n.pid), 0) / 1024 / 1024,
    heapAfterMb: heapProbe
      ? (await Promise.all(nodes.map((n) => n.heapUsed()))).reduce<number>(
          (s, h) => s + (h ?? 0),
          0,
        ) /
        1024 /
        1024
      : undefined,
  };
  await readLoop('recovery window');
  /** The phones back after the storms: the ones the flood's slide changes must reach. */
  const backAfterStorms = (storms.at(-1) as TStorm).resumed;

  step(
    `join flood: one client sends ${FLOOD_JOINS} wrong codes to node 1 during ${CHANGES} slide changes`,
  );
  const probe = startHealthProbe(`${nodes[0]!.url}${API_PATHS.health}`);
  await sleep(1000);
  const probeFrom = Date.now();
  const flooder = fork(
    path.join(here, 'flood', 'flood-process.ts'),
    [nodes[0]!.url, String(FLOOD_JOINS)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const flooded = new Promise<TFloodResult>((resolve, reject) => {
    flooder.once('message', (result: TFloodResult) => resolve(result));
    flooder.once('exit', (code) => reject(new Error(`the flood process exited (${code})`)));
  });
  const duringFlood = await measureChanges(CHANGES, backAfterStorms);
  flooder.send('stop');
  const floodResult = await flooded;
  await sleep(1000);
  const health = (await probe.stop()).filter(([t]) => t >= probeFrom).map(([, ms]) => ms);
  await readLoop('join flood');
  const flood = {
    joins: floodResult.outcomes.length,
    ms: floodResult.ms,
    outcomes: tallyFlood(floodResult.outcomes),
    connectErrors: floodResult.connectErrors,
    healthMs: { ...spread(health), count: health.length },
    changeMs: spread(duringFlood.ms),
    missedChanges: duringFlood.missed,
  };
  const cpuMs = nodes.map((n, k) => readCpuMs(n.pid) - (cpuStart[k] as number));
  const perNode = nodes.map((n, k) => ({
    url: n.url,
    phones: phonesOf(k),
    rssPerPhoneKb: (rssGrowth[k] as number) / Math.max(1, phonesOf(k)) / 1024,
    rssMb: readRssBytes(n.pid) / 1024 / 1024,
    cpuMs: cpuMs[k] as number,
  }));
  const loadCpuMs = await fleet.cpuMs();
  // Last, as it replaces the nodes (their CPU and memory are read above): every node restarted.
  presenter.close();
  const smallRoom = small ? await small.stop() : [];
  storms.push(
    await runStorm('restart', async () => {
      const stoppedAt = Date.now();
      const dataDirs = nodes.map((n) => n.dataDir);
      await stopNodes(nodes);
      nodes = [];
      for (const [k, dataDir] of dataDirs.entries()) {
        nodes.push(await startServer(nodePort(PORT, k), env, dataDir));
      }
      if (useRedis) await expectRedisNodes(nodes);
      if (PHASE_PROF) await Promise.all(nodes.map((n) => n.profile('start')));
      return Date.now() - stoppedAt;
    }),
  );
  await fleet.close();
  await stopNodes(nodes);

  step('floors: bare ws broadcast, bare Socket.IO connect and broadcast');
  const payload = JSON.stringify({ type: 'state', padding: 'x'.repeat(600) });
  const ws = await measureWsBroadcast(FLOOR_N, payload, CHANGES, PORT + 10);
  const sio = await measureSocketIo(FLOOR_N, PORT + 20, 'x'.repeat(600), CHANGES, CLIENT);

  const report: TLiveReport = {
    at: new Date().toISOString(),
    audience: N,
    floorAudience: FLOOR_N,
    database: database ? 'postgres' : 'pglite',
    nodes: NODES,
    redis: useRedis,
    client: CLIENT,
    admitted,
    joinErrors: joined.flatMap((j) => j.errors),
    joinRetries,
    joinMs,
    joinSpread,
    joinAckSpread,
    socketIoConnectMs: sio.connectMs,
    socketIoConnectSpread: sio.connectSpread,
    joinCpuMs,
    socketIoConnectCpuMs: sio.connectCpuMs,
    changeMs: spread(changeMs),
    wsChangeMs: spread(ws.latencies),
    socketIoChangeMs: spread(sio.latencies),
    socketIoStormMs: sio.stormMs,
    socketIoStormSpread: sio.stormSpread,
    socketIoAckMs: sio.ackMs,
    missedChanges: missed,
    answerMs,
    acknowledged,
    stored: stored.rows,
    storedPhones: stored.phones,
    resultsTotal: results.totalResponses,
    answerErrors: answered.flatMap((a) => a.errors),
    storms,
    recoveryWindow,
    smallRoom,
    phaseCpu,
    changes: CHANGES,
    flood,
    loop,
    tcp,
    presenterMs,
    rssPerPhoneKb: rssPerPhone / 1024,
    heapPerPhoneKb,
    wsRssPerConnectionKb: ws.rssPerConnection / 1024,
    socketIoRssPerConnectionKb: sio.rssPerConnection / 1024,
    serverCpuMs: cpuMs.reduce((s, c) => s + c, 0),
    loadCpuMs,
    perNode,
  };
  const { markdown } = renderLiveReport(report);
  const scale = NODES > 1 || useRedis ? `-${NODES}node${NODES > 1 ? 's' : ''}-redis` : '';
  const name = `live-${report.database}${scale}-${N}`;
  await writeReports({ [`${name}.json`]: JSON.stringify(report, null, 2) });
  await publishReport(`${name}.md`, markdown);
} finally {
  await stopNodes(nodes);
  await database?.drop();
  if (useRedis) dropRedisKeys(REDIS_URL, REDIS_PREFIX);
}
