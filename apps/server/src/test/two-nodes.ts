import { afterAll, beforeAll } from 'vitest';
import type { TAppDeps } from '../app';
import { closeAll, listen, openPhone, type TClientSocket } from './live-clients';
import { createTestApp, type TTestApp } from './test-app';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from './test-redis';

/** Two nodes of the app in one process on node A's database and one Redis prefix. */
export interface TTwoNodes {
  readonly a: TTestApp;
  readonly b: TTestApp;
  readonly urlA: string;
  readonly urlB: string;
  /** Sockets closed at the end; a spec that opens one itself pushes it here. */
  readonly sockets: TClientSocket[];
  /** Opens a phone socket on a node's URL, or `count` of them at once (closed at the end). */
  readonly phone: (url: string) => Promise<TClientSocket>;
  readonly phones: (url: string, count: number) => Promise<TClientSocket[]>;
}

/**
 * Starts two listening nodes around the calling `describe`, both on REDIS_URL under a prefix of
 * their own (deleted at the end) and on node A's database (b.db is B's own, unused one).
 */
export function useTwoNodes(
  options: {
    env?: Record<string, string>;
    depsA?: Partial<TAppDeps>;
    depsB?: Partial<TAppDeps>;
  } = {},
): TTwoNodes {
  const prefix = uniqueRedisPrefix();
  const nodes: { a?: TTestApp; b?: TTestApp; urlA?: string; urlB?: string } = {};
  const sockets: TClientSocket[] = [];
  const get = <K extends keyof typeof nodes>(key: K): NonNullable<(typeof nodes)[K]> => {
    const value = nodes[key];
    if (value === undefined) throw new Error('the two nodes are used before they started');
    return value;
  };
  const phone = async (url: string) => {
    const socket = await openPhone(url);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...options.env };
    nodes.a = await createTestApp({ env, ...(options.depsA ? { deps: options.depsA } : {}) });
    nodes.b = await createTestApp({ env, deps: { db: nodes.a.db, ...options.depsB } });
    nodes.urlA = await listen(nodes.a.app);
    nodes.urlB = await listen(nodes.b.app);
  });
  afterAll(async () => {
    closeAll(sockets);
    await nodes.b?.close();
    await nodes.a?.close();
    await deleteRedisKeys(prefix);
  });

  return {
    get a() {
      return get('a');
    },
    get b() {
      return get('b');
    },
    get urlA() {
      return get('urlA');
    },
    get urlB() {
      return get('urlB');
    },
    sockets,
    phone,
    phones: (url, count) => Promise.all(Array.from({ length: count }, () => phone(url))),
  };
}
