import { describe, expect, it } from 'vitest';
import {
  createTranslator,
  findMessage,
  listMessageKeys,
  listPlaceholders,
  type TMessages,
} from '@crowdeck/web';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pickLanguage } from './index';
import { ptBR } from './pt-br';

const TRANSLATIONS: Record<string, TMessages> = { de, fr, es, 'pt-BR': ptBR, ar };
const PLURAL = /(_ordinal)?_(zero|one|two|few|many|other)$/;

/** Every message of a catalogue as [full key, text]. */
function entries(messages: TMessages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

/** The placeholders each base key uses across its forms. */
function placeholders(messages: TMessages): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const [key, text] of entries(messages)) {
    const base = key.replace(PLURAL, '');
    const set = map.get(base) ?? new Set<string>();
    for (const name of listPlaceholders(text)) set.add(name);
    map.set(base, set);
  }
  return map;
}

describe('the phone’s catalogues', () => {
  const english = listMessageKeys(en);
  const englishPlaceholders = placeholders(en);

  for (const [language, messages] of Object.entries(TRANSLATIONS)) {
    it(`${language} has every English key and no other`, () => {
      const keys = listMessageKeys(messages);
      expect([...english].filter((key) => !keys.has(key))).toEqual([]);
      expect([...keys].filter((key) => !english.has(key))).toEqual([]);
    });

    it(`${language} uses the English placeholders (count may be written out)`, () => {
      const problems: string[] = [];
      for (const [key, names] of placeholders(messages)) {
        const wanted = englishPlaceholders.get(key) ?? new Set<string>();
        for (const name of names) if (!wanted.has(name)) problems.push(`${key}: extra {{${name}}}`);
        for (const name of wanted) {
          if (name !== 'count' && !names.has(name)) problems.push(`${key}: no {{${name}}}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${language} has every plural form its language uses`, () => {
      const cardinal = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing: string[] = [];
      for (const [key] of entries(en)) {
        if (!/_other$/.test(key) || /_ordinal_/.test(key)) continue;
        const base = key.replace(/_other$/, '');
        for (const form of cardinal) {
          // French, Spanish and Portuguese use 'many' for a million and more only.
          if (form === 'many' && language !== 'ar') continue;
          if (findMessage(messages, `${base}_${form}`) === undefined)
            missing.push(`${base}_${form}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('writes plurals and ranks the way each language does', () => {
    const t = (language: string, key: string, count: number, ordinal = false) =>
      createTranslator(language, [TRANSLATIONS[language] ?? en, en])(key, { count, ordinal });
    expect(t('de', 'quiz.seconds', 1)).toBe('1 Sekunde');
    expect(t('fr', 'rank', 1, true)).toBe('1er');
    expect(t('fr', 'rank', 2, true)).toBe('2e');
    expect(t('ar', 'poll.votes', 2)).toBe('صوتان');
    expect(t('ar', 'poll.votes', 5)).toBe('5 أصوات');
    expect(t('es', 'leaderboard.title', 0)).toBe('Tabla de clasificación');
    expect(t('de', 'leaderboard.title', 0)).toBe('Bestenliste');
    expect(t('fr', 'leaderboard.title', 0)).toBe('Classement');
  });

  it('picks the phone’s language from the browser’s list', () => {
    expect(pickLanguage(['de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['pt-PT'])).toBe('pt-BR');
    expect(pickLanguage(['pt-br'])).toBe('pt-BR');
    expect(pickLanguage(['nl-NL', 'fr-CA'])).toBe('fr');
    expect(pickLanguage(['ar-EG'])).toBe('ar');
    expect(pickLanguage(['zh-CN'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
