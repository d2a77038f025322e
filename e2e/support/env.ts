import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the end-to-end server keeps its database and dev outbox; wiped at each run. */
export const E2E_DATA_DIR = path.resolve(here, '..', '.data');
/** Ports of the end-to-end server; E2E_PORT moves both (two checkouts can run their specs at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_AUDIENCE_PORT = E2E_PORT + 1;
export const E2E_PRESENTER_URL = `http://localhost:${E2E_PORT}`;
export const E2E_AUDIENCE_URL = `http://localhost:${E2E_AUDIENCE_PORT}`;
/** The operator API's token of the end-to-end server (organisations on Custom are made with it). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-of-at-least-thirty-two-characters';
