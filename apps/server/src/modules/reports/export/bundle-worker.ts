import { fileURLToPath } from 'node:url';
import { bundleWorker, bundleWorkerFromSource } from '../../../lib/worker-bundle';

const SOURCE = fileURLToPath(new URL('./export-worker.ts', import.meta.url));

/** Writes the export worker's bundle to `outfile` (the production build, beside dist/main.js). */
export const bundleExportWorker = (outfile: string) => bundleWorker(SOURCE, outfile);

/** The export worker bundled from source, for a server run from TypeScript (tests, tsx). */
export const bundleExportWorkerFromSource = () => bundleWorkerFromSource(SOURCE, 'export-worker');
