import type { Redis } from 'ioredis';
import type { TOnlineCounter, TOnlineMember } from './online-counter';

/*
 * Keys (P = REDIS_PREFIX): `P online:<presentation>` hash participant → node holding its place;
 * `P names:<presentation>` hash participant → name; `P node:<node>` the node's heartbeat (expires);
 * `P nodes` set of nodes; `P held:<node>` set of presentations where the node holds places.
 */

/** Takes or takes over a place: KEYS online, names, held; ARGV member, node, limit, name, presentation. */
const ACQUIRE = `
if not redis.call('HGET', KEYS[1], ARGV[1]) and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if ARGV[4] ~= '' then redis.call('HSET', KEYS[2], ARGV[1], ARGV[4]) end
redis.call('SADD', KEYS[3], ARGV[5])
return 1`;

/** Gives a place back if this node holds it: KEYS online, names; ARGV member, node. */
const RELEASE = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
  return 1
end
return 0`;

/** Refreshes a heartbeat; 0 when it had expired (or Redis lost it): KEYS node, nodes; ARGV node, ttl. */
const BEAT = `
if redis.call('SET', KEYS[1], '1', 'XX', 'PX', ARGV[2]) then return 1 end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return 0`;

/**
 * Removes every place a node holds, unless its heartbeat is alive (`ARGV[3]` = '1' forces it, at
 * shutdown): KEYS held, nodes, heartbeat; ARGV prefix, node, force. Returns the presentations.
 */
const SWEEP = `
if ARGV[3] ~= '1' and redis.call('EXISTS', KEYS[3]) == 1 then return {} end
local presentations = redis.call('SMEMBERS', KEYS[1])
for _, p in ipairs(presentations) do
  local online = ARGV[1] .. 'online:' .. p
  local names = ARGV[1] .. 'names:' .. p
  local all = redis.call('HGETALL', online)
  for i = 1, #all, 2 do
    if all[i + 1] == ARGV[2] then
      redis.call('HDEL', online, all[i])
      redis.call('HDEL', names, all[i])
    end
  end
end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[2])
if ARGV[3] == '1' then redis.call('DEL', KEYS[3]) end
return presentations`;

/** How often a node refreshes its heartbeat, how long it lives, how often dead nodes are swept. */
export const NODE_HEARTBEAT = { beatMs: 2_000, ttlMs: 6_000, sweepMs: 2_000 };

/** The online counter in Redis, shared by every node; see the key layout above. */
export function createRedisOnlineCounter(deps: {
  client: Redis;
  prefix: string;
  nodeId: string;
  /** Places of dead nodes were given back in these presentations (tell their presenters). */
  onSwept(presentationIds: string[]): void;
  onError(error: unknown): void;
  timing?: typeof NODE_HEARTBEAT;
}): TOnlineCounter & { beat(): Promise<void>; sweep(): Promise<void> } {
  const { client, prefix, nodeId } = deps;
  const timing = deps.timing ?? NODE_HEARTBEAT;
  const keys = {
    online: (p: string) => `${prefix}online:${p}`,
    names: (p: string) => `${prefix}names:${p}`,
    node: (node: string) => `${prefix}node:${node}`,
    held: (node: string) => `${prefix}held:${node}`,
    nodes: `${prefix}nodes`,
  };
  /** This node's places, to claim them again if Redis lost them (restart, or taken for dead). */
  const held = new Map<string, Map<string, string | null>>();

  async function reassert(): Promise<void> {
    const batch = client.multi();
    for (const [p, members] of held) {
      if (members.size === 0) continue;
      batch.hset(keys.online(p), ...[...members.keys()].flatMap((id) => [id, nodeId]));
      const named = [...members].filter(([, name]) => name);
      if (named.length) batch.hset(keys.names(p), ...named.flat().map(String));
      batch.sadd(keys.held(nodeId), p);
    }
    await batch.exec();
  }

  async function beat(): Promise<void> {
    const alive = await client.eval(BEAT, 2, keys.node(nodeId), keys.nodes, nodeId, timing.ttlMs);
    if (alive === 0) await reassert();
  }

  async function sweepNode(node: string, force: boolean): Promise<string[]> {
    const args = [keys.held(node), keys.nodes, keys.node(node), prefix, node, force ? '1' : '0'];
    return (await client.eval(SWEEP, 3, ...args)) as string[];
  }

  async function sweep(): Promise<void> {
    const nodes = await client.smembers(keys.nodes);
    const others = nodes.filter((node) => node !== nodeId);
    if (others.length === 0) return;
    const alive = await client.mget(others.map(keys.node));
    const swept = new Set<string>();
    for (const [i, node] of others.entries()) {
      if (alive[i] !== null) continue;
      for (const p of await sweepNode(node, false)) swept.add(p);
    }
    if (swept.size) deps.onSwept([...swept]);
  }

  // During an outage every beat fails: report the first failure, not one every two seconds.
  let failing = false;
  const run = (work: () => Promise<void>) => () =>
    void work().then(
      () => (failing = false),
      (error: unknown) => {
        if (!failing) deps.onError(error);
        failing = true;
      },
    );
  run(beat)();
  const timers = [setInterval(run(beat), timing.beatMs), setInterval(run(sweep), timing.sweepMs)];
  for (const timer of timers) timer.unref();

  return {
    beat,
    sweep,
    async tryAcquire(key, member: TOnlineMember, limit) {
      const args = [member.id, nodeId, limit, member.name ?? '', key];
      const keys3 = [keys.online(key), keys.names(key), keys.held(nodeId)];
      const ok = (await client.eval(ACQUIRE, 3, ...keys3, ...args)) === 1;
      if (ok) {
        let map = held.get(key);
        if (!map) held.set(key, (map = new Map()));
        map.set(member.id, member.name ?? map.get(member.id) ?? null);
      }
      return ok;
    },
    async release(key, memberId) {
      const map = held.get(key);
      map?.delete(memberId);
      if (map?.size === 0) held.delete(key);
      await client.eval(RELEASE, 2, keys.online(key), keys.names(key), memberId, nodeId);
    },
    count: (key) => client.hlen(keys.online(key)),
    names: (key) => client.hvals(keys.names(key)),
    members: (key) => client.hkeys(keys.online(key)),
    async close() {
      for (const timer of timers) clearInterval(timer);
      held.clear();
      await sweepNode(nodeId, true);
    },
  };
}
