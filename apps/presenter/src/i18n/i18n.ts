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
 * The first render carries only the frame's messages: English's (en-shell.ts) in the first
 * bundle, another language's (its shell.ts) loaded first. The whole catalogues are chunks every
 * screen route waits for (loadScreenMessages), fetched beside the screen's own chunk.
 */
/** Every message key of the presenter app: t() refuses any other at the type check. */
export type TPresenterKey = TMessageKey<typeof en>;

export { APP_LANGUAGES, type TAppLanguage };

type TOtherLanguage = Exclude<TAppLanguage, 'en'>;

/** Each other language's whole catalogue, loaded with the screens (loadScreenMessages). */
const LOADERS: Record<TOtherLanguage, () => Promise<TMessages>> = {
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
  'pt-BR': () => import('./pt-br').then((m) => m.ptBR),
  ar: () => import('./ar').then((m) => m.ar),
};

/**
 * Each other language's frame (its shell.ts: what en-shell.ts holds, with validation and plan
 * names): all a first render in that language waits for.
 */
const FRAME_LOADERS: Record<TOtherLanguage, () => Promise<TMessages>> = {
  de: () => import('./de/shell').then((m) => m.deShell),
  fr: () => import('./fr/shell').then((m) => m.frShell),
  es: () => import('./es/shell').then((m) => m.esShell),
  'pt-BR': () => import('./pt-br/shell').then((m) => m.ptBRShell),
  ar: () => import('./ar/shell').then((m) => m.arShell),
};

/** Where this browser remembers the presenter's choice (the account keeps it too). */
const STORAGE_KEY = 'crowdeck.language';

export const i18n = createI18n<TPresenterKey>({ en: enShell }, DEFAULT_LANG, DEFAULT_LANG);

/** Whole catalogues asked for, by language; a failed load is forgotten, so asked again. */
const wholeLoads = new Map<TAppLanguage, Promise<void>>();
/** Set once a screen asked for its messages: from then on a language loads whole. */
let screensWanted = false;
let markStarted: () => void = () => undefined;
/** Resolves once initI18n has settled the starting language. */
const started = new Promise<void>((resolve) => (markStarted = resolve));

function loadWhole(language: TAppLanguage): Promise<void> {
  let load = wholeLoads.get(language);
  if (!load) {
    const messages: Promise<TMessages> =
      language === DEFAULT_LANG ? import('./en').then((m) => m.en) : LOADERS[language]();
    load = messages.then(
      (loaded) => i18n.addCatalogue(language, loaded),
      (error: unknown) => {
        wholeLoads.delete(language);
        throw error;
      },
    );
    wholeLoads.set(language, load);
  }
  return load;
}

/**
 * Loads the whole catalogues of English (every language's fallback) and of the language shown,
 * once the starting language is settled; the router awaits it beside each screen's chunk. A
 * failure reaches the route's error view.
 */
export async function loadScreenMessages(): Promise<void> {
  await started;
  screensWanted = true;
  const language = pickLanguage([i18n.language()]);
  await Promise.all([
    loadWhole(DEFAULT_LANG),
    language === DEFAULT_LANG ? undefined : loadWhole(language),
  ]);
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
  if (chosen !== 'en') {
    if (!screensWanted && !wholeLoads.has(chosen)) {
      const frame = await FRAME_LOADERS[chosen]();
      // A whole catalogue asked for meanwhile holds the frame too.
      if (!wholeLoads.has(chosen)) i18n.addCatalogue(chosen, frame);
    }
    // Screens are shown (or asked for while the frame loaded): they need the whole catalogue.
    if (screensWanted) await loadWhole(chosen);
  }
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

/**
 * Starts in startLanguage() with its frame (English's is in the first bundle); the screens'
 * messages follow with the first screen. A failed load keeps English.
 */
export function initI18n(): Promise<unknown> {
  const language = startLanguage();
  if (language === 'en') {
    if (typeof document !== 'undefined') document.documentElement.lang = 'en';
    markStarted();
    return Promise.resolve();
  }
  return setAppLanguage(language)
    .catch(() => undefined)
    .finally(markStarted);
}
