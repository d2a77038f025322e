import { API_PATHS } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../lib/metrics-server';
import { callOk, createDeck, getDeck } from '../../test/deck-factories';
import { answer, closeAll, emit, joinOk, listen, openPhone } from '../../test/live-clients';
import type { TClientSocket } from '../../test/live-clients';
import { parseMetrics } from '../../test/prometheus';
import { bearer, createTestApp, registerUser, type TTestApp } from '../../test/test-app';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix, waitFor } from '../../test/test-redis';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe('Prometheus metrics', () => {
  let t: TTestApp;
  let url: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    url = await listen(t.app);
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.metrics,
      headers: bearer(TOKEN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseMetrics(response.body);
  };

  it('answers 401 without the token or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: API_PATHS.metrics });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'unauthorized' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: API_PATHS.metrics,
      headers: bearer(`${TOKEN}x`),
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('parses as Prometheus text, with the process metrics and the event-loop delay', async () => {
    const metrics = await scrape();
    expect(metrics.types.get('crowdeck_live_joins_total')).toBe('counter');
    expect(metrics.types.get('crowdeck_live_answer_duration_seconds')).toBe('histogram');
    expect(metrics.value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(metrics.value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(metrics.value('crowdeck_export_queue_length')).toBe(0);
  });

  it('counts a phone joining and answering over a real socket, and the refusals', async () => {
    const before = await scrape();
    const { token } = await registerUser(t.app);
    const created = await createDeck(t.app, token, ['poll']);
    const deck = await getDeck(t.app, token, created.id);
    const slide = deck.Slides[0]!;
    const phone = await openPhone(url);
    sockets.push(phone);
    await joinOk(phone, { code: deck.uniqueCode, name: 'Grace' });

    let metrics = await scrape();
    expect(metrics.value('crowdeck_live_phones_connected')).toBe(1);
    expect(metrics.value('crowdeck_live_rooms')).toBe(1);
    expect(metrics.value('crowdeck_live_joins_total')).toBe(
      (before.value('crowdeck_live_joins_total') ?? 0) + 1,
    );
    expect(metrics.count('crowdeck_live_join_duration_seconds')).toBe(
      before.count('crowdeck_live_join_duration_seconds') + 1,
    );
    expect(metrics.count('crowdeck_group_commit_batch_rows', { writes: 'joins' })).toBe(1);

    // The slide change reaches the room: its state's fan-out is timed.
    await callOk(t.app, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: slide.id,
    });
    await waitFor(
      'the fan-out of the slide change',
      async () => (await scrape()).count('crowdeck_live_state_fanout_seconds') > 0,
    );

    const first = await answer(phone, { slideId: slide.id, optionId: slide.options[0]!.id });
    expect(first.ok).toBe(true);
    const again = await answer(phone, { slideId: slide.id, optionId: slide.options[1]!.id });
    expect(again.ok).toBe(false);
    const unknown = await emit(phone, 'audience:join', { code: '00000000', name: 'Lost' });
    expect(unknown.ok).toBe(false);

    metrics = await scrape();
    expect(metrics.value('crowdeck_live_answers_total')).toBe(
      (before.value('crowdeck_live_answers_total') ?? 0) + 1,
    );
    expect(metrics.count('crowdeck_live_answer_duration_seconds')).toBe(1);
    expect(
      metrics.value('crowdeck_live_refusals_total', {
        event: 'answer',
        reason: 'already_answered',
      }),
    ).toBe(1);
    expect(
      metrics.value('crowdeck_live_refusals_total', { event: 'join', reason: 'not_found' }),
    ).toBe(1);
    // Both answers went through the answers' group commit (the refused one found the first).
    expect(metrics.count('crowdeck_group_commit_batch_rows', { writes: 'answers' })).toBe(2);
    expect(metrics.count('crowdeck_group_commit_duration_seconds', { writes: 'answers' })).toBe(2);

    phone.close();
    await waitFor(
      'the phone to leave',
      async () => (await scrape()).value('crowdeck_live_phones_connected') === 0,
    );
  });

  it('reports the PostgreSQL pool, or no pool with PGlite', async () => {
    const metrics = await scrape();
    if (process.env.TEST_DB_DRIVER === 'postgres') {
      expect(metrics.value('crowdeck_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(metrics.value('crowdeck_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(metrics.value('crowdeck_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
  });

  it('serves the same text on the internal listener, and 404 elsewhere', async () => {
    const server = await startMetricsServer(t.app.metrics, { host: '127.0.0.1', port: 0 });
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      const metrics = parseMetrics(await response.text());
      expect(metrics.value('crowdeck_live_joins_total')).toBeGreaterThanOrEqual(1);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('Prometheus metrics without METRICS_TOKEN', () => {
  it('does not serve them on the main listener', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: API_PATHS.metrics });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('Prometheus metrics with REDIS_URL', () => {
  const prefix = uniqueRedisPrefix();
  afterAll(() => deleteRedisKeys(prefix));

  it('counts Redis commands and times the round trips of the stores', async () => {
    const t = await createTestApp({
      env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, METRICS_TOKEN: TOKEN },
    });
    try {
      // The health check pings Redis through the stores' client.
      expect((await t.app.inject({ method: 'GET', url: API_PATHS.health })).statusCode).toBe(200);
      const response = await t.app.inject({
        method: 'GET',
        url: API_PATHS.metrics,
        headers: bearer(TOKEN),
      });
      const metrics = parseMetrics(response.body);
      expect(metrics.value('crowdeck_redis_commands_total', { client: 'store' })).toBeGreaterThan(
        0,
      );
      expect(metrics.count('crowdeck_redis_command_duration_seconds')).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
