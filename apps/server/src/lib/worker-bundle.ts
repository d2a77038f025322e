import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const require = createRequire(import.meta.url);
/** apps/server: bundles written under it find the server's packages as dist/main.js does. */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How a worker thread's entry is bundled: like the server (build.ts), @crowdeck/core bundled in
 * (it ships as TypeScript) and every other package imported from node_modules.
 */
function workerBuildOptions(source: string): BuildOptions {
  // Cast: the server's own package.json: its dependencies are a map of names to versions.
  const manifest = require(path.join(SERVER_DIR, 'package.json')) as {
    dependencies: Record<string, string>;
  };
  return {
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: Object.keys(manifest.dependencies).filter((name) => name !== '@crowdeck/core'),
    logLevel: 'warning',
  };
}

/** Writes the bundle of the worker at `source` to `outfile` (the production build). */
export async function bundleWorker(source: string, outfile: string): Promise<void> {
  await build({ ...workerBuildOptions(source), outfile, sourcemap: true });
}

/**
 * The worker at `source` bundled, for a server run from TypeScript (tests, tsx): worker threads
 * cannot load TypeScript on Node 20. Written once per content under apps/server's
 * node_modules/.cache as `<name>-<hash>.mjs`, by an atomic rename (parallel test processes write
 * the same bytes).
 */
export async function bundleWorkerFromSource(source: string, name: string): Promise<string> {
  const result = await build({ ...workerBuildOptions(source), write: false, outfile: 'worker.js' });
  const code = result.outputFiles?.[0]?.contents;
  if (!code) throw new Error(`the worker ${name} was not bundled`);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = path.join(SERVER_DIR, 'node_modules', '.cache', 'crowdeck');
  const file = path.join(dir, `${name}-${hash}.mjs`);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, code);
  await rename(partial, file);
  return file;
}
