import { describe, expect, it } from 'vitest';
import {
  checkCatalogue,
  createTranslator,
  NO_CATALOGUE_PROBLEMS,
  type TMessages,
} from '@crowdeck/web';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { enFirst } from './en-first';
import { enLater } from './en-later';
import { es } from './es';
import { fr } from './fr';
import { pickLanguage } from './index';
import { arLater } from './ar-later';
import { deLater } from './de-later';
import { esLater } from './es-later';
import { frLater } from './fr-later';
import { ptBRLater } from './pt-br-later';
import { ptBR } from './pt-br';

/** Each language's two parts: up to the first answer, and what loads after joining. */
const PARTS: Record<string, [TMessages, TMessages]> = {
  de: [de, deLater],
  fr: [fr, frLater],
  es: [es, esLater],
  'pt-BR': [ptBR, ptBRLater],
  ar: [ar, arLater],
};
const TRANSLATIONS: Record<string, TMessages> = Object.fromEntries(
  Object.entries(PARTS).map(([language, [first, later]]) => [language, { ...first, ...later }]),
);

describe('the phone’s catalogues', () => {
  for (const [language, [first, later]] of Object.entries(PARTS)) {
    it(`${language} has every English key, placeholder and plural form, and nothing else`, () => {
      // Part by part: a key in the wrong part would show in English until the other one loads.
      expect(checkCatalogue(enFirst, first, language)).toEqual(NO_CATALOGUE_PROBLEMS);
      expect(checkCatalogue(enLater, later, language)).toEqual(NO_CATALOGUE_PROBLEMS);
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
