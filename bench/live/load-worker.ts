// One load process: opens `count` phone connections to the target and obeys the benchmark's
// commands over IPC. Several run side by side so the load is not one process's event loop.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import {
  LIVE_PROTOCOL_VERSION,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  type TAudienceState,
  type TLiveAck,
  type TLiveMessage,
  type TParticipantView,
} from '@crowdeck/core';
import type { TStormKind, TWorkerCommand, TWorkerEvent, TWorkerOptions } from './protocol';
import { AppSocket, createPhoneSocket, type TPhoneSocket } from './phone-socket';

const options = JSON.parse(process.argv[2] as string) as TWorkerOptions;
const sockets: TPhoneSocket[] = [];
/** Phones whose join was accepted: only they answer (a refused phone would only time out). */
const joinedSockets: TPhoneSocket[] = [];
type TRecord = { index: number; token: string; participantId: string; score: number };
/** Who each joined phone is: what a resume must give back. */
const records: TRecord[] = [];
const recordOf = new Map<TPhoneSocket, TRecord>();
/** Phones that joined (or bare sockets that opened): the ones a broadcast must reach. */
let connected = 0;
const bare: WebSocket[] = [];
let onMessage: (tag: string) => void = () => undefined;
/** Connection attempts repeated after a refused one (reset, time-out), as the phone app does. */
let retries = 0;
/** Phones that answered and have not been sent their view (with the score) since. */
const answeredRecords = new Set<TRecord>();
let scored = 0;
/** Each join's time from its socket being connected to its acknowledgement (ms). */
let joinAckMs: number[] = [];

const send = (event: TWorkerEvent) => process.send?.(event);
const errorsOf = (errors: Map<string, number>) =>
  [...errors].map(([message, n]) => `${n}× ${message}`).slice(0, 5);

/** What a reconnect storm counts of the phones it brings back (see the `resumed` event). */
type TStormTally = {
  ok: number;
  same: number;
  sameParticipant: number;
  recovered: number;
  lastDone: number;
  doneMs: number[];
  errors: Map<string, number>;
};
const newStormTally = (): TStormTally => ({
  ok: 0,
  same: 0,
  sameParticipant: 0,
  recovered: 0,
  lastDone: 0,
  doneMs: [],
  errors: new Map(),
});

/** An app socket joins again with its phone's participant token (at most 60 s for the ack). */
const rejoin = (socket: AppSocket, record: TRecord | undefined) =>
  socket.emitWithAck<TLiveAck<{ participantToken: string; state: TAudienceState }>>(
    'audience:join',
    {
      code: options.code,
      name: `${options.prefix}${record?.index ?? 0}`,
      participantToken: record?.token,
    },
    60_000,
  );

/**
 * Reports a finished storm: `failed` phones did not come back, `doneMs` the resumed ones' times.
 * Only the phones that came back get the broadcasts from now on.
 */
function sendResumed(
  tally: TStormTally,
  retriesBefore: number,
  startedAt: number,
  failed: number,
  doneMs: number[],
): void {
  connected = tally.ok;
  const { errors, ...counts } = tally;
  send({
    evt: 'resumed',
    retries: retries - retriesBefore,
    startedAt,
    ...counts,
    failed,
    errors: errorsOf(errors),
    doneMs,
  });
}

/**
 * The loopback address phone `g` of the fleet connects from: 250 addresses (127.0.1.1–250), so a
 * classroom-sized crowd shares each one and the server's per-address join limits stay on, as in
 * production; the join flood comes from 127.0.0.1.
 */
const phoneAddress = (g: number) => `127.0.1.${(g % 250) + 1}`;

type TJoined = { token: string; me: TParticipantView | null };

/** Opens one connection; resolves true when joined, else the reason it was refused. */
function connectOne(i: number, participantToken?: string): Promise<true | string> {
  return openOne(i, participantToken).then((result) =>
    typeof result === 'string' ? result : true,
  );
}

/** Opens one connection (resuming `participantToken` when given): who it joined as, or why not. */
function openOne(i: number, participantToken?: string, app = false): Promise<TJoined | string> {
  const url = options.urls[(options.offset + i) % options.urls.length] as string;
  if (options.kind === 'ws') {
    return new Promise((resolve) => {
      const ws = new WebSocket(url);
      ws.on('open', () => resolve({ token: '', me: null }));
      ws.on('error', (error) => resolve(error.message));
      ws.on('message', (data) => onMessage(String(data)));
      bare.push(ws);
    });
  }
  const socketOptions = {
    query: { type: 'audience' },
    auth: { protocol: LIVE_PROTOCOL_VERSION },
    localAddress: phoneAddress(options.offset + i),
    retries: 5,
    delayMs: SOCKET_RECONNECT_DELAY_MS,
    delayMaxMs: SOCKET_RECONNECT_DELAY_MAX_MS,
    timeoutMs: 60_000,
    onRetry: () => (retries += 1),
  };
  const socket = app
    ? new AppSocket(url, socketOptions)
    : createPhoneSocket(options.client, url, socketOptions);
  sockets.push(socket);
  socket.on('new_message', (message: TLiveMessage) => {
    if (message.type === 'state') onMessage(message.state.slide?.id ?? '');
    // A closed question scores the phone: its own view arrives as `me`.
    const record = message.type === 'me' ? recordOf.get(socket) : undefined;
    if (record && message.type === 'me') {
      record.score = message.me.score;
      if (answeredRecords.delete(record)) scored += 1;
    }
  });
  return socket.connect().then(async (connected): Promise<TJoined | string> => {
    if (connected !== true) return connected;
    const connectedAt = Date.now();
    if (options.kind === 'socketio') {
      // A bare Socket.IO phone: kept for the floor's own reconnect storm.
      joinedSockets.push(socket);
      records.push({ index: i, token: '', participantId: '', score: 0 });
      return { token: '', me: null };
    }
    const ack = await socket
      .emitWithAck<TLiveAck<{ participantToken: string; state: TAudienceState }>>(
        'audience:join',
        { code: options.code, name: `${options.prefix}${i}`, participantToken },
        60_000,
      )
      .catch((error: Error) => ({ ok: false as const, error: { code: error.message } }));
    if (!ack.ok) return ack.error.code;
    joinAckMs.push(Date.now() - connectedAt);
    const me = ack.data.state.me ?? null;
    joinedSockets.push(socket);
    const record = {
      index: i,
      token: ack.data.participantToken,
      participantId: me?.participantId ?? '',
      score: me?.score ?? 0,
    };
    records.push(record);
    recordOf.set(socket, record);
    return { token: ack.data.participantToken, me };
  });
}

/**
 * A reconnect storm: every joined phone loses its connection at once (as `how` says), then all
 * come back with their participant tokens. Counts the ones that resumed as the same participant
 * with the same score. After a restart the server has closed every connection already and the
 * phones come back at once.
 */
async function reconnectAll(how: TStormKind): Promise<void> {
  if (how === 'recover') return recoverAll();
  const before = records.splice(0);
  const retriesBefore = retries;
  for (const socket of joinedSockets.splice(0)) {
    if (how === 'leave') socket.disconnect();
    else socket.drop();
  }
  recordOf.clear();
  // Let the server see every phone go before they all come back.
  if (how !== 'restart') await new Promise((r) => setTimeout(r, 1000));
  const startedAt = Date.now();
  const tally = newStormTally();
  const { errors, doneMs } = tally;
  await Promise.all(
    before.map(async (record) => {
      const result = await openOne(record.index, record.token, how === 'fresh');
      if (typeof result === 'string') errors.set(result, (errors.get(result) ?? 0) + 1);
      else {
        tally.ok += 1;
        doneMs.push(Date.now() - startedAt);
        if (result.me?.participantId === record.participantId) {
          tally.sameParticipant += 1;
          if (result.me.score === record.score) tally.same += 1;
        }
      }
      tally.lastDone = Math.max(tally.lastDone, Date.now());
    }),
  );
  sendResumed(tally, retriesBefore, startedAt, before.length - tally.ok, doneMs);
}

/**
 * The `recover` storm: a network blip under app sockets (the `fresh` storm opened them). Each
 * phone's TCP connection is cut; socket.io-client reconnects by itself (after its randomised
 * delay) with connection-state recovery. As the app does: a phone the server recovered is back
 * at its `connect` (the server restored its participant and takes its place back itself); one it
 * did not recover joins again with its token and is back once that join is acknowledged (at most
 * 90 s). The recovered phones' participants and scores are checked after the storm (`check`).
 */
async function recoverAll(): Promise<void> {
  const retriesBefore = retries;
  recoveredSockets = [];
  const phones = joinedSockets.filter((s): s is AppSocket => s instanceof AppSocket);
  const blipAt = Date.now();
  const tally = newStormTally();
  const { errors, doneMs } = tally;
  if (phones.length < joinedSockets.length) {
    errors.set(
      'not an app socket (run the fresh storm first)',
      joinedSockets.length - phones.length,
    );
  }
  const back = phones.map(
    (socket) =>
      new Promise<void>((resolve) => {
        const record = recordOf.get(socket);
        const fail = (reason: string) => {
          errors.set(reason, (errors.get(reason) ?? 0) + 1);
          socket.onConnectAgain(null);
          resolve();
        };
        const timer = setTimeout(() => fail('not back in 90 s'), 90_000);
        socket.onConnectAgain((wasRecovered) => {
          if (wasRecovered) {
            clearTimeout(timer);
            tally.recovered += 1;
            tally.ok += 1;
            const now = Date.now();
            tally.lastDone = Math.max(tally.lastDone, now);
            doneMs.push(now);
            recoveredSockets.push(socket);
            socket.onConnectAgain(null);
            return resolve();
          }
          void rejoin(socket, record).then(
            (ack) => {
              clearTimeout(timer);
              if (!ack.ok) return fail(ack.error.code);
              tally.ok += 1;
              const now = Date.now();
              tally.lastDone = Math.max(tally.lastDone, now);
              doneMs.push(now);
              const me = ack.data.state.me;
              if (record && me?.participantId === record.participantId) {
                tally.sameParticipant += 1;
                if (me.score === record.score) tally.same += 1;
              }
              socket.onConnectAgain(null);
              resolve();
            },
            (error: Error) => {
              clearTimeout(timer);
              fail(error.message);
            },
          );
        });
      }),
  );
  for (const socket of phones) socket.blip();
  await Promise.all(back);
  // From now on the benchmark decides when a phone drops and comes back (the restart storm).
  for (const socket of phones) socket.socket.io.reconnection(false);
  // From the first reconnection attempt, as the other storms count from the phones' first attempt.
  const attempts = phones.map((s) => s.attemptAt).filter((t) => t >= blipAt);
  const startedAt = attempts.length ? Math.min(...attempts) : blipAt;
  sendResumed(
    tally,
    retriesBefore,
    startedAt,
    joinedSockets.length - tally.ok,
    doneMs.map((t) => t - startedAt),
  );
}

/** The phones the last `recover` storm brought back through connection-state recovery. */
let recoveredSockets: AppSocket[] = [];

/**
 * After the `recover` storm (outside its timing and CPU): each recovered phone joins with its
 * token, which answers with its participant and score, to check they are the ones it had.
 */
async function checkRecovered(): Promise<void> {
  let same = 0;
  let sameParticipant = 0;
  await Promise.all(
    recoveredSockets.map(async (socket) => {
      const record = recordOf.get(socket);
      const ack = await rejoin(socket, record).catch(() => null);
      const me = ack?.ok ? ack.data.state.me : undefined;
      if (!record || me?.participantId !== record.participantId) return;
      sameParticipant += 1;
      if (me.score === record.score) same += 1;
    }),
  );
  send({ evt: 'checked', checked: recoveredSockets.length, same, sameParticipant });
}

async function connectAll(): Promise<void> {
  let ok = 0;
  const doneAt: number[] = [];
  let lastDone = 0;
  const errors = new Map<string, number>();
  await Promise.all(
    Array.from({ length: options.count }, async (_, i) => {
      const joined = await connectOne(i);
      if (joined === true) {
        ok += 1;
        connected += 1;
        doneAt.push(Date.now());
      } else errors.set(joined, (errors.get(joined) ?? 0) + 1);
      lastDone = Math.max(lastDone, Date.now());
    }),
  );
  send({
    evt: 'joined',
    lastDone,
    ok,
    failed: options.count - ok,
    retries,
    errors: errorsOf(errors),
    doneAt,
    ackMs: joinAckMs,
  });
  joinAckMs = [];
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
  send({ evt: 'watching' });
}

async function answerAll(command: Extract<TWorkerCommand, { cmd: 'answer' }>): Promise<void> {
  await new Promise((r) => setTimeout(r, Math.max(0, command.at - Date.now())));
  let ok = 0;
  let lastAck = 0;
  const errors = new Map<string, number>();
  await Promise.all(
    joinedSockets.map((socket) => {
      const payload = {
        requestId: randomUUID(),
        slideId: command.slideId,
        optionId: command.optionId,
      };
      const answering = recordOf.get(socket);
      if (answering) answeredRecords.add(answering);
      return socket
        .emitWithAck<TLiveAck<{ me: TParticipantView }>>('answer:submit', payload, 30_000)
        .then(
          (ack) => {
            if (ack.ok) {
              const record = recordOf.get(socket);
              // Unless the question's close (with the score) came first.
              if (record && answeredRecords.has(record)) record.score = ack.data.me.score;
              ok += 1;
              lastAck = Math.max(lastAck, Date.now());
            } else errors.set(ack.error.code, (errors.get(ack.error.code) ?? 0) + 1);
          },
          (error: Error) => errors.set(error.message, (errors.get(error.message) ?? 0) + 1),
        );
    }),
  );
  const failed = joinedSockets.length - ok;
  send({ evt: 'answered', lastAck, ok, failed, errors: errorsOf(errors) });
}

process.on('message', (command: TWorkerCommand) => {
  if (command.cmd === 'connect') void connectAll();
  else if (command.cmd === 'watch') watch(command.tag);
  else if (command.cmd === 'answer') void answerAll(command);
  else if (command.cmd === 'reconnect') void reconnectAll(command.how);
  else if (command.cmd === 'check') void checkRecovered();
  else if (command.cmd === 'scored') send({ evt: 'scored', count: scored });
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
