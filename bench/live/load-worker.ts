// One load process: opens `count` phone connections to the target and obeys the benchmark's
// commands over IPC. Several run side by side so the load is not one process's event loop.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { LIVE_PROTOCOL_VERSION, type TLiveAck, type TLiveMessage } from '@crowdeck/core';
import type { TWorkerCommand, TWorkerEvent, TWorkerOptions } from './protocol';

const options = JSON.parse(process.argv[2] as string) as TWorkerOptions;
const sockets: Socket[] = [];
/** Phones whose join was accepted: only they answer (a refused phone would only time out). */
const joinedSockets: Socket[] = [];
/** Phones that joined (or bare sockets that opened): the ones a broadcast must reach. */
let connected = 0;
const bare: WebSocket[] = [];
let onMessage: (tag: string) => void = () => undefined;

const send = (event: TWorkerEvent) => process.send?.(event);
const errorsOf = (errors: Map<string, number>) =>
  [...errors].map(([message, n]) => `${n}× ${message}`).slice(0, 5);

/** Opens one connection; resolves true when joined, else the reason it was refused. */
function connectOne(i: number): Promise<true | string> {
  const url = options.urls[(options.offset + i) % options.urls.length] as string;
  if (options.kind === 'ws') {
    return new Promise((resolve) => {
      const ws = new WebSocket(url);
      ws.on('open', () => resolve(true));
      ws.on('error', (error) => resolve(error.message));
      ws.on('message', (data) => onMessage(String(data)));
      bare.push(ws);
    });
  }
  return new Promise((resolve) => {
    const socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      query: { type: 'audience' },
      auth: { protocol: LIVE_PROTOCOL_VERSION },
      timeout: 60_000,
    });
    sockets.push(socket);
    socket.on('new_message', (message: TLiveMessage) => {
      if (message.type === 'state') onMessage(message.state.slide?.id ?? '');
    });
    socket.once('connect_error', (error) => resolve(`connect_error: ${error.message}`));
    socket.once('connect', () => {
      if (options.kind === 'socketio') return resolve(true);
      socket.emit(
        'audience:join',
        { code: options.code, name: `${options.prefix}${i}` },
        (ack: TLiveAck<unknown>) => {
          if (ack.ok) joinedSockets.push(socket);
          resolve(ack.ok ? true : ack.error.code);
        },
      );
    });
  });
}

async function connectAll(): Promise<void> {
  let ok = 0;
  let lastDone = 0;
  const errors = new Map<string, number>();
  await Promise.all(
    Array.from({ length: options.count }, async (_, i) => {
      const joined = await connectOne(i);
      if (joined === true) {
        ok += 1;
        connected += 1;
      } else errors.set(joined, (errors.get(joined) ?? 0) + 1);
      lastDone = Math.max(lastDone, Date.now());
    }),
  );
  send({ evt: 'joined', lastDone, ok, failed: options.count - ok, errors: errorsOf(errors) });
}

function watch(tag: string): void {
  let count = 0;
  let last = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    send({ evt: 'received', last, count });
  };
  // A phone that never gets the message must not hang the run: report what arrived after 30 s.
  const timer = setTimeout(finish, 30_000);
  onMessage = (received) => {
    if (received !== tag) return;
    count += 1;
    last = Date.now();
    if (count === connected) finish();
  };
}

async function answerAll(command: Extract<TWorkerCommand, { cmd: 'answer' }>): Promise<void> {
  await new Promise((r) => setTimeout(r, Math.max(0, command.at - Date.now())));
  let ok = 0;
  let lastAck = 0;
  const errors = new Map<string, number>();
  await Promise.all(
    joinedSockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          const payload = {
            requestId: randomUUID(),
            slideId: command.slideId,
            optionId: command.optionId,
          };
          socket
            .timeout(30_000)
            .emit('answer:submit', payload, (err: Error | null, ack?: TLiveAck<unknown>) => {
              if (!err && ack?.ok) {
                ok += 1;
                lastAck = Math.max(lastAck, Date.now());
              } else {
                const why = err ? err.message : ack && !ack.ok ? ack.error.code : 'no answer';
                errors.set(why, (errors.get(why) ?? 0) + 1);
              }
              resolve();
            });
        }),
    ),
  );
  const failed = joinedSockets.length - ok;
  send({ evt: 'answered', lastAck, ok, failed, errors: errorsOf(errors) });
}

process.on('message', (command: TWorkerCommand) => {
  if (command.cmd === 'connect') void connectAll();
  else if (command.cmd === 'watch') watch(command.tag);
  else if (command.cmd === 'answer') void answerAll(command);
  else if (command.cmd === 'cpu') {
    const usage = process.cpuUsage();
    send({ evt: 'cpu', userMs: usage.user / 1000, systemMs: usage.system / 1000 });
  } else if (command.cmd === 'close') {
    for (const socket of sockets) socket.disconnect();
    for (const ws of bare) ws.close();
    setTimeout(() => process.exit(0), 200);
  }
});
send({ evt: 'ready' });
