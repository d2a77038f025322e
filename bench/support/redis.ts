import { spawnSync } from 'node:child_process';
import type { TBenchServer } from './server';

/** Throws unless every node's /api/health/ says it runs on Redis (`redis: 'ok'`). */
export async function expectRedisNodes(nodes: readonly TBenchServer[]): Promise<void> {
  for (const node of nodes) {
    const body = (await (await fetch(`${node.url}/api/health/`)).json()) as { redis?: string };
    if (body.redis !== 'ok') {
      throw new Error(`${node.url} does not run on Redis (health: ${JSON.stringify(body)})`);
    }
  }
}

/**
 * Deletes the keys a run left under its own `prefix` (never anything else: the machine's Redis
 * is shared), with redis-cli's SCAN and UNLINK. Returns how many were deleted.
 */
export function dropRedisKeys(url: string, prefix: string): number {
  // A run at 15,000 phones leaves ~15,000 keys: more than spawnSync's default 1 MB of output.
  const scan = spawnSync('redis-cli', ['-u', url, '--scan', '--pattern', `${prefix}*`], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (scan.status !== 0) {
    console.warn(`redis-cli could not list the keys under ${prefix}; they stay in Redis`);
    return 0;
  }
  const keys = scan.stdout.split('\n').filter((key) => key.startsWith(prefix));
  for (let i = 0; i < keys.length; i += 500) {
    spawnSync('redis-cli', ['-u', url, 'UNLINK', ...keys.slice(i, i + 500)]);
  }
  return keys.length;
}
