import { API_PATHS, LIVE_LIMITS } from '@crowdeck/core';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, participants, runs, slides } from '../../../db/schema/index';
import { getDeck } from '../../../test/deck-factories';
import { answer, joinOk, markCorrect, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { createManualClock } from '../../../test/manual-clock';
import { currentRunId } from '../../../test/runs';

describe('live: a quiz question runs once per reset, and a reset is all or nothing', () => {
  const clock = createManualClock();

  const live = useLiveFixture({ deps: { liveTuning: { clock } } });

  const game = (slideId: string, action: 'start' | 'close') =>
    live.call('POST', `${API_PATHS.slideGame}${slideId}/`, { action });

  /** A one-quiz deck whose phone answered right and whose question is closed and scored. */
  async function playedQuiz() {
    const created = await live.deck(['quiz']);
    const slide = await markCorrect(live.app, live.token, created, 0);
    const deck = await getDeck(live.app, live.token, created.id);
    const phone = await live.phone();
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    const open = nextMessage(phone, 'question', (m) => m.question.phase === 'open');
    expect((await game(slide.id, 'start')).statusCode).toBe(200);
    clock.advance(LIVE_LIMITS.questionIntroSec * 1000);
    await open;
    const optionId = deck.Slides[0]!.options[0]!.id;
    expect(await answer(phone, { slideId: slide.id, optionId })).toMatchObject({ ok: true });
    expect((await game(slide.id, 'close')).statusCode).toBe(200);
    return { deck, slide, phone };
  }

  const answerCount = async (runId: string, slideId: string) =>
    (
      await live.db
        .select({ n: count() })
        .from(answers)
        .where(and(eq(answers.slideId, slideId), eq(answers.runId, runId)))
    )[0]?.n;

  it('refuses to start a running or closed question again until it is reset', async () => {
    const created = await live.deck(['quiz']);
    const slideId = created.Slides[0]!.id;
    // Two starts at once: one runs the question, the other is refused.
    const both = await Promise.all([game(slideId, 'start'), game(slideId, 'start')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await game(slideId, 'start');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ fields: { slideId: { code: 'slide.quizAlreadyRun' } } });

    expect((await game(slideId, 'close')).statusCode).toBe(200);
    expect((await game(slideId, 'start')).statusCode).toBe(409);
    await live.callOk('POST', `${API_PATHS.slideReset}${slideId}/`);
    expect((await game(slideId, 'start')).statusCode).toBe(200);
  });

  it('keeps the run, timing and scores when a reset fails half-way, and keeps the old run after', async () => {
    const { deck, slide } = await playedQuiz();
    const firstRun = await currentRunId(live.db, deck.id);
    expect(await answerCount(firstRun, slide.id)).toBe(1);
    // The last statement of a reset (clearing the questions' timing) fails, as a lost connection
    // would.
    await live.db.execute(sql`create or replace function crowdeck_test_refuse() returns trigger
      language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
    await live.db.execute(sql`create trigger crowdeck_test_refuse before update on slides
      for each row execute function crowdeck_test_refuse()`);
    try {
      const failed = await live.call('POST', `${API_PATHS.presentationReset}${deck.id}/`);
      expect(failed.statusCode).toBe(500);
    } finally {
      await live.db.execute(sql`drop trigger crowdeck_test_refuse on slides`);
    }
    expect(await currentRunId(live.db, deck.id)).toBe(firstRun);
    expect(await answerCount(firstRun, slide.id)).toBe(1);
    const [row] = await live.db.select().from(slides).where(eq(slides.id, slide.id));
    expect(row?.questionOpensAt).not.toBeNull();
    const [ada] = await live.db.select().from(participants).where(eq(participants.runId, firstRun));
    expect(ada?.score).toBeGreaterThan(0);
    expect((await live.db.select().from(runs).where(eq(runs.presentationId, deck.id))).length).toBe(
      1,
    );

    // Once the database behaves, the reset starts a new, empty run; the first one is kept, ended.
    await live.callOk('POST', `${API_PATHS.presentationReset}${deck.id}/`);
    const secondRun = await currentRunId(live.db, deck.id);
    expect(secondRun).not.toBe(firstRun);
    expect(await answerCount(secondRun, slide.id)).toBe(0);
    expect(await answerCount(firstRun, slide.id)).toBe(1);
    const [kept] = await live.db
      .select()
      .from(participants)
      .where(eq(participants.runId, firstRun));
    expect(kept?.score).toBe(ada?.score);
    const [first] = await live.db.select().from(runs).where(eq(runs.id, firstRun));
    expect(first?.endedAt).not.toBeNull();
    const [cleared] = await live.db.select().from(slides).where(eq(slides.id, slide.id));
    expect(cleared?.questionOpensAt).toBeNull();
  });
});
