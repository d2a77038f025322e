// Builds the server to one JavaScript file for production (`npm start` / `npm run serve`), so a
// start does not transpile TypeScript through tsx (tsx stays for `npm run dev` and the tests).
// @crowdeck/core is bundled in (it ships as TypeScript source); every other package stays an
// import from node_modules. Files the server reads at run time are found from SERVER_ROOT
// (src/server-root.ts), which holds for any output folder directly under apps/server.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleWorker } from './src/lib/worker-bundle';
import { bundleExportWorker } from './src/modules/reports/export/bundle-worker';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Bundles src/main.ts into `outfile` (default dist/main.js), with a source map beside it, and the
 * export and import workers into export-worker.js and import-worker.js beside it (the pools start
 * their threads from those files).
 */
export async function buildServer(outfile = here('dist/main.js')): Promise<void> {
  const manifest = JSON.parse(readFileSync(here('package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: [here('src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: Object.keys(manifest.dependencies).filter((name) => name !== '@crowdeck/core'),
    sourcemap: true,
    logLevel: 'warning',
  });
  await bundleExportWorker(path.join(path.dirname(outfile), 'export-worker.js'));
  await bundleWorker(
    here('src/modules/imports/worker/import-worker.ts'),
    path.join(path.dirname(outfile), 'import-worker.js'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
