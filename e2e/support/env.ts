import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the end-to-end server keeps its database and dev outbox; wiped at each run. One folder
 * per E2E_PORT, so two runs of one checkout do not wipe each other's.
 */
export const E2E_DATA_DIR = path.resolve(
  here,
  '..',
  process.env.E2E_PORT ? `.data-${process.env.E2E_PORT}` : '.data',
);
/** Ports of the end-to-end server; E2E_PORT moves both (two checkouts can run their specs at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_AUDIENCE_PORT = E2E_PORT + 1;
export const E2E_PRESENTER_URL = `http://localhost:${E2E_PORT}`;
export const E2E_AUDIENCE_URL = `http://localhost:${E2E_AUDIENCE_PORT}`;
/** Bearer token of the end-to-end server's operator API (creates organisations, grants Custom). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef0123456789';
/** Key the end-to-end server seals organisations' OIDC client secrets with. */
export const E2E_SSO_SECRET_KEY = 'e2e-sso-secret-key-0123456789abcdef0123456789abcdef';
/**
 * A page on another origin (another loopback address) that frames the live embed; the server lets
 * it frame /embed pages through EMBED_FRAME_ANCESTORS.
 */
export const E2E_FRAME_HOST = '127.0.0.2';
export const E2E_FRAME_PORT = E2E_PORT + 9;
export const E2E_FRAME_ORIGIN = `http://${E2E_FRAME_HOST}:${E2E_FRAME_PORT}`;
