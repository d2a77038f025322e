import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createTranslator, type TMessages } from './translate';
import { expectSameAsI18next, i18nextReference } from './translate-reference';

const nested: TMessages = {
  greeting: 'Hello {{name}}, you have {{ score }} points',
  apples_one: '{{count}} apple',
  apples_other: '{{count}} apples',
  place_ordinal_one: '{{count}}st',
  place_ordinal_two: '{{count}}nd',
  place_ordinal_few: '{{count}}rd',
  place_ordinal_other: '{{count}}th',
  nested: { deeper: { leaf: 'Leaf {{missing}}' } },
  only: 'no plural forms: {{count}}',
};

const flat: TMessages = {
  'people.count_one': '{{count, number}} person at once',
  'people.count_other': '{{count, number}} people at once',
  'menu.title': 'Menu of {{name}}',
};

describe('createTranslator', () => {
  it('agrees with i18next on placeholders, plurals, ordinals, nesting and missing keys', async () => {
    const t = createTranslator('en', [nested]);
    const expected = await i18nextReference(i18next, nested, 'en', { flat: false });
    const cases: [string, Record<string, unknown>?][] = [
      ['greeting', { name: '<b>Ada</b>', score: 12 }],
      ['apples', { count: 1 }],
      ['apples', { count: 0 }],
      ['apples', { count: 7 }],
      ['nested.deeper.leaf'],
      ['only', { count: 3 }],
      ['does.not.exist'],
      ...[1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(
        (count) => ['place', { count, ordinal: true }] as [string, Record<string, unknown>],
      ),
    ];
    for (const [key, options] of cases) expect(t(key, options)).toBe(expected(key, options));
  });

  it('reads flat dotted keys and formats {{count, number}} like i18next', async () => {
    await expectSameAsI18next(i18next, flat, 'en', { count: 12500, name: 'Ada' }, { flat: true });
    const t = createTranslator('de', [flat]);
    expect(t('people.count', { count: 12500 })).toBe('12.500 people at once');
  });

  it('picks plural forms by the language (Polish few/many) and falls back to the next catalogue', () => {
    const pl = {
      files_one: '{{count}} plik',
      files_few: '{{count}} pliki',
      files_many: '{{count}} plików',
    };
    const t = createTranslator('pl', [pl, nested]);
    expect([1, 2, 5, 22, 25].map((count) => t('files', { count }))).toEqual([
      '1 plik',
      '2 pliki',
      '5 plików',
      '22 pliki',
      '25 plików',
    ]);
    expect(t('apples', { count: 2 })).toBe('2 apples');
  });

  it('leaves participant text as text (no markup, no second pass over placeholders)', () => {
    const t = createTranslator('en', [nested]);
    expect(t('greeting', { name: '{{score}}', score: 1 })).toBe(
      'Hello {{score}}, you have 1 points',
    );
  });
});
