import { describe, expect, it } from 'vitest';
import { acceptedLanguages, mailHtmlTag, mailLanguage } from './mail-language';

describe('mail language', () => {
  it('reads an Accept-Language header by preference', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0.5, de')).toEqual(['de', 'en']);
    expect(acceptedLanguages('*, es;q=0, pt-BR;q=0.7')).toEqual(['pt-BR']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("uses the account's language, else the closest to the browser's, else English", () => {
    expect(mailLanguage('ar', 'de-DE,de')).toBe('ar');
    expect(mailLanguage(null, 'de-AT,en;q=0.5')).toBe('de');
    expect(mailLanguage(null, 'pt-PT')).toBe('pt-BR');
    expect(mailLanguage(null, 'ja,zh;q=0.8')).toBe('en');
    expect(mailLanguage(undefined, undefined)).toBe('en');
  });

  it('marks Arabic mails right to left', () => {
    expect(mailHtmlTag('ar')).toBe('<html lang="ar" dir="rtl">');
    expect(mailHtmlTag('es')).toBe('<html lang="es">');
  });
});
