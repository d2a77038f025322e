import { API_PATHS, type TSlide } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../../test/live-fixture';

describe('slides: created with their options (a true/false quiz)', () => {
  const t = useLiveFixture();

  it('creates a quiz of two options in the order given, none correct yet', async () => {
    const deck = await t.deck();
    const slide = await t.callOk<TSlide>('POST', API_PATHS.slideCreate, {
      presentationId: deck.id,
      type: 'quiz',
      optionTexts: ['Vrai', 'Faux'],
    });
    expect(slide.options.map((o) => [o.text, o.isCorrect, o.position])).toEqual([
      ['Vrai', false, 0],
      ['Faux', false, 1],
    ]);
  });

  it('refuses options for other types, too few, too many and too long, naming the field', async () => {
    const deck = await t.deck();
    const create = (body: Record<string, unknown>) =>
      t.call('POST', API_PATHS.slideCreate, { presentationId: deck.id, ...body });
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'wordCloud', optionTexts: ['a', 'b'] }, 'optionTexts.notAllowed'],
      [{ type: 'quiz', optionTexts: ['only'] }, 'optionTexts.tooFew'],
      [
        { type: 'poll', optionTexts: Array.from({ length: 11 }, (_, i) => `o${i}`) },
        'optionTexts.tooMany',
      ],
    ];
    for (const [body, code] of cases) {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { optionTexts: { code } } });
    }
    const tooLong = await create({ type: 'quiz', optionTexts: ['x'.repeat(121), 'y'] });
    expect(tooLong.statusCode).toBe(400);
    // Nothing was created by the refused requests.
    const after = await t.callOk<{ Slides: TSlide[] }>(
      'GET',
      `${API_PATHS.presentationDetail}${deck.id}/`,
    );
    expect(after.Slides).toHaveLength(0);
  });
});
