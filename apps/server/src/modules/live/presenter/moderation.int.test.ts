import { randomUUID } from 'node:crypto';
import { API_PATHS, type TModerationResponse, type TSlideResults } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/deck-factories';
import { answer, joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { registerUser } from '../../../test/test-app';

describe('live: moderation is told and can be undone', () => {
  const live = useLiveFixture();

  it('tells the phone its answer was held back, lists it for the presenter, who can restore it', async () => {
    const deck = await live.deck(['openEnded']);
    const slide = deck.Slides[0]!;
    const phone = await live.phone();
    await joinOk(phone, { code: deck.uniqueCode });

    const clean = await answer(phone, { slideId: slide.id, text: 'More breaks please' });
    expect(clean).toMatchObject({ ok: true });
    expect(clean.ok && clean.data.heldBack).toBeFalsy();
    const rude = await answer(phone, { slideId: slide.id, text: 'this is shit' });
    expect(rude).toMatchObject({ ok: true, data: { heldBack: true } });

    const path = `${API_PATHS.liveModeration}${deck.id}/`;
    const listed = await live.callOk<TModerationResponse>('GET', path);
    expect(listed.entries).toEqual([
      expect.objectContaining({ text: 'this is shit', hidden: true, filtered: true }),
      expect.objectContaining({ text: 'More breaks please', hidden: false, filtered: false }),
    ]);
    expect(listed.entries[0]).toMatchObject({ slideId: slide.id, question: slide.question });
    const results = () =>
      live.callOk<TSlideResults>('GET', `${API_PATHS.slideResults}${slide.id}/`);
    expect((await results()).entries?.map((e) => e.text)).toEqual(['More breaks please']);

    // The presenter shows the held answer after all, then hides the other one; both can be undone.
    const held = listed.entries[0]!;
    await live.callOk('PUT', `${API_PATHS.wordHide}${held.id}/`, { hidden: false });
    expect((await results()).entries?.map((e) => e.text)).toEqual([
      'this is shit',
      'More breaks please',
    ]);
    const other = listed.entries[1]!;
    await live.callOk('PUT', `${API_PATHS.wordHide}${other.id}/`, { hidden: true });
    const after = await live.callOk<TModerationResponse>('GET', path);
    // Once the presenter decided, the entry is theirs to show or hide, no longer the filter's.
    expect(after.entries.map((e) => [e.text, e.hidden, e.filtered])).toEqual([
      ['this is shit', false, false],
      ['More breaks please', true, false],
    ]);
    await live.callOk('PUT', `${API_PATHS.wordHide}${other.id}/`, { hidden: false });
    expect((await results()).entries).toHaveLength(2);

    // Someone else sees and restores nothing.
    const stranger = (await registerUser(live.app)).token;
    // Exactly the answer about an id that does not exist: nothing tells the stranger it does.
    const attempts = (deckId: string, entryId: string) =>
      Promise.all([
        call(live.app, stranger, 'GET', `${API_PATHS.liveModeration}${deckId}/`),
        call(live.app, stranger, 'PUT', `${API_PATHS.wordHide}${entryId}/`, { hidden: true }),
      ]).then((all) => all.map((r) => ({ statusCode: r.statusCode, body: r.json() as unknown })));
    const theirs = await attempts(deck.id, other.id);
    expect(theirs.map((r) => r.statusCode)).toEqual([404, 404]);
    expect(theirs).toEqual(await attempts(randomUUID(), randomUUID()));
  });

  it('says which words of a word cloud were held back', async () => {
    const deck = await live.deck(['wordCloud']);
    const phone = await live.phone();
    await joinOk(phone, { code: deck.uniqueCode });
    const slideId = deck.Slides[0]!.id;
    expect(await answer(phone, { slideId, words: ['sunny', 'fuuuck'] })).toMatchObject({
      ok: true,
      data: { heldBack: true },
    });
  });
});
