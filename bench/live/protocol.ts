import type { TPhoneClient } from './phone-socket';

/**
 * How every phone loses its connection in a reconnect storm: `leave` — each closes it as the app
 * does when it goes away (Socket.IO's DISCONNECT, WebSocket close frames both ways); `drop` — the
 * network goes (each phone's TCP connection is cut, no close frame); `restart` — every server node
 * was stopped and started again (the phones come back once it listens); `fresh` — the network goes
 * and every phone comes back as a reloaded page would (a new socket.io-client configured as the
 * phone app's, joining with its token); `recover` — a network blip under those app sockets: each
 * TCP connection is cut and socket.io-client reconnects by itself with connection-state recovery
 * (its session id and offset), then joins again with its token as the app does on every connect.
 */
export type TStormKind = 'leave' | 'drop' | 'restart' | 'fresh' | 'recover';

/** Commands the benchmark sends to a load process, and what it answers (over Node's IPC channel). */
export type TWorkerCommand =
  | { cmd: 'connect' }
  | { cmd: 'watch'; tag: string }
  | { cmd: 'answer'; at: number; slideId: string; optionId: string }
  | { cmd: 'reconnect'; how: TStormKind }
  /** After `recover`: the recovered phones join with their tokens to check participant and score. */
  | { cmd: 'check' }
  | { cmd: 'scored' }
  | { cmd: 'cpu' }
  | { cmd: 'close' };

export type TWorkerEvent =
  | { evt: 'ready' }
  | {
      evt: 'joined';
      lastDone: number;
      ok: number;
      failed: number;
      /** Connection attempts repeated after a refused one (the phone app's own retries). */
      retries: number;
      errors: string[];
      /** When each admitted phone was done (epoch ms), for the spread. */
      doneAt: number[];
      /** Each join's time from its socket connected to its acknowledgement (ms; Crowdeck only). */
      ackMs: number[];
    }
  | { evt: 'watching' }
  /** Joined phones that received their own view (`me`) since they answered. */
  | { evt: 'scored'; count: number }
  | { evt: 'received'; last: number; count: number }
  | { evt: 'answered'; lastAck: number; ok: number; failed: number; errors: string[] }
  | {
      evt: 'resumed';
      retries: number;
      startedAt: number;
      lastDone: number;
      ok: number;
      /** Resumed as the same participant with the same score. */
      same: number;
      /** Resumed as the same participant. */
      sameParticipant: number;
      /** Came back through Socket.IO's connection-state recovery (`socket.recovered`). */
      recovered: number;
      failed: number;
      errors: string[];
      /** Each phone's time from the storm's start until it was back (ms, resumed ones only). */
      doneMs: number[];
    }
  | {
      evt: 'checked';
      /** Recovered phones checked (each joined with its token after the storm). */
      checked: number;
      /** Of those, the same participant with the same score. */
      same: number;
      /** Of those, the same participant. */
      sameParticipant: number;
    }
  | { evt: 'cpu'; userMs: number; systemMs: number };

/** What a load process connects to: Crowdeck's Socket.IO, bare Socket.IO, or bare WebSocket. */
export type TTargetKind = 'crowdeck' | 'socketio' | 'ws';

export interface TWorkerOptions {
  kind: TTargetKind;
  /** The Socket.IO client the phones use (bare `ws` phones ignore it). */
  client: TPhoneClient;
  /** Addresses of the target nodes; phone k of the whole fleet goes to `urls[k % urls.length]`. */
  urls: string[];
  code: string;
  count: number;
  prefix: string;
  /** Fleet-wide number of this process's first phone (for the round-robin over `urls`). */
  offset: number;
}
