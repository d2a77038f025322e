import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { REACTION_KINDS } from '@crowdeck/core';
import { en } from './en';

const t = await (async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
})();

describe('English messages', () => {
  it('says rank with the right ordinal', () => {
    const you = (rank: number) =>
      t('leaderboard.you', { count: rank, ordinal: true, score: '2,350' });
    expect(you(4)).toBe('You’re 4th with 2,350 points');
    expect(you(1)).toBe('You’re 1st with 2,350 points');
    expect(you(22)).toBe('You’re 22nd with 2,350 points');
    expect(you(13)).toBe('You’re 13th with 2,350 points');
  });

  it('names every reaction button and every answer refusal', () => {
    for (const kind of REACTION_KINDS) expect(en.reactions[kind]).toMatch(/^Send a/);
    const refusals = [
      'closed',
      'not_open',
      'already_answered',
      'too_many_entries',
      'rate_limited',
    ] as const;
    for (const code of refusals) expect(en.refusal[code].length).toBeGreaterThan(10);
  });

  it('gives the plain messages of a wrong code and a full session', () => {
    expect(t('session.failure.not_found', { code: '1234 5678' })).toBe(
      'We couldn’t find a presentation with code 1234 5678. Check the code on the screen.',
    );
    expect(t('session.failure.full', { limit: 35 })).toBe(
      'This session is full — the presenter’s plan allows 35 people at once.',
    );
  });
});
