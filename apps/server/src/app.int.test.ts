import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { API_PATHS } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAudienceApp } from './audience-app';
import { loadConfig } from './config';
import { corsPreflight, createTestApp, postRaw, type TTestApp } from './test/test-app';

let t: TTestApp;
let dist: string;
const BIG_SCRIPT = `export const words = ${JSON.stringify('crowdeck '.repeat(2000))};\n`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'crowdeck-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Presenter</title>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the builds write beside each text asset (vite-plugin-compression2).
  await writeFile(path.join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  await writeFile(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  await writeFile(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  t = await createTestApp({
    env: { API_URL: 'https://api.example.org', AUDIENCE_URL: 'https://join.example.org' },
    deps: { presenterDist: dist },
  });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('API basics', () => {
  it('reports health with the database up', async () => {
    const response = await t.app.inject({ url: API_PATHS.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ database: 'ok', redis: 'disabled' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/nothing-here/' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('refuses malformed JSON and bodies over 1 MiB with JSON errors', async () => {
    const malformed = await postRaw(t.app, API_PATHS.authLogin, 'application/json', '{"email":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('invalid_input');

    const huge = await postRaw(
      t.app,
      API_PATHS.usersCreate,
      'application/json',
      JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });

  it('allows only the two web apps as CORS origins, without credentials', async () => {
    const preflight = (origin: string) => corsPreflight(t.app, origin);
    const allowed = await preflight('https://join.example.org');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://join.example.org');
    expect(allowed.headers['access-control-allow-headers']).toContain('Authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('presenter app', () => {
  it('serves /config.js with the public settings, uncached', async () => {
    const response = await t.app.inject({ url: '/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      'window.__CROWDECK_CONFIG__ = {"apiUrl":"https://api.example.org","uploadUrl":"https://api.example.org","fontsUrl":"http://localhost:3000/fonts","presenterUrl":"http://localhost:3000","audienceUrl":"https://join.example.org","sentryDsn":null};\n',
    );
  });

  it('falls back to index.html for app routes with a strict CSP, and caches hashed assets', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Presenter</title>');
    expect(root.headers['cache-control']).toBe('no-cache');

    const page = await t.app.inject({ url: '/presentation/42?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Presenter</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.example.org wss://api.example.org");
    expect(csp).toContain("img-src 'self' data: blob:");

    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the build’s Brotli or gzip copy to a browser that accepts it, else the file', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        url: '/assets/big-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });
});

describe('audience app', () => {
  it('asks for a build when the app is missing, and still serves /config.js', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const app = await buildAudienceApp({
      config,
      logger: false,
      audienceDist: path.join(dist, 'none'),
    });
    const page = await app.inject({ url: '/join' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe('Run npm run build first.');
    expect((await app.inject({ url: '/config.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: API_PATHS.health })).statusCode).toBe(404);
    await app.close();
  });
});
