import type { TFloodOutcome } from '../flood/join-flood';
import type { TStormKind } from './protocol';
import type { TSmallRoomPhase } from './small-room';

/** Figures of one server node during a run (phones are the ones sent to it round-robin). */
export interface TNodeFigures {
  url: string;
  phones: number;
  rssPerPhoneKb: number;
  rssMb: number;
  cpuMs: number;
}

/** When half, 90 % and 99 % of the phones were in (joins) or back (storms), ms from the start. */
export type TDoneSpread = { p50: number; p90: number; p99: number };

const spreadText = (s: TDoneSpread) => `${s.p50} / ${s.p90} / ${s.p99}`;

/** Every phone lost its connection at once (as `how` says) and came back with its token. */
export interface TStorm {
  how: TStormKind;
  /** From the phones' first attempt to the last one resumed. */
  ms: number;
  /** A restart: from SIGTERM to every node answering its health check again. */
  downMs?: number;
  resumed: number;
  /** Resumed as the same participant with the same score. */
  same: number;
  sameParticipant: number;
  /** Came back through Socket.IO's connection-state recovery. */
  recovered: number;
  /** Server CPU (every node) from the cut to the last phone back (restart: the new nodes'). */
  cpuMs: number;
  /** The nodes' RSS summed, before the storm and once every phone was back (MB). */
  rssBeforeMb: number;
  rssAfterMb: number;
  errors: string[];
  retries: number;
  storedBefore: number;
  storedAfter: number;
  /** When half, 90 % and 99 % of the phones were back (ms from the storm's start). */
  spread: TDoneSpread;
}

/** Figures of one live benchmark run. */
export interface TLiveReport {
  at: string;
  audience: number;
  /** Connections the floors were measured with (N unless `--floor-audience`). */
  floorAudience?: number;
  database: 'postgres' | 'pglite';
  /** Server processes sharing the database (and Redis when `redis`). */
  nodes: number;
  redis: boolean;
  /** The phones' Socket.IO client in the load processes (the bare Socket.IO floor's too). */
  client: string;
  admitted: number;
  joinErrors: string[];
  /** Connection attempts the phones repeated (the app's own retries) while joining. */
  joinRetries: number;
  joinMs: number;
  /** When half, 90 % and 99 % of the phones had joined (ms from the start). */
  joinSpread: TDoneSpread;
  /** A join's time from its socket connected to its acknowledgement: half, 90 %, 99 % (ms). */
  joinAckSpread: TDoneSpread;
  socketIoConnectMs: number;
  socketIoConnectSpread: TDoneSpread;
  /** Server CPU (every node) while the phones joined; the bare Socket.IO server's while they connected. */
  joinCpuMs: number;
  socketIoConnectCpuMs: number;
  changeMs: { p50: number; p95: number; max: number };
  wsChangeMs: { p50: number; p95: number; max: number };
  /** The same broadcast from a bare Socket.IO server (recovery on): what Socket.IO itself costs. */
  socketIoChangeMs?: { p50: number; p95: number; max: number };
  /** N simultaneous answers acknowledged at once by a bare Socket.IO server (no database). */
  socketIoAckMs?: number;
  /** The `leave` reconnect storm against a bare Socket.IO server (all leave, back a second later). */
  socketIoStormMs?: number;
  socketIoStormSpread?: TDoneSpread;
  /** Deliveries missing after 30 s, summed over the slide changes (phones × changes). */
  missedChanges: number;
  answerMs: number;
  acknowledged: number;
  /** Answer rows in the database for the quiz slide (PGlite: the results' total). */
  stored: number;
  /** Distinct phones among the stored rows (a difference from `stored` means doubled answers). */
  storedPhones: number;
  /** Total the results API reports for the slide. */
  resultsTotal: number;
  answerErrors: string[];
  /** Reconnect storms in the order run: leave, drop, fresh, recover, then restart. */
  storms: TStorm[];
  /** The nodes' RSS before the fresh storm, and after the recovery window that followed recover. */
  recoveryWindow: {
    waitedMs: number;
    rssBeforeMb: number;
    rssAfterMb: number;
    heapAfterMb?: number;
  };
  /** The small room beside the big one, per phase (empty with BENCH_SMALL_ROOM=0). */
  smallRoom: TSmallRoomPhase[];
  /** Each node's CPU (ms) per phase. */
  phaseCpu: Record<string, number[]>;
  /** Slide changes timed in the slide-change phase. */
  changes: number;
  /**
   * One client sends wrong-code joins to node 1 (at least 5,000, until the slide changes measured
   * meanwhile end): how they were answered, /api/health/ every 10 ms, and those slide changes.
   */
  flood: {
    joins: number;
    ms: number;
    outcomes: Record<TFloodOutcome, number>;
    connectErrors: number;
    healthMs: { p50: number; p95: number; max: number; count: number };
    changeMs: { p50: number; p95: number; max: number };
    missedChanges: number;
  };
  /** Last answer acknowledged → the presenter's socket holds the final count (null: never). */
  presenterMs: number | null;
  /** The kernel's TCP refusals during each phase (the whole machine: nodes and floors alike). */
  tcp: Record<
    string,
    { listenOverflows: number; syncookiesSent: number; syncookiesFailed: number }
  >;
  /** Event-loop delay (ms) of each node during each phase. */
  loop: Record<string, { p50: number; p99: number; max: number }[]>;
  rssPerPhoneKb: number;
  wsRssPerConnectionKb: number;
  socketIoRssPerConnectionKb: number;
  /** V8 heap after a full GC, growth per phone (only with BENCH_NODE_FLAGS=--expose-gc). */
  heapPerPhoneKb?: number;
  /** Sum over nodes. */
  serverCpuMs: number;
  loadCpuMs: number;
  perNode: TNodeFigures[];
}

const ratio = (value: number, floor: number) =>
  floor > 0 ? `${(value / floor).toFixed(2)}×` : '—';
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

const nodesText = (r: TLiveReport) =>
  `${r.nodes === 1 ? 'one server node' : `${r.nodes} server nodes`}${r.redis ? ' on Redis' : ''}`;

const nodeRow = (n: TNodeFigures, k: number) => [
  `node ${k + 1}: phones · memory per phone (KB) · RSS (MB) · CPU (s)`,
  `${n.phones} · ${n.rssPerPhoneKb.toFixed(1)} · ${n.rssMb.toFixed(0)} · ${(n.cpuMs / 1000).toFixed(1)}`,
  n.url,
  '',
];

/** 15,000 answers within 1.5 s on PostgreSQL; 2,000 within 0.5 s on the embedded PGlite. */
function answerTarget(r: TLiveReport): string {
  const limit = r.database === 'pglite' ? 500 : 1500;
  return `≤ ${limit}: ${verdict(r.answerMs <= limit)}`;
}

/** The same figure against bare Socket.IO's broadcast, when measured. */
function sioChange(r: TLiveReport, q: 'p50' | 'p95' | 'max'): string {
  const floor = r.socketIoChangeMs?.[q];
  return floor === undefined
    ? ''
    : ` · ${ratio(r.changeMs[q], floor)} bare Socket.IO (${floor} ms)`;
}

const STORM_NAMES: Record<TStormKind, string> = {
  leave: 'phones leave and come back',
  drop: 'network drop',
  restart: 'every node restarted',
  fresh: 'network drop, back as a reloaded page (app socket.io-client)',
  recover: 'network blip, app socket.io-client recovers its connection state',
};

/** A reconnect storm's rows: time until all were back, their spread, who they came back as. */
function stormRows(r: TLiveReport, storm: TStorm): string[][] {
  const fresh = r.storms.find((s) => s.how === 'fresh');
  const name = `reconnect storm (${STORM_NAMES[storm.how]})`;
  const floorStorm =
    storm.how !== 'restart' && r.socketIoStormMs !== undefined
      ? ` · ${ratio(storm.ms, r.socketIoStormMs)} bare Socket.IO storm (${r.socketIoStormMs} ms)`
      : '';
  const down = storm.downMs === undefined ? '' : ` (nodes down ${storm.downMs} ms before)`;
  return [
    [
      `${name}: all resumed (ms)${down}`,
      storm.ms.toFixed(0),
      `${ratio(storm.ms, r.socketIoConnectMs)} bare Socket.IO connect (${r.socketIoConnectMs} ms)${floorStorm}`,
      `≤ 2×: ${verdict(storm.ms <= 2 * r.socketIoConnectMs)}`,
    ],
    ...(storm.how === 'recover' && r.socketIoStormMs !== undefined
      ? [
          [
            `${name}: all back vs the bare Socket.IO storm`,
            ratio(storm.ms, r.socketIoStormMs),
            `bare Socket.IO storm ${r.socketIoStormMs} ms`,
            `≤ 1.5×: ${verdict(storm.ms <= 1.5 * r.socketIoStormMs)}`,
          ],
        ]
      : []),
    [
      `${name}: server CPU (s) · RSS before → after (MB) · recovered by Socket.IO`,
      `${(storm.cpuMs / 1000).toFixed(1)} · ${storm.rssBeforeMb.toFixed(0)} → ${storm.rssAfterMb.toFixed(0)} · ${storm.recovered}`,
      storm.how === 'recover' && fresh
        ? `fresh storm ${(fresh.cpuMs / 1000).toFixed(1)} s (${ratio(storm.cpuMs, fresh.cpuMs)})`
        : '',
      storm.how === 'recover' && fresh ? `CPU ≤ fresh: ${verdict(storm.cpuMs <= fresh.cpuMs)}` : '',
    ],
    [
      `${name}: half / 90 % / 99 % of the phones back (ms)`,
      spreadText(storm.spread),
      storm.how === 'leave' && r.socketIoStormSpread
        ? `bare Socket.IO storm ${spreadText(r.socketIoStormSpread)}`
        : '',
      '',
    ],
    [
      `${name}: resumed / as the same participant / also with their score / answers stored before → after`,
      `${storm.resumed} / ${storm.sameParticipant} / ${storm.same} / ${storm.storedBefore} → ${storm.storedAfter}`,
      '',
      `all, unchanged: ${verdict(
        storm.resumed === r.admitted &&
          storm.same === r.admitted &&
          storm.storedBefore === storm.storedAfter,
      )}`,
    ],
  ];
}

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : '—');

/**
 * Each node's CPU per phone for the joins and the answers, and per change for the slide changes:
 * the figures the node-count series compares (bench/live-series.ts).
 */
export function nodeCosts(
  r: TLiveReport,
): { joinMs: number; changeMs: number; answerMs: number }[] {
  const phones = (k: number) =>
    Math.floor(r.admitted / r.nodes) + (k < r.admitted % r.nodes ? 1 : 0);
  return Array.from({ length: r.nodes }, (_, k) => ({
    joinMs: (r.phaseCpu.joins?.[k] ?? 0) / Math.max(1, phones(k)),
    changeMs: (r.phaseCpu['slide changes']?.[k] ?? 0) / Math.max(1, r.changes),
    answerMs: (r.phaseCpu.answers?.[k] ?? 0) / Math.max(1, phones(k)),
  }));
}

function perPhoneCost(r: TLiveReport): string[][] {
  return nodeCosts(r).map((c, k) => [
    `node ${k + 1} CPU: per join · per slide change · per answer (ms)`,
    `${c.joinMs.toFixed(2)} · ${c.changeMs.toFixed(1)} · ${c.answerMs.toFixed(2)}`,
    'the answers phase includes the question’s intro and close',
    '',
  ]);
}

/** The Markdown table of a run, with each figure against its floor and target. */
export function renderLiveReport(r: TLiveReport): { markdown: string } {
  const rows = [
    ['phones admitted', `${r.admitted} of ${r.audience}`, '', ''],
    [
      `connection attempts repeated (the app’s retries): joins · storms (${r.storms.map((s) => s.how).join(', ')})`,
      `${r.joinRetries} · ${r.storms.map((s) => s.retries).join(' · ')}`,
      '',
      '',
    ],
    [
      'all joined (ms)',
      r.joinMs.toFixed(0),
      `${ratio(r.joinMs, r.socketIoConnectMs)} bare Socket.IO (${r.socketIoConnectMs} ms)`,
      `≤ 1.5×: ${verdict(r.joinMs <= 1.5 * r.socketIoConnectMs)}`,
    ],
    [
      'joins: half / 90 % / 99 % of the phones in (ms)',
      spreadText(r.joinSpread),
      `bare Socket.IO connect ${spreadText(r.socketIoConnectSpread)}`,
      '',
    ],
    [
      'joins: connected → join acknowledged, half / 90 % / 99 % (ms)',
      spreadText(r.joinAckSpread),
      '',
      '',
    ],
    [
      'joins: server CPU (s)',
      (r.joinCpuMs / 1000).toFixed(1),
      `bare Socket.IO connect ${(r.socketIoConnectCpuMs / 1000).toFixed(1)}`,
      '',
    ],
    [
      'slide change → last phone p50 (ms)',
      r.changeMs.p50.toFixed(0),
      `${ratio(r.changeMs.p50, r.wsChangeMs.p50)} bare ws (${r.wsChangeMs.p50} ms)${sioChange(r, 'p50')}`,
      '',
    ],
    [
      'slide change → last phone p95 (ms)',
      r.changeMs.p95.toFixed(0),
      `${ratio(r.changeMs.p95, r.wsChangeMs.p95)} bare ws (${r.wsChangeMs.p95} ms)${sioChange(r, 'p95')}`,
      `≤ 1.5×: ${verdict(r.changeMs.p95 <= 1.5 * r.wsChangeMs.p95)}`,
    ],
    [
      'slide change → last phone max (ms)',
      r.changeMs.max.toFixed(0),
      `${ratio(r.changeMs.max, r.wsChangeMs.max)} bare ws (${r.wsChangeMs.max} ms)${sioChange(r, 'max')}`,
      '',
    ],
    [
      'slide changes missed by a phone (after 30 s)',
      String(r.missedChanges),
      '',
      `0: ${verdict(r.missedChanges === 0)}`,
    ],
    [
      'N answers acknowledged and stored (ms)',
      r.answerMs.toFixed(0),
      r.socketIoAckMs === undefined
        ? ''
        : `${ratio(r.answerMs, r.socketIoAckMs)} bare Socket.IO acks (${r.socketIoAckMs.toFixed(0)} ms)`,
      answerTarget(r),
    ],
    [
      'answers acknowledged / stored rows / distinct phones / results total',
      `${r.acknowledged} / ${r.stored} / ${r.storedPhones} / ${r.resultsTotal}`,
      '',
      `none lost or doubled: ${verdict(
        r.acknowledged === r.admitted &&
          r.stored === r.acknowledged &&
          r.storedPhones === r.stored &&
          r.resultsTotal === r.stored,
      )}`,
    ],
    [
      'last answer acknowledged → presenter holds the final count (ms)',
      r.presenterMs === null ? 'never (30 s)' : r.presenterMs.toFixed(0),
      '',
      `≤ 500: ${verdict(r.presenterMs !== null && r.presenterMs <= 500)}`,
    ],
    [
      'server memory per phone (KB)',
      r.rssPerPhoneKb.toFixed(1),
      `ws ${r.wsRssPerConnectionKb.toFixed(1)} · Socket.IO ${r.socketIoRssPerConnectionKb.toFixed(1)}`,
      `≤ 20: ${verdict(r.rssPerPhoneKb <= 20)}`,
    ],
    ...(r.heapPerPhoneKb === undefined
      ? []
      : [['V8 heap per phone after a full GC (KB)', r.heapPerPhoneKb.toFixed(1), '', '']]),
    ...r.storms.flatMap((storm) => stormRows(r, storm)),
    [
      `RSS before the fresh storm → after the recovery window (${(r.recoveryWindow.waitedMs / 1000).toFixed(0)} s after recover; MB, all nodes)`,
      `${r.recoveryWindow.rssBeforeMb.toFixed(0)} → ${r.recoveryWindow.rssAfterMb.toFixed(0)}${r.recoveryWindow.heapAfterMb === undefined ? '' : ` (heap after a full GC ${r.recoveryWindow.heapAfterMb.toFixed(0)})`}`,
      ratio(r.recoveryWindow.rssAfterMb, r.recoveryWindow.rssBeforeMb),
      `within 10 %: ${verdict(r.recoveryWindow.rssAfterMb <= 1.1 * r.recoveryWindow.rssBeforeMb)}`,
    ],
    ...r.smallRoom.map((p) => [
      `small room (30 phones, node 1) during ${p.phase}: slide change → last phone p50 / p95 / max (ms) · /api/health/ p50 / p95 / max (ms)`,
      `${fmt(p.changeMs.p50)} / ${fmt(p.changeMs.p95)} / ${fmt(p.changeMs.max)} (${p.changes} changes${p.missed ? `, ${p.missed} missed` : ''}) · ${fmt(p.healthMs.p50)} / ${fmt(p.healthMs.p95)} / ${fmt(p.healthMs.max)} (${p.checks} checks)`,
      '',
      `both p95 ≤ 100: ${verdict(p.changeMs.p95 <= 100 && p.healthMs.p95 <= 100)}`,
    ]),
    ...perPhoneCost(r),
    [
      'join flood: wrong codes sent (s) · not_found / rate_limited / dropped with their socket',
      `${r.flood.joins} in ${(r.flood.ms / 1000).toFixed(1)} · ${r.flood.outcomes.not_found} / ${r.flood.outcomes.rate_limited} / ${r.flood.outcomes.dropped}`,
      '',
      `none admitted: ${verdict(r.flood.outcomes.ok === 0)}`,
    ],
    [
      'during the flood: /api/health/ p50 / p95 / max (ms)',
      `${r.flood.healthMs.p50.toFixed(1)} / ${r.flood.healthMs.p95.toFixed(1)} / ${r.flood.healthMs.max.toFixed(1)} (${r.flood.healthMs.count} checks)`,
      '',
      `p95 ≤ 100: ${verdict(r.flood.healthMs.p95 <= 100)}`,
    ],
    [
      'during the flood: slide change → last phone p50 / p95 / max (ms)',
      `${r.flood.changeMs.p50.toFixed(0)} / ${r.flood.changeMs.p95.toFixed(0)} / ${r.flood.changeMs.max.toFixed(0)}`,
      `${ratio(r.flood.changeMs.p95, r.wsChangeMs.p95)} bare ws p95`,
      `p95 ≤ 1.5× and none missed: ${verdict(r.flood.changeMs.p95 <= 1.5 * r.wsChangeMs.p95 && r.flood.missedChanges === 0)}`,
    ],
    ...Object.entries(r.loop).map(([phase, readings]) => [
      `event-loop delay during ${phase}: p50 / p99 / max (ms)`,
      readings.map((l) => `${l.p50} / ${l.p99} / ${l.max}`).join(' · '),
      '',
      '',
    ]),
    ...Object.entries(r.tcp).map(([phase, c]) => [
      `kernel during ${phase}: accept-queue overflows / SYN cookies sent / failed`,
      `${c.listenOverflows} / ${c.syncookiesSent} / ${c.syncookiesFailed}`,
      '',
      '',
    ]),
    ['server CPU (s)', (r.serverCpuMs / 1000).toFixed(1), '', ''],
    ['load processes CPU (s)', (r.loadCpuMs / 1000).toFixed(1), '', ''],
    ...(r.nodes > 1 ? r.perNode.map(nodeRow) : []),
  ];
  const markdown = [
    `# Live benchmark — ${r.audience} phones, ${r.database}${r.nodes > 1 ? `, ${r.nodes} nodes` : ''}`,
    '',
    `${r.at} · ${nodesText(r)}${r.floorAudience !== undefined && r.floorAudience !== r.audience ? ` · floors measured with ${r.floorAudience} connections` : ''} · 2 cores (shared by every node and the load processes) · phones' client: ${r.client === 'lean' ? 'lean (bench/live/lean-socket.ts)' : r.client}`,
    '',
    '| figure | Crowdeck | floor | target |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    r.joinErrors.length ? `Join errors: ${r.joinErrors.join('; ')}` : '',
    r.answerErrors.length ? `Answer errors: ${r.answerErrors.join('; ')}` : '',
    ...r.storms.map((storm) =>
      storm.errors.length ? `Reconnect errors (${storm.how}): ${storm.errors.join('; ')}` : '',
    ),
    '',
  ].join('\n');
  return { markdown };
}
