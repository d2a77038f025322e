import {
  AUDIENCE_LANGUAGES,
  numberLocaleOf,
  pickLanguage,
  RTL_LANGUAGES,
  type TAudienceLanguage,
} from '@crowdeck/core';
import { createI18n, type TMessageKey } from '@crowdeck/web';
import type { TCatalogue } from './catalogue';
import type { en } from './en';
import { enFirst } from './en-first';

/** Every message key of the phone: t() refuses any other at the type check. */
export type TAudienceKey = TMessageKey<typeof en>;

export { AUDIENCE_LANGUAGES, pickLanguage, type TAudienceLanguage };

/** The other languages' catalogues, each its own small chunk loaded when that language is used. */
const LOADERS: Record<Exclude<TAudienceLanguage, 'en'>, () => Promise<TCatalogue>> = {
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
  'pt-BR': () => import('./pt-br').then((m) => m.ptBR),
  ar: () => import('./ar').then((m) => m.ar),
};

const i18n = createI18n<TAudienceKey>({ en: enFirst }, 'en', 'en');

let laterEnglish: Promise<void> | undefined;

/**
 * Completes the English catalogue (en.ts: en-first.ts and en-later.ts) once. The later views and
 * the answer formats' inputs wait for it beside their own chunk; English is every language's
 * fallback. A failure is retried on the next call.
 */
export function loadLaterEnglish(): Promise<void> {
  laterEnglish ??= import('./en').then(
    ({ en: messages }) => i18n.addCatalogue('en', messages),
    (error: unknown) => {
      laterEnglish = undefined;
      throw error;
    },
  );
  return laterEnglish;
}

export const { useTranslation } = i18n;

/**
 * Shows the phone in `language`: messages (its catalogue loaded first; English meanwhile),
 * numbers, and the page's direction and `lang`. Resolves once the messages are in.
 */
export async function setLanguage(language: string): Promise<void> {
  const chosen = pickLanguage([language]);
  i18n.setLanguage(chosen);
  if (chosen !== 'en') i18n.addCatalogue(chosen, await LOADERS[chosen]());
  if (typeof document !== 'undefined') {
    document.documentElement.lang = chosen;
    document.documentElement.dir = RTL_LANGUAGES.has(chosen) ? 'rtl' : 'ltr';
  }
}

/** The language messages are shown in. */
export const currentLanguage = (): string => i18n.language();

/** The locale numbers are written in: Arabic keeps Western digits, like the join code. */
export const numberLocale = (): string => numberLocaleOf(currentLanguage());

/** The language the browser asks for, among the phone's. */
export function browserLanguage(): TAudienceLanguage {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return pickLanguage(preferred.length ? preferred : [navigator.language ?? 'en']);
}

/** Starts the catalogue in the browser's language (resolves once its messages are in). */
export function initI18n(): Promise<void> {
  return setLanguage(browserLanguage());
}
