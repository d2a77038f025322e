import { API_PATHS, LIVE_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { getDeck } from '../../../test/deck-factories';
import { joinOk, markCorrect, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

/**
 * The other quiz tests move a manual clock; this one keeps the system clock and its real timers,
 * so the production wiring of the question clock is covered end to end.
 */
describe('live: a quiz question on real time', () => {
  const live = useLiveFixture();

  it('opens after its intro and closes at its time limit by the system clock', async () => {
    const created = await live.deck(['quiz']);
    await markCorrect(live.app, live.token, created, 0);
    const slide = (await getDeck(live.app, live.token, created.id)).Slides[0]!;
    await live.callOk('PUT', `${API_PATHS.slideUpdate}${slide.id}/`, { timeLimitSec: 5 });
    const phone = await live.phone();
    await joinOk(phone, { code: created.uniqueCode, name: 'Ada' });

    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open', 10_000);
    const closed = nextMessage(phone, 'question', (m) => m.question.phase === 'closed', 15_000);
    const started = Date.now();
    await live.callOk('POST', `${API_PATHS.slideGame}${slide.id}/`, { action: 'start' });
    const introMs = LIVE_LIMITS.questionIntroSec * 1000;
    await open;
    expect(Date.now() - started).toBeGreaterThanOrEqual(introMs - 50);
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(introMs + 5_000 - 50);
  });
});
