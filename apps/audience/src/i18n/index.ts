import { createI18n, type TMessageKey } from '@crowdeck/web';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt-br';

/** Every message key of the phone: t() refuses any other at the type check. */
export type TAudienceKey = TMessageKey<typeof en>;

/** The phone's languages (BCP 47 tags); English fills any gap. */
export const AUDIENCE_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ar'] as const;
export type TAudienceLanguage = (typeof AUDIENCE_LANGUAGES)[number];

/** Languages written right to left. */
const RTL = new Set<string>(['ar']);

const i18n = createI18n<TAudienceKey>({ en, de, fr, es, 'pt-BR': ptBR, ar }, 'en', 'en');

export const { useTranslation } = i18n;

/**
 * The supported language closest to the browser's list: an exact tag first ("pt-BR"), then its
 * language ("de-AT" → "de", "pt-PT" → "pt-BR"), else English.
 */
export function pickLanguage(preferred: readonly string[]): TAudienceLanguage {
  for (const tag of preferred) {
    const exact = AUDIENCE_LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const near = AUDIENCE_LANGUAGES.find((l) => l.split('-')[0]?.toLowerCase() === base);
    if (near) return near;
  }
  return 'en';
}

/** Shows the phone in `language`: messages, numbers, and the page's direction and `lang`. */
export function setLanguage(language: string): void {
  const chosen = pickLanguage([language]);
  i18n.setLanguage(chosen);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = chosen;
    document.documentElement.dir = RTL.has(chosen) ? 'rtl' : 'ltr';
  }
}

/** The language messages are shown in. */
export const currentLanguage = (): string => i18n.language();

/** The locale numbers are written in: Arabic keeps Western digits, like the join code. */
export const numberLocale = (): string =>
  currentLanguage() === 'ar' ? 'ar-u-nu-latn' : currentLanguage();

/** Starts the catalogue in the browser's language. */
export function initI18n(): void {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  setLanguage(pickLanguage(preferred.length ? preferred : [navigator.language ?? 'en']));
}
