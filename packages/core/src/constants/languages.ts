/** The languages the phone app speaks (BCP 47 tags); English fills any gap. */
export const AUDIENCE_LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ar'] as const;
export type TAudienceLanguage = (typeof AUDIENCE_LANGUAGES)[number];

/** Each language by its own name, for the presenter's choice of the audience's language. */
export const LANGUAGE_NAMES: Readonly<Record<TAudienceLanguage, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** The languages both apps speak: the phone's six are the presenter's too. */
export const APP_LANGUAGES = AUDIENCE_LANGUAGES;
export type TAppLanguage = TAudienceLanguage;

/** Languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

/**
 * The supported language closest to a browser's list: an exact tag first ("pt-BR"), then its
 * language ("de-AT" → "de", "pt-PT" → "pt-BR"), else English.
 */
export function pickLanguage(preferred: readonly string[]): TAppLanguage {
  for (const tag of preferred) {
    const exact = APP_LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const near = APP_LANGUAGES.find((l) => l.split('-')[0]?.toLowerCase() === base);
    if (near) return near;
  }
  return 'en';
}

/** The locale numbers are written in: Arabic keeps Western digits, like join codes and scores. */
export const numberLocaleOf = (language: string): string =>
  language === 'ar' ? 'ar-u-nu-latn' : language;
