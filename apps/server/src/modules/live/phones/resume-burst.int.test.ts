import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { answer, closeAll, emit, joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';

/** Resumes arriving together share their reads (data/resume-reads.ts): each still gets its own. */
describe('live: phones resuming at the same moment', () => {
  const live = useLiveFixture();

  it('gives each phone back its own participant, answers and words', async () => {
    const deck = await live.deck(['poll', 'wordCloud']);
    const [poll, cloud] = deck.Slides as [(typeof deck.Slides)[0], (typeof deck.Slides)[0]];
    const goTo = (slideActiveId: string) =>
      live.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId });
    await goTo(poll.id);
    const phones = await live.phones(6);
    const joined = await Promise.all(phones.map((p) => joinOk(p, { code: deck.uniqueCode })));
    // Phones 0–2 vote in the poll; phones 3 and 4 send words; phone 5 does nothing.
    for (const phone of phones.slice(0, 3)) {
      expect(
        await answer(phone, { slideId: poll.id, optionId: poll.options[0]!.id }),
      ).toMatchObject({ ok: true });
    }
    await goTo(cloud.id);
    for (const phone of phones.slice(3, 5)) {
      expect(await answer(phone, { slideId: cloud.id, words: ['tea'] })).toMatchObject({
        ok: true,
      });
    }
    closeAll(phones);

    const again = await live.phones(phones.length);
    const resumed = await Promise.all(
      again.map((p, i) =>
        joinOk(p, { code: deck.uniqueCode, participantToken: joined[i]!.participantToken }),
      ),
    );
    const expected = [[poll.id], [poll.id], [poll.id], [cloud.id], [cloud.id], []];
    resumed.forEach((r, i) => {
      expect(r.participantToken).toBe(joined[i]!.participantToken);
      expect(r.state.me.participantId).toBe(joined[i]!.state.me.participantId);
      expect(r.state.me.answeredSlideIds).toEqual(expected[i]);
    });
  });

  it('does not resume a participant of another presentation from its token', async () => {
    const first = await live.deck(['poll']);
    const second = await live.deck(['poll']);
    const phone = await live.phone();
    const other = await live.phone();
    const mine = await joinOk(phone, { code: first.uniqueCode });
    const [elsewhere, again] = await Promise.all([
      joinOk(other, { code: second.uniqueCode, participantToken: mine.participantToken }),
      emit(phone, 'audience:join', {
        code: first.uniqueCode,
        participantToken: mine.participantToken,
      }),
    ]);
    // A token of another presentation is no one here: the phone joins as someone new.
    expect(elsewhere.state.me.participantId).not.toBe(mine.state.me.participantId);
    expect(elsewhere.participantToken).not.toBe(mine.participantToken);
    expect(again).toMatchObject({ ok: true, data: { participantToken: mine.participantToken } });
  });
});
