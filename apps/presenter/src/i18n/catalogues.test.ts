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
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt-br';

const TRANSLATIONS: Record<string, TMessages> = { de, fr, es, 'pt-BR': ptBR, ar };

describe('the presenter’s catalogues', () => {
  for (const [language, messages] of Object.entries(TRANSLATIONS)) {
    it(`${language} has every English key, placeholder and plural form, and nothing else`, () => {
      expect(checkCatalogue(en, messages, language)).toEqual(NO_CATALOGUE_PROBLEMS);
    });
  }

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
