import pg from 'pg';
import type { TDatabase } from './client';

/** Connections of the node-postgres pool, or null with PGlite (one connection in-process, no pool). */
export function readPoolUse(
  db: TDatabase,
): { total: number; idle: number; waiting: number } | null {
  const client = '$client' in db ? db.$client : undefined;
  if (!(client instanceof pg.Pool)) return null;
  return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
}
