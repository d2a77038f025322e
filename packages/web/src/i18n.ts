import { useSyncExternalStore } from 'react';
import { createTranslator, findMessage, type TMessages, type TTranslate } from './translate';

export interface TI18n<TKey extends string = string> {
  /** Shows messages and numbers in `language`; unknown languages read the fallback catalogue. */
  setLanguage(language: string): void;
  /** Adds (or replaces) a language's catalogue, e.g. once loaded on demand. */
  addCatalogue(language: string, messages: TMessages): void;
  /** The language messages and numbers are shown in. */
  language(): string;
  /** The current lookup, for code outside components (toasts, actions). */
  t: TTranslate<TKey>;
  /** Whether the catalogue (or its fallback) has `key` itself. */
  exists(key: string): boolean;
  /** `{ t, language }` for a component; it renders again when the language changes. */
  useTranslation(): { t: TTranslate<TKey>; language: string };
}

/** One app's messages: catalogues by language, `fallback` filling every gap. */
export function createI18n<TKey extends string = string>(
  initialCatalogues: Readonly<Record<string, TMessages>>,
  fallback: string,
  initial: string = fallback,
): TI18n<TKey> {
  const catalogues: Record<string, TMessages> = { ...initialCatalogues };
  const listeners = new Set<() => void>();
  let current = { language: initial, t: build(initial) };

  function build(language: string): TTranslate {
    const own = catalogues[language];
    const base = catalogues[fallback] ?? {};
    return createTranslator(language, own && own !== base ? [own, base] : [base]);
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    setLanguage(language) {
      if (language === current.language) return;
      current = { language, t: build(language) };
      for (const listener of listeners) listener();
    },
    addCatalogue(language, messages) {
      catalogues[language] = messages;
      if (language !== current.language) return;
      current = { language, t: build(language) };
      for (const listener of listeners) listener();
    },
    language: () => current.language,
    t: (key, options) => current.t(key, options),
    exists: (key) =>
      [catalogues[current.language], catalogues[fallback]].some(
        (messages) => messages !== undefined && findMessage(messages, key) !== undefined,
      ),
    useTranslation() {
      const { t, language } = useSyncExternalStore(subscribe, () => current);
      return { t, language };
    },
  };
}
