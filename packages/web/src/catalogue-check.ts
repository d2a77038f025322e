import { findMessage, listMessageKeys, listPlaceholders, type TMessages } from './translate';

const PLURAL = /(_ordinal)?_(zero|one|two|few|many|other)$/;

/** Every message of a catalogue as [full key, text], nested paths joined by dots. */
function entries(messages: TMessages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

/** The placeholders each base key uses across its plural forms. */
function placeholdersByKey(messages: TMessages): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const [key, text] of entries(messages)) {
    const base = key.replace(PLURAL, '');
    const set = map.get(base) ?? new Set<string>();
    for (const name of listPlaceholders(text)) set.add(name);
    map.set(base, set);
  }
  return map;
}

/** What a translation lacks or has too much of, against the English catalogue. */
export interface TCatalogueProblems {
  /** Keys English has and the translation does not. */
  missing: string[];
  /** Keys the translation has and English does not (misspelt or removed). */
  extra: string[];
  /** Placeholders added or left out (`count` may be written out, as in "صوتان"). */
  placeholders: string[];
  /** Plural forms the language uses that a counted message lacks. */
  plurals: string[];
  /** Messages left empty. */
  empty: string[];
}

/**
 * Compares a translation with the English catalogue: the same keys, the same placeholders, every
 * plural form `language` uses (by Intl.PluralRules; French, Spanish and Portuguese use "many" only
 * for a million and more, so it is asked of Arabic alone) and no empty text. Used by both apps'
 * catalogue tests, so one convention holds for both.
 */
export function checkCatalogue(
  english: TMessages,
  translation: TMessages,
  language: string,
): TCatalogueProblems {
  const englishKeys = listMessageKeys(english);
  const keys = listMessageKeys(translation);
  const wanted = placeholdersByKey(english);
  const placeholders: string[] = [];
  for (const [key, names] of placeholdersByKey(translation)) {
    const own = wanted.get(key) ?? new Set<string>();
    for (const name of names) if (!own.has(name)) placeholders.push(`${key}: extra {{${name}}}`);
    for (const name of own) {
      if (name !== 'count' && !names.has(name)) placeholders.push(`${key}: no {{${name}}}`);
    }
  }
  const cardinal = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plurals: string[] = [];
  for (const [key] of entries(english)) {
    if (!key.endsWith('_other') || key.includes('_ordinal_')) continue;
    const base = key.replace(/_other$/, '');
    for (const form of cardinal) {
      if (form === 'many' && !language.startsWith('ar')) continue;
      if (findMessage(translation, `${base}_${form}`) === undefined)
        plurals.push(`${base}_${form}`);
    }
  }
  return {
    missing: [...englishKeys].filter((key) => !keys.has(key)),
    extra: [...keys].filter((key) => !englishKeys.has(key)),
    placeholders,
    plurals,
    empty: entries(translation)
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key),
  };
}

/** checkCatalogue's answer for a complete translation. */
export const NO_CATALOGUE_PROBLEMS: TCatalogueProblems = Object.freeze({
  missing: [],
  extra: [],
  placeholders: [],
  plurals: [],
  empty: [],
});
