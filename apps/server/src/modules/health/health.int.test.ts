import { API_PATHS } from '@crowdeck/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TTestApp } from '../../test/test-app';
import { freePort, TEST_REDIS_URL, useRedisPrefix } from '../../test/test-redis';

describe('GET /api/health/ with REDIS_URL', () => {
  const prefix = useRedisPrefix();
  const apps: TTestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('answers 200 when the database and Redis answer', async () => {
    const t = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } });
    apps.push(t);
    expect(await getJson(t.app, API_PATHS.health)).toEqual({
      statusCode: 200,
      body: { database: 'ok', redis: 'ok' },
    });
  });

  it('answers 503 naming Redis when REDIS_URL points at a closed port, without crashing', async () => {
    const port = await freePort();
    const t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: prefix },
    });
    apps.push(t);
    expect(await getJson(t.app, API_PATHS.health)).toMatchObject({
      statusCode: 503,
      body: { database: 'ok', redis: 'down', message: 'Not answering: Redis.' },
    });
    // Everything without Redis still works: the API answers.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(docs.statusCode).toBe(200);
  });
});
