import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the end-to-end server keeps its database and dev outbox; wiped at each run. */
export const E2E_DATA_DIR = path.resolve(here, '..', '.data');
export const E2E_PRESENTER_URL = 'http://localhost:3100';
export const E2E_AUDIENCE_URL = 'http://localhost:3101';
