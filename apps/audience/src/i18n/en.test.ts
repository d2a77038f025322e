import { describe, expect, it } from 'vitest';
import { REACTION_KINDS } from '@crowdeck/core';
import { en } from './en';
import i18next from 'i18next';
import { createTranslator } from '@crowdeck/web';
import { expectSameAsI18next } from '@crowdeck/web/testing';

const t = createTranslator('en', [en]);

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
    for (const kind of REACTION_KINDS) expect(en[`reactions.${kind}`]).toMatch(/^Send a/);
    const refusals = [
      'closed',
      'not_open',
      'already_answered',
      'too_many_entries',
      'rate_limited',
    ] as const;
    for (const code of refusals) expect(en[`refusal.${code}`].length).toBeGreaterThan(10);
  });

  it('gives the plain messages of a wrong code and a full session', () => {
    expect(t('session.failure.not_found', { code: '1234 5678' })).toBe(
      'We couldn’t find a presentation with code 1234 5678. Check the code on the screen.',
    );
    expect(t('session.failure.full', { limit: 35 })).toBe(
      'This session is full — the presenter’s plan allows 35 people at once.',
    );
  });

  it('reads every message the way i18next reads the same catalogue', async () => {
    const options = {
      code: '1234 5678',
      count: 2,
      max: 3,
      score: '2,350',
      name: 'Ada',
      rank: '2nd',
    };
    expect(await expectSameAsI18next(i18next, en, 'en', options, { flat: false })).toBeGreaterThan(
      80,
    );
  });
});
