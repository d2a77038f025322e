import { readFileSync } from 'node:fs';

/** Counters of the kernel's TCP stack that tell a refusing server from a failing client. */
export interface TTcpCounters {
  /** Connections dropped because a listener's accept queue was full. */
  listenOverflows: number;
  /** Handshakes answered with a SYN cookie because the SYN queue was full. */
  syncookiesSent: number;
  /** Returning cookies that no longer checked out (the client is then reset). */
  syncookiesFailed: number;
}

/** Reads /proc/net/netstat (Linux): the machine's counters since boot (every address). */
export function readTcpCounters(): TTcpCounters {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const header = lines.find((line) => line.startsWith('TcpExt:') && /[A-Za-z]/.test(line.slice(8)));
  const values = lines[lines.indexOf(header as string) + 1];
  const names = (header ?? '').split(/\s+/).slice(1);
  const numbers = (values ?? '').split(/\s+/).slice(1).map(Number);
  const get = (name: string) => numbers[names.indexOf(name)] ?? 0;
  return {
    listenOverflows: get('ListenOverflows'),
    syncookiesSent: get('SyncookiesSent'),
    syncookiesFailed: get('SyncookiesFailed'),
  };
}

/** Counter increases between two readings. */
export function tcpDelta(before: TTcpCounters, after: TTcpCounters): TTcpCounters {
  return {
    listenOverflows: after.listenOverflows - before.listenOverflows,
    syncookiesSent: after.syncookiesSent - before.syncookiesSent,
    syncookiesFailed: after.syncookiesFailed - before.syncookiesFailed,
  };
}
