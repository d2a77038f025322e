import { describe, expect, it } from 'vitest';
import {
  checkCatalogue,
  createTranslator,
  listMessageKeys,
  NO_CATALOGUE_PROBLEMS,
  type TMessages,
} from '@crowdeck/web';
import { ar } from './ar';
import { arShell } from './ar/shell';
import { deShell } from './de/shell';
import { enShell } from './en-shell';
import { esShell } from './es/shell';
import { frShell } from './fr/shell';
import { ptBRShell } from './pt-br/shell';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt-br';

const TRANSLATIONS: Record<string, TMessages> = { de, fr, es, 'pt-BR': ptBR, ar };
/** The part of each language a first render waits for (i18n.ts). */
const FRAMES: Record<string, TMessages> = {
  de: deShell,
  fr: frShell,
  es: esShell,
  'pt-BR': ptBRShell,
  ar: arShell,
};

describe('the presenter’s catalogues', () => {
  for (const [language, messages] of Object.entries(TRANSLATIONS)) {
    it(`${language} has every English key, placeholder and plural form, and nothing else`, () => {
      expect(checkCatalogue(en, messages, language)).toEqual(NO_CATALOGUE_PROBLEMS);
    });
  }

  it('has every text of the frame in each language’s first part', () => {
    for (const [language, frame] of Object.entries(FRAMES)) {
      const keys = listMessageKeys(frame);
      const missing = [...listMessageKeys(enShell)].filter((key) => !keys.has(key));
      expect(missing, language).toEqual([]);
    }
  });

  it('uses the terms these tools use in each language', () => {
    const t = (language: string, key: string, options?: Record<string, unknown>) =>
      createTranslator(language, [TRANSLATIONS[language] ?? en, en])(key, options);
    expect(t('de', 'nav.presentations')).toBe('Präsentationen');
    expect(t('fr', 'nav.pricing')).toBe('Tarifs');
    expect(t('es', 'nav.account')).toBe('Cuenta');
    expect(t('pt-BR', 'nav.logout')).toBe('Sair');
    expect(t('ar', 'nav.account')).toBe('الحساب');
  });
});
