/**
 * Message lookup for both apps: i18next's catalogue format read in a few dozen lines, because
 * i18next and react-i18next together are ~15 KB gzipped and the phone must join within 95 KB.
 * What it reads: flat keys with dots (both apps' catalogues; nested objects are read too),
 * `{{name}}` placeholders, `{{name, number}}` formatted for the language, `_one`/`_other`/… plural
 * keys chosen by `count` and `_ordinal_*` keys with `ordinal: true` (both by Intl.PluralRules).
 * translate.test.ts checks it against i18next itself, so catalogues stay i18next catalogues.
 */
export type TMessages = { readonly [key: string]: string | TMessages };
export type TOptions = Readonly<Record<string, unknown>> & {
  readonly count?: number;
  readonly ordinal?: boolean;
};
export type TTranslate<TKey extends string = string> = (key: TKey, options?: TOptions) => string;

type TPluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A catalogue key as t() takes it: without its plural or ordinal suffix. */
type TBaseKey<K extends string> = K extends `${infer B}_ordinal_${TPluralSuffix}`
  ? B
  : K extends `${infer B}_${TPluralSuffix}`
    ? B
    : K;

/**
 * Every key of catalogue `T` as t() takes it — nested paths joined by dots, plural suffixes off —
 * so a missing or misspelt key fails the type check.
 */
export type TMessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? TBaseKey<K> : `${K}.${TMessageKey<T[K]>}`;
}[keyof T & string];

/** The keys of a catalogue at run time, as TMessageKey spells them (for the catalogue tests). */
export function listMessageKeys(messages: TMessages, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') {
      keys.add(prefix + key.replace(/(_ordinal)?_(zero|one|two|few|many|other)$/, ''));
    } else for (const inner of listMessageKeys(value, `${prefix}${key}.`)) keys.add(inner);
  }
  return keys;
}

/** The `{{placeholders}}` a message uses, sorted (translations must use the same ones). */
export function listPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1] as string))].sort();
}

/** The message stored at `key`: a flat dotted key, else a path through nested objects. */
export function findMessage(messages: TMessages, key: string): string | undefined {
  const flat = messages[key];
  if (typeof flat === 'string') return flat;
  let node: string | TMessages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A lookup for `language` in `catalogues`, first found wins, then the key itself. */
export function createTranslator(language: string, catalogues: readonly TMessages[]): TTranslate {
  const cardinal = new Intl.PluralRules(language);
  const ordinal = new Intl.PluralRules(language, { type: 'ordinal' });
  const numbers = new Intl.NumberFormat(language);
  const find = (key: string) => {
    for (const messages of catalogues) {
      const text = findMessage(messages, key);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  const interpolate = (text: string, options: TOptions) =>
    text.replace(
      /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
      (whole, name: string, format?: string) => {
        const value = options[name];
        if (value === undefined || value === null) return whole;
        if (format === 'number' && typeof value === 'number') return numbers.format(value);
        return String(value as string | number);
      },
    );
  return (key, options = {}) => {
    const { count } = options;
    let text: string | undefined;
    if (typeof count === 'number') {
      const kind = options.ordinal ? '_ordinal_' : '_';
      const rules = options.ordinal ? ordinal : cardinal;
      text = find(key + kind + rules.select(count)) ?? find(`${key}${kind}other`);
    }
    text ??= find(key);
    return text === undefined ? key : interpolate(text, options);
  };
}
