import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Fleet } from './fleet';
import type { TPhoneClient } from './phone-socket';
import { readCpuMs, readRssBytes } from '../support/proc';
import { doneQuantiles } from '../support/stats';

const here = path.dirname(fileURLToPath(import.meta.url));

async function startFloor(kind: 'ws' | 'socketio', port: number) {
  // BENCH_CPU_PROF=<folder>: the floors write a V8 CPU profile there too when they stop.
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(path.join(here, 'floor-server.ts'), [kind, String(port)], {
    execArgv: [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return child;
}

/** A floor server on `port` and a fleet of N clients connected to nothing yet, pointed at it. */
async function startFloorWithFleet(
  kind: 'ws' | 'socketio',
  port: number,
  client: TPhoneClient,
  n: number,
) {
  const server = await startFloor(kind, port);
  const url = `${kind === 'ws' ? 'ws' : 'http'}://127.0.0.1:${port}`;
  const fleet = await Fleet.start({ kind, client, urls: [url], code: '' }, n);
  return { server, fleet };
}

/** Stops a floor server and waits for it (a CPU profile is written on the way out). */
function stopFloor(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send({ stop: true });
  });
}

/** Bare `ws`: time for one broadcast of `payload` to reach the last of N clients, per repetition. */
export async function measureWsBroadcast(
  n: number,
  payload: string,
  repeats: number,
  port: number,
) {
  const { server, fleet } = await startFloorWithFleet('ws', port, 'lean', n);
  const rssBefore = readRssBytes(server.pid as number);
  const t0 = Date.now();
  await fleet.all({ cmd: 'connect' }, 'joined');
  const connectMs = Date.now() - t0;
  const rssPerConnection = (readRssBytes(server.pid as number) - rssBefore) / n;
  const latencies: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const tag = `${payload}#${i}`;
    await fleet.all({ cmd: 'watch', tag }, 'watching');
    const received = fleet.all(undefined, 'received');
    const start = Date.now();
    server.send({ broadcast: tag });
    const events = await received;
    latencies.push(Math.max(...events.map((e) => e.last)) - start);
  }
  const cpuMs = readCpuMs(server.pid as number);
  await fleet.close();
  await stopFloor(server);
  return { connectMs, latencies, rssPerConnection, cpuMs };
}

/**
 * Bare Socket.IO: time for N clients to connect, then `repeats` broadcasts of a message carrying
 * `padding` to all of them (each to the last client), N simultaneous answers acknowledged, and the
 * same reconnect storm.
 */
export async function measureSocketIo(
  n: number,
  port: number,
  padding: string,
  repeats: number,
  client: TPhoneClient,
) {
  const { server, fleet } = await startFloorWithFleet('socketio', port, client, n);
  const cpuBefore = readCpuMs(server.pid as number);
  const t0 = Date.now();
  const joined = await fleet.all({ cmd: 'connect' }, 'joined');
  const connectCpuMs = readCpuMs(server.pid as number) - cpuBefore;
  const connectMs = Math.max(...joined.map((j) => j.lastDone)) - t0;
  const connectSpread = doneQuantiles(joined.flatMap((j) => j.doneAt.map((at) => at - t0)));
  const rssPerConnection = readRssBytes(server.pid as number) / n;
  const latencies: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const tag = `floor-${i}`;
    await fleet.all({ cmd: 'watch', tag }, 'watching');
    const received = fleet.all(undefined, 'received');
    const start = Date.now();
    server.send({ broadcast: tag, padding });
    const events = await received;
    latencies.push(Math.max(...events.map((e) => e.last)) - start);
  }
  // The same simultaneous answers as Crowdeck's phones, each acknowledged at once.
  const at = Date.now() + 500;
  const answered = await fleet.all(
    { cmd: 'answer', at, slideId: '00000000-0000-4000-8000-000000000000', optionId: 'floor' },
    'answered',
  );
  const ackMs = Math.max(...answered.map((a) => a.lastAck)) - at;
  // The same reconnect storm as Crowdeck's phones: all drop at once, come back a second later.
  const resumed = await fleet.all({ cmd: 'reconnect', how: 'leave' }, 'resumed');
  const stormMs =
    Math.max(...resumed.map((r) => r.lastDone)) - Math.min(...resumed.map((r) => r.startedAt));
  const stormSpread = doneQuantiles(resumed.flatMap((r) => r.doneMs));
  await fleet.close();
  await stopFloor(server);
  return {
    connectMs,
    connectSpread,
    connectCpuMs,
    rssPerConnection,
    latencies,
    ackMs,
    stormMs,
    stormSpread,
  };
}
