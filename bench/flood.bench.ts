// Join flood: one client sends 5,000 `audience:join` with wrong codes (about 220 KB), first on one
// socket, then reconnecting on new sockets as it is disconnected; meanwhile a worker thread asks
// /api/health/ every 10 ms (counted from the flood's start to a second after its end). Reports the health check's latency (target: p95 under 100 ms) and
// how the joins were answered. Join limits on (RATE_LIMIT_ENABLED=true). Run: npm run bench:flood
import { API_PATHS } from '@crowdeck/core';
import { startHealthProbe } from './flood/health-probe';
import { connectFloodSocket, floodBurst, tallyFlood, type TFloodOutcome } from './flood/join-flood';
import { startServer } from './support/server';
import { percentile } from './support/stats';
import { publishReport } from './support/report';

const JOINS = Number(process.env.BENCH_FLOOD_JOINS ?? 5000);
const PORT = Number(process.env.BENCH_PORT ?? 3200);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The probe runs this long before a flood (its own warm-up) and after it (the aftermath counts). */
const SETTLE_MS = 1_000;

/** One flood scenario: `sockets` sockets in turn, each sending its share of JOINS at once. */
async function scenario(url: string, name: string, sockets: number) {
  const probe = startHealthProbe(`${url}${API_PATHS.health}`);
  await pause(SETTLE_MS);
  const from = Date.now();
  const started = performance.now();
  const outcomes: TFloodOutcome[] = [];
  const share = Math.ceil(JOINS / sockets);
  for (let i = 0; i < sockets && outcomes.length < JOINS; i += 1) {
    const socket = await connectFloodSocket(url);
    outcomes.push(
      ...(await floodBurst(socket, Math.min(share, JOINS - outcomes.length), outcomes.length)),
    );
    socket.close();
  }
  const elapsedMs = performance.now() - started;
  await pause(SETTLE_MS);
  const health = (await probe.stop()).filter(([at]) => at >= from).map(([, ms]) => ms);
  const tally = tallyFlood(outcomes);
  const p = (q: number) => percentile(health, q).toFixed(1);
  return {
    name,
    row: `| ${name} | ${outcomes.length} | ${(elapsedMs / 1000).toFixed(1)} | ${tally.not_found} | ${tally.rate_limited} | ${tally.dropped} | ${health.length} | ${p(50)} | ${p(95)} | ${Math.max(...health).toFixed(1)} |`,
    p95: percentile(health, 95),
  };
}

/** The health check's latency with nothing else going on. */
async function baseline(url: string) {
  const probe = startHealthProbe(`${url}${API_PATHS.health}`);
  await pause(SETTLE_MS);
  const from = Date.now();
  await pause(2_000);
  const health = (await probe.stop()).filter(([at]) => at >= from).map(([, ms]) => ms);
  return `| quiet (no flood) | 0 | 2.0 | – | – | – | ${health.length} | ${percentile(health, 50).toFixed(1)} | ${percentile(health, 95).toFixed(1)} | ${Math.max(...health).toFixed(1)} |`;
}

const server = await startServer(PORT, { RATE_LIMIT_ENABLED: 'true' });
try {
  const quiet = await baseline(server.url);
  const oneSocket = await scenario(server.url, `${JOINS} joins on one socket`, 1);
  const reconnecting = await scenario(server.url, `${JOINS} joins over 50 sockets in turn`, 50);
  const verdict = Math.max(oneSocket.p95, reconnecting.p95) < 100 ? 'met' : 'NOT met';
  const report = [
    `# Join flood benchmark`,
    ``,
    `${new Date().toISOString()} · Node ${process.version} · embedded PGlite · one server process`,
    ``,
    `One client (one address) sends ${JOINS} \`audience:join\` with wrong codes; /api/health/ is`,
    `asked every 10 ms from a worker thread, from the flood's start to a second after its end. Target: health p95 under 100 ms (${verdict}).`,
    `"dropped" joins were never answered: the server disconnected the socket that kept going.`,
    ``,
    `| scenario | joins sent | seconds | not_found | rate_limited | dropped | health checks | health p50 ms | health p95 ms | health max ms |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    quiet,
    oneSocket.row,
    reconnecting.row,
    ``,
  ].join('\n');
  await publishReport('flood.md', report);
} finally {
  await server.stop();
}
