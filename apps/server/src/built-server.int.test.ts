import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS, getFontStylesheetUrls } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build';
import { SERVER_ROOT } from './server-root';
import { startNode, type TNodeProcess } from './test/server-processes';
import { parseMetrics } from './test/prometheus';
import { makeRegistration } from './test/test-app';
import { freePort } from './test/test-redis';
import { createPostgresTestDatabase } from './test/test-database';
import { makePdf } from './test/import-files';

const DRIVER = process.env.TEST_DB_DRIVER ?? 'pglite';

// `npm start` runs the bundled dist/main.js, not TypeScript: this builds it the same way (into a
// folder of its own, as both driver projects may run at once) and checks that the built file
// starts and finds what it reads from disk beside the code: migrations, font files, docs assets,
// and the export and import workers' own bundles.
describe('the production build of the server', () => {
  let buildDir: string;
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | null = null;
  let server: TNodeProcess;
  let metricsPort: number;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(SERVER_ROOT, '.build-check-'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-built-'));
    if (DRIVER === 'postgres') database = await createPostgresTestDatabase();
    await buildServer(path.join(buildDir, 'main.js'));
    metricsPort = await freePort();
    const env: Record<string, string> = { DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) };
    if (database) env.DATABASE_URL = database.url;
    server = await startNode(env, path.join(buildDir, 'main.js'));
  }, 120_000);

  /** Signs a new account up through the built server's API and returns its bearer token. */
  async function registerOverHttp(): Promise<string> {
    const registered = await fetch(`${server.url}${API_PATHS.usersCreate}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(makeRegistration()),
    });
    return ((await registered.json()) as { token: string }).token;
  }

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    await rm(buildDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, migrates its database and serves the API, fonts and API docs', async () => {
    expect((await fetch(`${server.url}${API_PATHS.health}`)).status).toBe(200);

    const registered = await fetch(`${server.url}${API_PATHS.usersCreate}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(makeRegistration()),
    });
    expect(registered.status).toBe(201);

    const [stylesheet] = getFontStylesheetUrls(`${server.url}/fonts`, 'Inter');
    const css = await fetch(stylesheet as string);
    expect(css.status).toBe(200);
    expect(await css.text()).toContain("font-family: 'Inter'");

    const docs = await fetch(`${server.url}${API_PATHS.docsPage}assets/swagger-ui.css`);
    expect(docs.status).toBe(200);
  });

  it('answers its probes and serves metrics on the internal listener', async () => {
    const ready = await fetch(`${server.url}${API_PATHS.healthReady}`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', migrations: 'ok' });
    expect((await fetch(`${server.url}${API_PATHS.healthLive}`)).status).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const parsed = parseMetrics(await metrics.text());
    expect(parsed.value('crowdeck_live_phones_connected')).toBe(0);
    expect(parsed.value('process_resident_memory_bytes')).toBeGreaterThan(0);
    // Without METRICS_TOKEN the API does not serve them.
    expect((await fetch(`${server.url}${API_PATHS.metrics}`)).status).toBe(404);
  });

  it('renders exports in the worker built beside it', async () => {
    const token = await registerOverHttp();
    const send = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(response.status).toBeLessThan(300);
      return (await response.json()) as T;
    };
    const deck = await send<{ id: string }>('POST', API_PATHS.presentationCreate, {});
    const slide = await send<{ id: string }>('POST', API_PATHS.slideCreate, {
      presentationId: deck.id,
      type: 'poll',
    });
    const { runId } = await send<{ runId: string }>('GET', `${API_PATHS.liveRun}${deck.id}/`);
    const download = async (url: string) => {
      const response = await fetch(`${server.url}${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const pdf = await download(`${API_PATHS.reportExport}${runId}/?format=pdf`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await download(`${API_PATHS.reportExport}${runId}/?format=xlsx`);
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const png = await download(`${API_PATHS.reportRun}${runId}/slide/${slide.id}/image/`);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
  it('imports a PDF in the import worker built beside it', async () => {
    const token = await registerOverHttp();
    const form = new FormData();
    const pdf = await makePdf([{ width: 960, height: 540, text: 'Built page' }]);
    form.append('file', new Blob([new Uint8Array(pdf)]), 'built.pdf');
    const headers = { authorization: `Bearer ${token}` };
    const started = await fetch(`${server.url}${API_PATHS.importJobs}`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    let job = { status: 'queued', slideIds: [] as string[] };
    for (let i = 0; i < 300 && (job.status === 'queued' || job.status === 'processing'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const polled = await fetch(`${server.url}${API_PATHS.importJobs}${id}/`, { headers });
      job = (await polled.json()) as typeof job;
    }
    expect(job.status).toBe('done');
    expect(job.slideIds).toHaveLength(1);
  });
});
