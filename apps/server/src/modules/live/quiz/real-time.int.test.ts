import { API_PATHS, LIVE_LIMITS } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk, createDeck, getDeck } from '../../../test/deck-factories';
import {
  closeAll,
  joinOk,
  listen,
  markCorrect,
  nextMessage,
  openPhone,
  type TClientSocket,
} from '../../../test/live-clients';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app';

/**
 * The other quiz tests move a manual clock; this one keeps the system clock and its real timers,
 * so the production wiring of the question clock is covered end to end.
 */
describe('live: a quiz question on real time', () => {
  let t: TTestApp;
  let url: string;
  let token: string;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    closeAll(sockets);
    await t.close();
  });

  it('opens after its intro and closes at its time limit by the system clock', async () => {
    const created = await createDeck(t.app, token, ['quiz']);
    await markCorrect(t.app, token, created, 0);
    const slide = (await getDeck(t.app, token, created.id)).Slides[0]!;
    await callOk(t.app, token, 'PUT', `${API_PATHS.slideUpdate}${slide.id}/`, { timeLimitSec: 5 });
    const phone = await openPhone(url);
    sockets.push(phone);
    await joinOk(phone, { code: created.uniqueCode, name: 'Ada' });

    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open', 10_000);
    const closed = nextMessage(phone, 'question', (m) => m.question.phase === 'closed', 15_000);
    const started = Date.now();
    await callOk(t.app, token, 'POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
    const introMs = LIVE_LIMITS.questionIntroSec * 1000;
    await open;
    expect(Date.now() - started).toBeGreaterThanOrEqual(introMs - 50);
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(introMs + 5_000 - 50);
  });
});
