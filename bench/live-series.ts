// The node-count series: bench:live on 1, 2 and 4 nodes on Redis with the same phones per node,
// one run after the other, then each node's CPU per join, per slide change and per answer against
// the number of nodes (what the Redis fan-out adds), into reports/live-series-<per-node>.md.
// Run: npm run bench:live-series -- [--per-node 5000] [--nodes 1,2,4] [--port 3500] [--reports-only]
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { nodeCosts, type TLiveReport } from './live/report';
import { publishReport } from './support/report';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    'per-node': { type: 'string', default: '5000' },
    nodes: { type: 'string', default: '1,2,4' },
    port: { type: 'string', default: '3500' },
    'reports-only': { type: 'boolean', default: false },
  },
});
const PER_NODE = Number(values['per-node']);
const COUNTS = values.nodes.split(',').map(Number);
/** One process holds every floor connection: at most this many (the machine's open files). */
const FLOOR_MAX = 15_000;

const reports: TLiveReport[] = [];
for (const n of COUNTS) {
  const audience = PER_NODE * n;
  const args = [
    '--import',
    'tsx',
    path.join(here, 'live.bench.ts'),
    '--audience',
    String(audience),
  ];
  args.push('--nodes', String(n), '--redis', '--port', values.port);
  args.push('--floor-audience', String(Math.min(audience, FLOOR_MAX)));
  console.info(`[bench:live-series] ${n} node(s), ${audience} phones`);
  // --reports-only writes the series again from the runs' reports already in bench/reports/.
  const run = values['reports-only']
    ? { status: 0 }
    : spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`bench:live on ${n} node(s) failed (${run.status})`);
  const scale = n > 1 ? `-${n}nodes-redis` : '-1node-redis';
  // Several nodes share one PostgreSQL database (bench:live's default).
  const file = path.join(here, 'reports', `live-postgres${scale}-${audience}.json`);
  reports.push(JSON.parse(await readFile(file, 'utf8')) as TLiveReport);
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const base = reports[0] ? nodeCosts(reports[0]) : [];
const baseOf = (key: 'joinMs' | 'changeMs' | 'answerMs') => mean(base.map((c) => c[key]));
const rows = reports.map((r) => {
  const costs = nodeCosts(r);
  const cell = (key: 'joinMs' | 'changeMs' | 'answerMs', digits: number) => {
    const value = mean(costs.map((c) => c[key]));
    return `${value.toFixed(digits)} (${(value / baseOf(key)).toFixed(2)}×)`;
  };
  const kbPerPhone = mean(r.perNode.map((p) => p.rssPerPhoneKb));
  return [
    String(r.nodes),
    String(r.admitted),
    cell('joinMs', 2),
    cell('changeMs', 1),
    cell('answerMs', 2),
    kbPerPhone.toFixed(1),
    `${r.joinMs} (${(r.joinMs / r.socketIoConnectMs).toFixed(2)}× bare Socket.IO)`,
    `${r.changeMs.p95} (${(r.changeMs.p95 / r.wsChangeMs.p95).toFixed(2)}× bare ws)`,
    String(r.answerMs),
  ];
});
const markdown = [
  `# Live benchmark — node-count series, ${PER_NODE} phones per node, Redis`,
  '',
  `${new Date().toISOString()} · every node, the load processes and Redis share this machine's cores: the per-node CPU is what one node spends, not what a node of its own would take in wall time. Ratios are against the first row.`,
  '',
  '| nodes | phones | CPU per join, per node (ms) | CPU per slide change, per node (ms) | CPU per answer, per node (ms) | RSS per phone per node (KB) | all joined (ms) | slide change p95 (ms) | answers (ms) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
  '',
].join('\n');
await publishReport(`live-series-${PER_NODE}.md`, markdown);
