import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const TLS_DIR = path.resolve(here, '..', '.tls');
/** A throw-away certificate for 127.0.0.1, made by the specs and trusted only by their server. */
export const TEST_TLS_KEY = path.join(TLS_DIR, 'key.pem');
export const TEST_TLS_CERT = path.join(TLS_DIR, 'cert.pem');
const DAY_MS = 86_400_000;

/**
 * Makes the key and self-signed certificate (openssl, valid 30 days, renewed after 7) the specs'
 * https services use. The end-to-end server trusts it through NODE_EXTRA_CA_CERTS, the way a
 * company adds its own certificate authority; Chromium contexts that visit them ignore it.
 * Called when the Playwright config loads, before the server starts; idempotent, because the
 * config is loaded again in every worker while the server runs.
 */
export function ensureTestTls(): void {
  if (existsSync(TEST_TLS_CERT) && Date.now() - statSync(TEST_TLS_CERT).mtimeMs < 7 * DAY_MS) {
    return;
  }
  mkdirSync(TLS_DIR, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      TEST_TLS_KEY,
      '-out',
      TEST_TLS_CERT,
      '-days',
      '30',
      '-subj',
      '/CN=Crowdeck e2e test provider',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ],
    { stdio: 'pipe' },
  );
}

/** The key and certificate for a spec's https server. */
export function readTestTls(): { key: string; cert: string } {
  return { key: readFileSync(TEST_TLS_KEY, 'utf8'), cert: readFileSync(TEST_TLS_CERT, 'utf8') };
}
