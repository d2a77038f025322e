import { defineConfig, devices } from '@playwright/test';
import {
  E2E_AUDIENCE_PORT,
  E2E_AUDIENCE_URL,
  E2E_DATA_DIR,
  E2E_FRAME_ORIGIN,
  E2E_OPERATOR_TOKEN,
  E2E_PORT,
  E2E_PRESENTER_URL,
  E2E_SSO_SECRET_KEY,
} from './support/env';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { ensureTestTls, TEST_TLS_CERT } from './support/test-tls';

// End-to-end specs run the real server (embedded PGlite in a throw-away data folder, dev outbox
// for mail) and drive Debian's Chromium. A missing browser fails the run; nothing is skipped.

// The single sign-on spec's identity provider speaks https with a certificate made here.
ensureTestTls();

export default defineConfig({
  testDir: './specs',
  // One spec file at a time by default: on this 2-core machine two at once made the timed quiz
  // specs miss their answer windows and the accessibility spec its 3 minutes (in CI, twice;
  // each passed alone). E2E_WORKERS=2 runs two files at once against the one server.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report lets CI end a failed run with each failure's first lines (.ci/e2e-summary.mjs).
  reporter: [['list'], ['json', { outputFile: 'playwright-results.json' }]],
  outputDir: './test-results',
  use: {
    baseURL: E2E_PRESENTER_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  // English unless a spec asks for another language: both apps follow the browser's language.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, locale: 'en-US' },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx ../apps/server/src/main.ts`,
    url: `${E2E_PRESENTER_URL}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      AUDIENCE_PORT: String(E2E_AUDIENCE_PORT),
      PRESENTER_URL: E2E_PRESENTER_URL,
      AUDIENCE_URL: E2E_AUDIENCE_URL,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      SSO_SECRET_KEY: E2E_SSO_SECRET_KEY,
      NODE_EXTRA_CA_CERTS: TEST_TLS_CERT,
      // The embed spec's host page on another origin may frame /embed pages (and https sites).
      EMBED_FRAME_ANCESTORS: `'self' https: ${E2E_FRAME_ORIGIN}`,
      // The PowerPoint add-in spec's stand-in for Office's web host frames the add-in's pages.
      OFFICE_ADDIN_FRAME_ANCESTORS: E2E_FRAME_ORIGIN,
      // The Zoom app's spec: its pages as on a server where the operator set Zoom up.
      ZOOM_CLIENT_ID: 'e2eZoomClientId',
      ZOOM_CLIENT_SECRET: 'e2e-zoom-client-secret',
    },
  },
});
