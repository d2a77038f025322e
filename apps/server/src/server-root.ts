import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder. This file sits one folder below it as src/server-root.ts and, once
 * bundled, as dist/main.js, so the same relative step finds it in development and in production.
 * Paths to files shipped beside the code (migrations) start here, never from the working folder.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
