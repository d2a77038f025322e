import type { Redis } from 'ioredis';
import type { TOnlineCounter, TOnlineMember } from './online-counter';

/*
 * Keys (P = REDIS_PREFIX): `P online:<presentation>` hash participant → the nodes where it has
 * sockets, comma-separated (its one place is given back when the last of them lets go, so a
 * participant connected to two nodes stays counted while either still has it);
 * `P names:<presentation>` hash participant → name; `P node:<node>` the node's heartbeat (expires);
 * `P nodes` set of nodes; `P held:<node>` set of presentations where the node holds places.
 */

/** Lua: `list` (comma-separated nodes) without `node`, and whether it was there. */
const WITHOUT = `
local function without(list, node)
  local rest, found = {}, false
  for n in string.gmatch(list, '[^,]+') do
    if n == node then found = true else rest[#rest + 1] = n end
  end
  return table.concat(rest, ','), found
end
local function with(list, node)
  if not list then return node end
  local _, found = without(list, node)
  if found then return list end
  return list .. ',' .. node
end`;

/** Takes a place or joins its holders: KEYS online, names, held; ARGV member, node, limit, name, presentation. */
const ACQUIRE = `${WITHOUT}
local current = redis.call('HGET', KEYS[1], ARGV[1])
if not current and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], with(current, ARGV[2]))
if ARGV[4] ~= '' then redis.call('HSET', KEYS[2], ARGV[1], ARGV[4]) end
redis.call('SADD', KEYS[3], ARGV[5])
return 1`;

/** This node lets go; the place is given back if no other node holds it: KEYS online, names; ARGV member, node. */
const RELEASE = `${WITHOUT}
local current = redis.call('HGET', KEYS[1], ARGV[1])
if not current then return 0 end
local rest, found = without(current, ARGV[2])
if not found then return 0 end
if rest == '' then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
else
  redis.call('HSET', KEYS[1], ARGV[1], rest)
end
return 1`;

/** Claims places again after Redis lost them (no limit: they were held): KEYS online; ARGV node, members… */
const REASSERT = `${WITHOUT}
for i = 2, #ARGV do
  redis.call('HSET', KEYS[1], ARGV[i], with(redis.call('HGET', KEYS[1], ARGV[i]), ARGV[1]))
end
return 1`;

/** Refreshes a heartbeat; 0 when it had expired (or Redis lost it): KEYS node, nodes; ARGV node, ttl. */
const BEAT = `
if redis.call('SET', KEYS[1], '1', 'XX', 'PX', ARGV[2]) then return 1 end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return 0`;

/**
 * Takes a node out of every place it holds (a place no other node holds is given back), unless
 * its heartbeat is alive (`ARGV[3]` = '1' forces it, at
 * shutdown): KEYS held, nodes, heartbeat; ARGV prefix, node, force. Returns the presentations.
 */
const SWEEP = `${WITHOUT}
if ARGV[3] ~= '1' and redis.call('EXISTS', KEYS[3]) == 1 then return {} end
local presentations = redis.call('SMEMBERS', KEYS[1])
for _, p in ipairs(presentations) do
  local online = ARGV[1] .. 'online:' .. p
  local names = ARGV[1] .. 'names:' .. p
  local all = redis.call('HGETALL', online)
  for i = 1, #all, 2 do
    local rest, found = without(all[i + 1], ARGV[2])
    if found and rest == '' then
      redis.call('HDEL', online, all[i])
      redis.call('HDEL', names, all[i])
    elseif found then
      redis.call('HSET', online, all[i], rest)
    end
  end
end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[2])
if ARGV[3] == '1' then redis.call('DEL', KEYS[3]) end
return presentations`;

/** The commands `defineCommand` adds to the client for ACQUIRE and RELEASE. */
interface TPlaceScripts {
  crowdeckAcquire(...keysThenArgs: (string | number)[]): Promise<unknown>;
  crowdeckRelease(...keysThenArgs: (string | number)[]): Promise<unknown>;
}

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
  // Taking and giving back a place run once per join and leave: sent by their SHA1 (EVALSHA, the
  // script itself only when Redis does not hold it yet), not their ~1 KB of Lua each time.
  client.defineCommand('crowdeckAcquire', { numberOfKeys: 3, lua: ACQUIRE });
  client.defineCommand('crowdeckRelease', { numberOfKeys: 2, lua: RELEASE });
  // Cast: ioredis adds defineCommand's commands at run time; TPlaceScripts types the two defined above.
  const scripts = client as unknown as TPlaceScripts;
  /** This node's places, to claim them again if Redis lost them (restart, or taken for dead). */
  const held = new Map<string, Map<string, string | null>>();

  async function reassert(): Promise<void> {
    const batch = client.multi();
    for (const [p, members] of held) {
      if (members.size === 0) continue;
      batch.eval(REASSERT, 1, keys.online(p), nodeId, ...members.keys());
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
    // Cast: ioredis types eval's answer as unknown; the SWEEP script returns a list of names.
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
      const ok = (await scripts.crowdeckAcquire(...keys3, ...args)) === 1;
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
      await scripts.crowdeckRelease(keys.online(key), keys.names(key), memberId, nodeId);
    },
    count: (key) => client.hlen(keys.online(key)),
    async names(key, max) {
      if (max === undefined) return client.hvals(keys.names(key));
      // HRANDFIELD with a positive count: that many distinct entries (all of them when fewer),
      // O(max) where HVALS read all 15,000 names four times a second to show a hundred.
      const flat = await client.hrandfield(keys.names(key), max, 'WITHVALUES');
      // Cast: HRANDFIELD … WITHVALUES answers a flat list of strings, which ioredis types as unknown.
      return (flat as string[]).filter((_, i) => i % 2 === 1);
    },
    members: (key) => client.hkeys(keys.online(key)),
    async close() {
      for (const timer of timers) clearInterval(timer);
      held.clear();
      await sweepNode(nodeId, true);
    },
  };
}
