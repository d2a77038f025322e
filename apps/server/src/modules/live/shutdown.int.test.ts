import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@crowdeck/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { TDatabaseHandle } from '../../db/client';
import { answers } from '../../db/schema/index';
import { createCommitGate } from '../../test/commit-gate';
import { callOk, createDeck, getDeck } from '../../test/deck-factories';
import {
  answer,
  closeAll,
  joinOk,
  listen,
  openPhone,
  type TClientSocket,
} from '../../test/live-clients';
import { registerUser } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

/**
 * Shutdown (SIGTERM, a deploy): the node refuses new joins and answers, lets the work it already
 * accepted finish and be stored, and only then lets the database go.
 */
describe('live: a graceful shutdown', () => {
  let database: TDatabaseHandle;
  let dataDir: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-shutdown-'));
  });
  afterAll(async () => {
    closeAll(sockets);
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores an answer in flight, refuses new ones, then closes', async () => {
    const gate = createCommitGate();
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }),
      db: database.db,
      logger: false,
      presenterDist: path.join(dataDir, 'none'),
      liveTuning: { beforeAnswerCommit: gate.hook },
    });
    const url = await listen(app);
    const { token } = await registerUser(app);
    const created = await createDeck(app, token, ['poll']);
    const deck = await getDeck(app, token, created.id);
    const slide = deck.Slides[0]!;
    await callOk(app, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: slide.id,
    });
    const [early, late] = await Promise.all([openPhone(url), openPhone(url)]);
    sockets.push(early!, late!);
    await joinOk(early!, { code: deck.uniqueCode, name: 'Early' });
    await joinOk(late!, { code: deck.uniqueCode, name: 'Late' });

    // An answer accepted before the shutdown waits at the commit.
    const held = gate.hold();
    const accepted = answer(early!, { slideId: slide.id, optionId: slide.options[0]!.id });
    await held.entered;
    let closed = false;
    const closing = app.close().then(() => (closed = true));

    // Meanwhile another phone's answer is refused (it retries), and the close waits.
    await expect
      .poll(async () => {
        const ack = await answer(late!, { slideId: slide.id, optionId: slide.options[1]!.id });
        return ack.ok ? 'accepted' : ack.error.code;
      })
      .toBe('internal_error');
    expect(closed).toBe(false);

    held.release();
    expect(await accepted).toMatchObject({ ok: true });
    await closing;
    const [stored] = await database.db
      .select({ n: count() })
      .from(answers)
      .where(eq(answers.slideId, slide.id));
    expect(stored?.n).toBe(1);
  });
});
