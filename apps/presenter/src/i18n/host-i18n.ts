import { pickLanguage } from '@crowdeck/core';
import { createI18n, type TMessageKey, type TMessages } from '@crowdeck/web';

/**
 * The messages of an integration's own pages (Office, Outlook, Teams, Zoom) from their small
 * catalogues, English filling gaps, and `setLanguage`: shows the pages in the first supported
 * language of `candidates` (the host's, then the browser's) and sets `lang` and the direction.
 */
export function createHostI18n<TEnglish extends TMessages>(
  catalogues: { readonly en: TEnglish } & Readonly<Record<string, TMessages>>,
) {
  const i18n = createI18n<TMessageKey<TEnglish>>(catalogues, 'en', 'en');

  function setLanguage(candidates: readonly (string | null | undefined)[]): void {
    const language = pickLanguage(candidates.filter((c): c is string => Boolean(c)));
    i18n.setLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  }

  return { i18n, setLanguage };
}
