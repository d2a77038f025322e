import { API_PATHS } from '@crowdeck/core';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { callOk, createDeck, getDeck } from '../../test/deck-factories';
import { createCommitGate } from '../../test/commit-gate';
import { answer, closeAll, joinOk, listen, openPhone } from '../../test/live-clients';
import type { TClientSocket } from '../../test/live-clients';
import { createTestApp, getJson, registerUser } from '../../test/test-app';
import { createPostgresTestDatabase } from '../../test/test-database';
import { createReadiness } from './readiness';

/** An empty database of the driver under test, never migrated. */
async function openEmptyDatabase(): Promise<TDatabaseHandle> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') return openDatabase({ inMemory: true });
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ databaseUrl: created.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

describe('readiness', () => {
  const sockets: TClientSocket[] = [];
  afterAll(() => closeAll(sockets));

  it('is not ready before the migrations ran, and ready after', async () => {
    const database = await openEmptyDatabase();
    try {
      const readiness = createReadiness({ db: database.db, redis: null });
      expect(await readiness.check()).toEqual({
        ready: false,
        migrations: 'pending',
        database: 'ok',
        redis: 'disabled',
        stopping: false,
      });
      await migrateDatabase(database);
      expect(await readiness.check()).toMatchObject({ ready: true, migrations: 'ok' });
    } finally {
      await database.close();
    }
  });

  it('answers live and ready on a migrated server, and 503 once shutdown began', async () => {
    const t = await createTestApp();
    try {
      expect(await getJson(t.app, API_PATHS.healthLive)).toMatchObject({
        statusCode: 200,
        body: { status: 'alive' },
      });
      expect(await getJson(t.app, API_PATHS.healthReady)).toEqual({
        statusCode: 200,
        body: {
          status: 'ready',
          migrations: 'ok',
          database: 'ok',
          redis: 'disabled',
          stopping: false,
        },
      });
      // What main.ts does first on SIGTERM.
      t.app.readiness.stop();
      expect(await getJson(t.app, API_PATHS.healthReady)).toMatchObject({
        statusCode: 503,
        body: {
          status: 'not_ready',
          stopping: true,
          message: 'Shutting down: this node takes no new work.',
        },
      });
      // Liveness does not change: the process is still up and finishing its work.
      expect((await t.app.inject({ method: 'GET', url: API_PATHS.healthLive })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });

  it('is not ready while a close waits for an answer in flight', async () => {
    const gate = createCommitGate();
    const t = await createTestApp({ deps: { liveTuning: { beforeAnswerCommit: gate.hook } } });
    const url = await listen(t.app);
    const { token } = await registerUser(t.app);
    const created = await createDeck(t.app, token, ['poll']);
    const deck = await getDeck(t.app, token, created.id);
    const slide = deck.Slides[0]!;
    await callOk(t.app, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: slide.id,
    });
    const phone = await openPhone(url);
    sockets.push(phone);
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    const held = gate.hold();
    const accepted = answer(phone, { slideId: slide.id, optionId: slide.options[0]!.id });
    await held.entered;
    const closing = t.close();
    await expect.poll(() => t.app.readiness.stopping).toBe(true);
    const response = await fetch(`${url}${API_PATHS.healthReady}`).catch(() => null);
    // Refused at the door or answered 503: either way no load balancer sends it work.
    if (response) expect(response.status).toBe(503);
    held.release();
    expect((await accepted).ok).toBe(true);
    await closing;
  });
});
