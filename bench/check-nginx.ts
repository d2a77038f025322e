// Checks the sample nginx configuration (deploy/nginx/crowdeck.conf) for real: nginx from Debian's
// packages in front of two Crowdeck nodes (one throw-away PostgreSQL database, Redis, one shared
// data folder), then health, the audience app, an upload, a presenter's deck, phones joining over
// WebSocket and following slide changes, and a node shut down under them, all through nginx.
// Exits 1 on the first failure.
// Run: npm run check:nginx [-- --port 3400] [--nodes 2]
import { mkdtemp, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_PATHS } from '@crowdeck/core';
import { BenchApi, createBenchDeck } from './live/api';
import { createBenchDatabase } from './live/plan';
import { ensureNginx, startNginx, type TNginx } from './nginx/nginx-process';
import { joinPhone, type TPhone } from './nginx/phones';
import { renderMainConfig, renderNginxSample, type TNginxPorts } from './nginx/render';
import { createSteps, expect, getWithHost, log } from './nginx/steps';
import { nodePort, startNodes, stopNodes } from './support/nodes';
import { dropRedisKeys, expectRedisNodes } from './support/redis';
import type { TBenchServer } from './support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLE = path.join(root, 'deploy', 'nginx', 'crowdeck.conf');
const { values } = parseArgs({
  options: { port: { type: 'string', default: '3400' }, nodes: { type: 'string', default: '2' } },
});
const BASE = Number(values.port);
const NODES = Number(values.nodes);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `crowdeck-nginx-${Date.now()}:`;
/** A valid 1×1 PNG: the upload goes through nginx and must come back from every node. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const { check, current } = createSteps();
const ports: TNginxPorts = {
  nodes: Array.from({ length: NODES }, (_, k) => ({
    api: nodePort(BASE, k),
    audience: nodePort(BASE, k) + 1,
  })),
  api: BASE + 10,
  audience: BASE + 11,
  redirect: BASE + 12,
};
const publicApi = `http://127.0.0.1:${ports.api}`;
const publicAudience = `http://127.0.0.1:${ports.audience}`;
const dir = await mkdtemp(path.join(tmpdir(), 'crowdeck-nginx-'));
await chmod(dir, 0o755); // nginx workers may run as another user: they read their temp folders
let database: Awaited<ReturnType<typeof createBenchDatabase>> | null = null;
let nodes: TBenchServer[] = [];
let nginx: TNginx | null = null;
const phones: TPhone[] = [];

try {
  const bin = await check('nginx is installed', async () => ensureNginx(log));
  const site = path.join(dir, 'crowdeck.conf');
  const conf = path.join(dir, 'nginx.conf');
  await check('the sample renders for local ports', async () => {
    await writeFile(site, renderNginxSample(await readFile(SAMPLE, 'utf8'), ports));
    await writeFile(conf, renderMainConfig(dir, site));
  });
  database = await createBenchDatabase();
  const env = {
    DATABASE_URL: database.url,
    PRESENTER_URL: publicApi,
    API_URL: publicApi,
    AUDIENCE_URL: publicAudience,
    TRUST_PROXY: '127.0.0.1',
    ...(NODES > 1 ? { REDIS_URL, REDIS_PREFIX } : {}),
  };
  nodes = await check(`${NODES} Crowdeck node(s) start`, () =>
    startNodes(NODES, BASE, env, path.join(dir, 'data')),
  );
  if (NODES > 1) await check('every node runs on Redis', () => expectRedisNodes(nodes));
  nginx = await check(`nginx -t accepts it and nginx runs (prefix ${dir})`, () =>
    startNginx(bin, dir, conf, ports.api),
  );

  await check('GET /api/health/ through nginx answers 200', async () => {
    for (let i = 0; i < 2 * NODES; i++) {
      const res = await fetch(`${publicApi}${API_PATHS.health}`);
      const body = await res.text();
      expect(res.status === 200, `health answered ${res.status}: ${body}`);
      const redis = NODES > 1 ? 'ok' : 'disabled';
      expect(JSON.parse(body).redis === redis, `health should report redis ${redis}: ${body}`);
    }
  });
  await check('the audience listener serves /config.js through nginx', async () => {
    const res = await fetch(`${publicAudience}/config.js`);
    const body = await res.text();
    expect(res.status === 200, `/config.js answered ${res.status}`);
    expect(body.includes(publicApi), `/config.js does not name the API address: ${body}`);
  });
  await check('plain HTTP redirects to HTTPS', async () => {
    const res = await getWithHost(ports.redirect, 'join.example.com', '/123');
    expect(res.status === 301, `the port-80 block answered ${res.status}`);
    expect(res.location === 'https://join.example.com/123', `redirect to ${res.location}`);
  });

  const api = new BenchApi(publicApi);
  const deck = await check('a presenter registers and creates a deck through nginx', async () => {
    await api.register(`nginx-${Date.now()}@example.com`);
    return createBenchDeck(api);
  });
  await check('an image upload goes through and every node serves it', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(PNG_1PX, 'base64')], { type: 'image/png' }), 'a.png');
    const uploaded = await api.upload<{ url: string }>(API_PATHS.uploadImage, form);
    for (let i = 0; i < 2 * NODES; i++) {
      const res = await fetch(uploaded.url);
      expect(res.status === 200, `GET ${uploaded.url} answered ${res.status}`);
    }
    const tooBig = await fetch(`${publicApi}${API_PATHS.uploadImage}`, {
      method: 'POST',
      body: Buffer.alloc(12 * 1024 * 1024),
    });
    expect(tooBig.status === 413, `a 12 MB body answered ${tooBig.status}, not 413`);
  });

  await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: deck.pollIds[0] });
  await check(`${2 * NODES} phones join over WebSocket through nginx`, async () => {
    for (let i = 0; i < 2 * NODES; i++) {
      phones.push(await joinPhone(publicApi, publicAudience, deck.code, `Phone ${i + 1}`));
    }
  });
  const changeSlide = (slideId: string, who: string) =>
    check(
      `${who} receives the slide change ${slideId.slice(0, 8)} made through nginx`,
      async () => {
        const received = phones.map((phone) => phone.nextSlide(slideId, 5000));
        await api.call('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId: slideId });
        await Promise.all(received);
      },
    );
  await changeSlide(deck.pollIds[1], 'each phone');
  await changeSlide(deck.pollIds[0], 'each phone');
  if (NODES > 1) {
    await check(
      'the last node shuts down (SIGTERM): its phones join again through nginx',
      async () => {
        const before = phones.map((phone) => phone.rejoins());
        await nodes.at(-1)?.stop();
        const deadline = Date.now() + 15_000;
        const moved = () => phones.filter((phone, i) => phone.rejoins() > (before[i] as number));
        while (
          Date.now() < deadline &&
          (moved().length === 0 || phones.some((p) => !p.socket.connected))
        ) {
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(moved().length > 0, 'no phone came back after its node shut down');
        expect(
          phones.every((p) => p.socket.connected),
          'a phone is still disconnected after 15 s',
        );
        log(`  ${moved().length} of ${phones.length} phones moved to the remaining node(s)`);
      },
    );
    await changeSlide(deck.quizId, 'each phone, the moved ones too,');
    await check('with the last node stopped, nginx sends every request to the others', async () => {
      for (let i = 0; i < 2 * NODES; i++) {
        const health = await fetch(`${publicApi}${API_PATHS.health}`);
        const page = await fetch(`${publicAudience}/config.js`);
        expect(health.status === 200, `health answered ${health.status} with a node down`);
        expect(page.status === 200, `/config.js answered ${page.status} with a node down`);
      }
    });
  } else await changeSlide(deck.quizId, 'each phone');
  for (const phone of phones) phone.socket.disconnect();
  await nginx.stop(); // writes the WebSocket lines of the access log
  nginx = null;
  await check('nginx spread the WebSocket connections over every node', async () => {
    const lines = (await readFile(path.join(dir, 'access.log'), 'utf8')).split('\n');
    const upstreams = new Set(
      lines.filter((l) => l.startsWith('GET /socket.io/ 101')).map((l) => l.split('upstream=')[1]),
    );
    const expected = ports.nodes.map((n) => `127.0.0.1:${n.api}`);
    expect(
      expected.every((address) => upstreams.has(address)),
      `phones reached ${[...upstreams].join(', ') || 'no node'}, expected ${expected.join(', ')}`,
    );
  });
  log(`all checks passed: ${NODES} node(s) behind nginx`);
} catch (error) {
  console.error(`[check:nginx] ✗ ${current()}: ${error instanceof Error ? error.message : error}`);
  const errors = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  if (errors.trim())
    console.error(`nginx error.log (last lines):\n${errors.split('\n').slice(-15).join('\n')}`);
  process.exitCode = 1;
} finally {
  for (const phone of phones) phone.socket.disconnect();
  await nginx?.stop();
  await stopNodes(nodes);
  await database?.drop();
  if (NODES > 1) dropRedisKeys(REDIS_URL, REDIS_PREFIX);
  await rm(dir, { recursive: true, force: true });
}
