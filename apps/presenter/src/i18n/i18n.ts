import {
  APP_LANGUAGES,
  DEFAULT_LANG,
  numberLocaleOf,
  pickLanguage,
  RTL_LANGUAGES,
  type TAppLanguage,
} from '@crowdeck/core';
import { createI18n, type TMessageKey, type TMessages } from '@crowdeck/web';
import { usePresenterStore } from '../state/presenter-store';
import type { en } from './en';
import { enShell } from './en-shell';

/**
 * The presenter's messages: flat dotted keys in i18next's catalogue format, read by createI18n
 * from @crowdeck/web (no i18next in the bundle), in the chosen language, English filling gaps.
 * The first render carries only the frame's English (en-shell.ts); the screens' English is one
 * chunk every screen route waits for (loadScreenMessages), fetched beside the screen's own chunk;
 * every other language is its own chunk, loaded when chosen.
 */
/** Every message key of the presenter app: t() refuses any other at the type check. */
export type TPresenterKey = TMessageKey<typeof en>;

export { APP_LANGUAGES, type TAppLanguage };

const LOADERS: Record<Exclude<TAppLanguage, 'en'>, () => Promise<TMessages>> = {
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
  'pt-BR': () => import('./pt-br').then((m) => m.ptBR),
  ar: () => import('./ar').then((m) => m.ar),
};

/** Where this browser remembers the presenter's choice (the account keeps it too). */
const STORAGE_KEY = 'crowdeck.language';

export const i18n = createI18n<TPresenterKey>({ en: enShell }, DEFAULT_LANG, DEFAULT_LANG);

let screenMessages: Promise<void> | undefined;

/**
 * Loads the whole English catalogue (the screens' texts and the fallback of every other
 * language) once; the router awaits it beside each screen's chunk. A failure is retried on the
 * next call and reaches the route's error view.
 */
export function loadScreenMessages(): Promise<void> {
  screenMessages ??= import('./en').then(
    ({ en: messages }) => i18n.addCatalogue(DEFAULT_LANG, messages),
    (error: unknown) => {
      screenMessages = undefined;
      throw error;
    },
  );
  return screenMessages;
}

export const { useTranslation } = i18n;

/** The locale numbers and dates are written in (Arabic keeps Western digits). */
export const numberLocale = (): string => numberLocaleOf(i18n.language());

function remembered(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Shows the app in `language` (its catalogue loaded first), sets the page's `lang` and direction
 * and remembers the choice in this browser. Resolves once the messages are in.
 */
export async function setAppLanguage(
  language: string | readonly string[],
  remember = true,
): Promise<TAppLanguage> {
  const chosen = pickLanguage(typeof language === 'string' ? [language] : language);
  if (chosen !== 'en') i18n.addCatalogue(chosen, await LOADERS[chosen]());
  i18n.setLanguage(chosen);
  usePresenterStore.getState().setLang(chosen);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = chosen;
    document.documentElement.dir = RTL_LANGUAGES.has(chosen) ? 'rtl' : 'ltr';
  }
  try {
    if (remember) localStorage.setItem(STORAGE_KEY, chosen);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts for this page (and stays in the account).
  }
  return chosen;
}

/** The languages the browser asks for, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language to start in: the one chosen on this browser, else the browser's own. */
export function startLanguage(): TAppLanguage {
  const own = remembered();
  return pickLanguage(own ? [own] : browserLanguages());
}

/** Starts in startLanguage(); English needs no loading. A failed load keeps English. */
export function initI18n(): Promise<unknown> {
  const language = startLanguage();
  if (language === 'en') {
    if (typeof document !== 'undefined') document.documentElement.lang = 'en';
    return Promise.resolve();
  }
  return setAppLanguage(language).catch(() => undefined);
}
