import { startServer, type TBenchServer } from './server';

/** Port of node `k` (0-based): each node takes two ports, its API and its audience listener. */
export const nodePort = (basePort: number, k: number): number => basePort + 2 * k;

/**
 * Starts `count` Crowdeck nodes sharing `env` (database, Redis) on consecutive port pairs, each on
 * a fresh data folder unless `sharedDataDir` is given (uploads shared as on a network volume). The
 * first applies the migrations alone; the others start after it is healthy. On failure every node
 * already started is stopped before the error is rethrown.
 */
export async function startNodes(
  count: number,
  basePort: number,
  env: Record<string, string>,
  sharedDataDir?: string,
): Promise<TBenchServer[]> {
  const nodes: TBenchServer[] = [];
  try {
    for (let k = 0; k < count; k++) {
      nodes.push(await startServer(nodePort(basePort, k), env, sharedDataDir));
    }
  } catch (error) {
    await stopNodes(nodes);
    throw error;
  }
  return nodes;
}

/** Stops every node (SIGTERM, waiting for each to exit). */
export async function stopNodes(nodes: readonly TBenchServer[]): Promise<void> {
  await Promise.all(nodes.map((node) => node.stop().catch(() => undefined)));
}
