import {
  AUDIENCE_LANGUAGES,
  numberLocaleOf,
  pickLanguage,
  RTL_LANGUAGES,
  type TAudienceLanguage,
} from '@crowdeck/core';
import { createI18n, type TMessageKey, type TTranslate } from '@crowdeck/web';
import type { TCatalogue } from './catalogue';
import type { en } from './en';
import { enFirst } from './en-first';

/** Every message key of the phone: t() refuses any other at the type check. */
export type TAudienceKey = TMessageKey<typeof en>;

export { AUDIENCE_LANGUAGES, pickLanguage, type TAudienceLanguage };

type TOtherLanguage = Exclude<TAudienceLanguage, 'en'>;

/**
 * Every language in two parts, each its own chunk: up to the first answer (English in the entry
 * script, another language loaded before the first render) and the rest, loaded with the views
 * that need it (loadLaterMessages).
 */
const FIRST_PARTS: Record<TOtherLanguage, () => Promise<TCatalogue>> = {
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
  'pt-BR': () => import('./pt-br').then((m) => m.ptBR),
  ar: () => import('./ar').then((m) => m.ar),
};
const LATER_PARTS: Record<TAudienceLanguage, () => Promise<TCatalogue>> = {
  en: () => import('./en-later').then((m) => m.enLater),
  de: () => import('./de-later').then((m) => m.deLater),
  fr: () => import('./fr-later').then((m) => m.frLater),
  es: () => import('./es-later').then((m) => m.esLater),
  'pt-BR': () => import('./pt-br-later').then((m) => m.ptBRLater),
  ar: () => import('./ar-later').then((m) => m.arLater),
};

const i18n = createI18n<TAudienceKey>({ en: enFirst }, 'en', 'en');

/** The messages loaded so far of each language: its parts merged. */
const loaded: Partial<Record<TAudienceLanguage, TCatalogue>> = { en: enFirst };
const laterLoads = new Map<TAudienceLanguage, Promise<void>>();
/** Set once the later views asked for their messages: a language chosen afterwards loads both. */
let laterWanted = false;

function addMessages(language: TAudienceLanguage, messages: TCatalogue): void {
  loaded[language] = { ...loaded[language], ...messages };
  i18n.addCatalogue(language, loaded[language]);
}

/** Loads the later part of `language` once; a failure is retried on the next call. */
function loadLaterPart(language: TAudienceLanguage): Promise<void> {
  let load = laterLoads.get(language);
  if (!load) {
    load = LATER_PARTS[language]().then(
      (messages) => addMessages(language, messages),
      (error: unknown) => {
        laterLoads.delete(language);
        throw error;
      },
    );
    laterLoads.set(language, load);
  }
  return load;
}

/**
 * Completes English (every language's fallback) and the phone's language with the messages of
 * the views loaded after joining. Those views and the answer formats' inputs wait for it beside
 * their own chunk.
 */
export function loadLaterMessages(): Promise<void> {
  laterWanted = true;
  const language = pickLanguage([i18n.language()]);
  const parts = [loadLaterPart('en')];
  if (language !== 'en') parts.push(loadLaterPart(language));
  return Promise.all(parts).then(() => undefined);
}

export const { useTranslation } = i18n;

/** The current lookup, for code outside components. */
export const translate: TTranslate<TAudienceKey> = (key, options) => i18n.t(key, options);

/**
 * Shows the phone in `language`: messages (its catalogue loaded first; English meanwhile),
 * numbers, and the page's direction and `lang`. Resolves once the messages are in.
 */
export async function setLanguage(language: string): Promise<void> {
  const chosen = pickLanguage([language]);
  i18n.setLanguage(chosen);
  if (chosen !== 'en') {
    const [first] = await Promise.all([
      FIRST_PARTS[chosen](),
      laterWanted ? loadLaterPart(chosen) : undefined,
    ]);
    addMessages(chosen, first);
  }
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
