import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { callOk, createDeck } from '../../../test/deck-factories';
import { answer, emit, joinOk } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { registerUser } from '../../../test/test-app';

const INVALID_CHARACTERS =
  'This text contains characters that cannot be used, like control characters. Remove them and try again.';

describe('live: text from phones', () => {
  const live = useLiveFixture({ presenter: false });

  it('refuses a NUL nickname as invalid_input while joins to another presenter’s deck succeed', async () => {
    const attackerDeck = await createDeck(live.app, (await registerUser(live.app)).token, ['quiz']);
    const victimDeck = await createDeck(live.app, (await registerUser(live.app)).token, ['quiz']);
    const [attacker, ...crowd] = await live.phones(11);

    // The attacker keeps sending a NUL nickname to its own deck while the crowd joins the other.
    let running = true;
    const refusals: unknown[] = [];
    const attack = (async () => {
      while (running) {
        const ack = await emit(attacker!, 'audience:join', {
          code: attackerDeck.uniqueCode,
          name: 'x\u0000',
        });
        refusals.push(ack);
      }
    })();
    const joins = await Promise.all(
      crowd.map((phone, i) =>
        emit(phone, 'audience:join', { code: victimDeck.uniqueCode, name: `Phone ${i}` }),
      ),
    );
    running = false;
    await attack;

    expect(joins.map((ack) => ack.ok)).toEqual(crowd.map(() => true));
    expect(refusals.length).toBeGreaterThan(0);
    for (const ack of refusals) {
      expect(ack).toEqual({
        ok: false,
        error: { code: 'invalid_input', message: INVALID_CHARACTERS, field: 'name' },
      });
    }
  });

  it('refuses nicknames that show nothing, naming the field', async () => {
    const deck = await createDeck(live.app, (await registerUser(live.app)).token, ['quiz']);
    const [phone] = await live.phones(1);
    for (const name of ['\u200b\u200d', '\u202e\u2066 ', '\u3164']) {
      expect(await emit(phone!, 'audience:join', { code: deck.uniqueCode, name })).toEqual({
        ok: false,
        error: { code: 'invalid_input', message: 'Enter a nickname.', field: 'name' },
      });
    }
    await joinOk(phone!, { code: deck.uniqueCode, name: '👩‍💻 Ada' });
  });

  it('refuses control characters in words and answers, keeps an answer’s line breaks valid', async () => {
    const { token } = await registerUser(live.app);
    const deck = await createDeck(live.app, token, ['wordCloud', 'openEnded']);
    const [phone] = await live.phones(1);
    await joinOk(phone!, { code: deck.uniqueCode });
    const [words, open] = [deck.Slides[0]!, deck.Slides[1]!];
    const goTo = (slideActiveId: string) =>
      callOk(live.app, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId });

    await goTo(words.id);
    expect(await answer(phone!, { slideId: words.id, words: ['fine', 'bad\u0000'] })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: INVALID_CHARACTERS, field: 'words.1' },
    });
    expect(await answer(phone!, { slideId: words.id, words: ['\u200b'] })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: 'Enter a word.', field: 'words.0' },
    });

    await goTo(open.id);
    expect(await answer(phone!, { slideId: open.id, text: 'line\n\u0007' })).toEqual({
      ok: false,
      error: { code: 'invalid_input', message: INVALID_CHARACTERS, field: 'text' },
    });
    expect(await answer(phone!, { slideId: open.id, text: 'two\r\nlines' })).toMatchObject({
      ok: true,
    });
  });
});
