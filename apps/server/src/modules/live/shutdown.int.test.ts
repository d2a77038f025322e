import { API_PATHS } from '@crowdeck/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers } from '../../db/schema/index';
import { createCommitGate } from '../../test/commit-gate';
import { useDatabaseApps } from '../../test/database-apps';
import { callOk, createDeck, getDeck } from '../../test/deck-factories';
import { answer, joinOk, openPhone } from '../../test/live-clients';
import { registerUser } from '../../test/test-app';

/**
 * Shutdown (SIGTERM, a deploy): the node refuses new joins and answers, lets the work it already
 * accepted finish and be stored, and only then lets the database go.
 */
describe('live: a graceful shutdown', () => {
  const apps = useDatabaseApps('crowdeck-shutdown-');

  it('stores an answer in flight, refuses new ones, then closes', async () => {
    const gate = createCommitGate();
    const { app, url } = await apps.start({ liveTuning: { beforeAnswerCommit: gate.hook } });
    const { token } = await registerUser(app);
    const created = await createDeck(app, token, ['poll']);
    const deck = await getDeck(app, token, created.id);
    const slide = deck.Slides[0]!;
    await callOk(app, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
      slideActiveId: slide.id,
    });
    const [early, late] = await Promise.all([openPhone(url), openPhone(url)]);
    apps.sockets.push(early!, late!);
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
    const [stored] = await apps.db
      .select({ n: count() })
      .from(answers)
      .where(eq(answers.slideId, slide.id));
    expect(stored?.n).toBe(1);
  });
});
