import { API_PATHS, LIVE_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import type { TApp } from '../../../app';
import { callOk, createDeck, getDeck } from '../../../test/deck-factories';
import { useDatabaseApps } from '../../../test/database-apps';
import {
  answer,
  disconnected,
  joinOk,
  markCorrect,
  nextMessage,
  openPhone,
} from '../../../test/live-clients';
import { createManualClock } from '../../../test/manual-clock';
import { registerUser } from '../../../test/test-app';
import type { TLiveTuning } from '../tuning';

describe('live: a server restart in the middle of a question', () => {
  const apps = useDatabaseApps('crowdeck-restart-');
  // One clock for the server before and after the restart, as on one machine.
  const clock = createManualClock();
  const introMs = LIVE_LIMITS.questionIntroSec * 1000;

  const start = (port = 0, liveTuning?: TLiveTuning) =>
    apps.start({ liveTuning: { clock, ...liveTuning } }, port);

  /** A presenter signed up on the app, and a one-quiz deck (option A correct) of theirs. */
  async function quizOn(app: TApp) {
    const { token } = await registerUser(app);
    const created = await createDeck(app, token, ['quiz']);
    await markCorrect(app, token, created, 0);
    const deck = await getDeck(app, token, created.id);
    const slide = deck.Slides[0]!;
    return { token, deck, slide, right: slide.options[0]!.id };
  }

  it('loses no acknowledged answer; the phone resumes and the question goes on', async () => {
    const first = await start();
    const { token, deck, slide, right } = await quizOn(first.app);
    const phone = await openPhone(first.url, true);
    apps.sockets.push(phone);
    const joined = await joinOk(phone, { code: deck.uniqueCode, name: 'Steady' });
    // A second phone that never answers keeps the question open until its time or the presenter.
    const idle = await openPhone(first.url);
    await joinOk(idle, { code: deck.uniqueCode, name: 'Idle' });

    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open');
    await callOk(first.app, token, 'POST', `${API_PATHS.slideGame}${slide.id}/`, {
      action: 'start',
    });
    clock.advance(introMs);
    const { opensAt, closesAt } = (await open).question;
    expect(await answer(phone, { slideId: slide.id, optionId: right })).toMatchObject({ ok: true });

    // The server goes away mid-question and comes back on the same port and database.
    const port = Number(new URL(first.url).port);
    const dropped = disconnected(phone);
    await first.app.close();
    await dropped;
    const reconnected = new Promise<void>((resolve) => phone.once('connect', () => resolve()));
    const second = await start(port);
    await reconnected;

    const resumed = await joinOk(phone, {
      code: deck.uniqueCode,
      participantToken: joined.participantToken,
    });
    expect(resumed.state.me).toMatchObject({
      participantId: joined.state.me.participantId,
      name: 'Steady',
      answeredSlideIds: [slide.id],
    });
    expect(resumed.state.question).toMatchObject({ phase: 'open', opensAt, closesAt });
    expect(await answer(phone, { slideId: slide.id, optionId: right })).toMatchObject({
      ok: false,
      error: { code: 'already_answered' },
    });

    // Closing scores the answer given before the restart.
    const scored = nextMessage(phone, 'me', (m) => m.me.lastResult !== null);
    await callOk(second.app, token, 'POST', `${API_PATHS.slideGame}${slide.id}/`, {
      action: 'close',
    });
    const me = (await scored).me;
    expect(me.lastResult).toMatchObject({ slideId: slide.id, correct: true });
    expect(me.score).toBeGreaterThan(500);
    expect(me.rank).toBe(1);
  });

  it('does not close early while the phones online before the restart are still coming back', async () => {
    const first = await start();
    const { token, deck, slide, right } = await quizOn(first.app);
    const names = ['Early', 'Back', 'Slow'];
    const before = await Promise.all(names.map(() => openPhone(first.url)));
    const tokens: string[] = [];
    for (const [i, phone] of before.entries()) {
      tokens.push(
        (await joinOk(phone, { code: deck.uniqueCode, name: names[i] })).participantToken,
      );
    }
    const open = nextMessage(before[0]!, 'question', (m) => m.question.phase === 'open');
    await callOk(first.app, token, 'POST', `${API_PATHS.slideGame}${slide.id}/`, {
      action: 'start',
    });
    clock.advance(introMs);
    const { closesAt } = (await open).question;
    expect(await answer(before[0]!, { slideId: slide.id, optionId: right })).toMatchObject({
      ok: true,
    });

    // Restart; the phones come back one by one (the third one last).
    const port = Number(new URL(first.url).port);
    await first.app.close();
    for (const phone of before) phone.close();
    const graceMs = 5_000;
    const second = await start(port, { earlyCloseGraceMs: graceMs });
    const restartedAt = clock.now();
    const back = await Promise.all(names.map(() => openPhone(second.url)));
    await joinOk(back[0]!, { code: deck.uniqueCode, participantToken: tokens[0] });
    await joinOk(back[1]!, { code: deck.uniqueCode, participantToken: tokens[1] });
    // Both phones online have answered now, but "Slow" was online before the restart.
    expect(await answer(back[1]!, { slideId: slide.id, optionId: right })).toMatchObject({
      ok: true,
    });
    const joined = await joinOk(back[2]!, { code: deck.uniqueCode, participantToken: tokens[2] });
    expect(joined.state.question).toMatchObject({ phase: 'open', closesAt });
    const closed = nextMessage(back[2]!, 'question', (m) => m.question.phase === 'closed');
    expect(await answer(back[2]!, { slideId: slide.id, optionId: right })).toMatchObject({
      ok: true,
    });

    // Everyone answered: the early close still happens, once the grace is over.
    clock.advance(graceMs);
    const question = (await closed).question;
    expect(question.closesAt).toBeLessThan(closesAt);
    expect(question.closesAt - restartedAt).toBeGreaterThanOrEqual(graceMs);
    back.forEach((phone) => phone.close());
  });
});
