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
