import { expect } from 'vitest';
import type { i18n } from 'i18next';
import { createTranslator, type TMessages } from './translate';

type TLookup = (key: string, options?: object) => string;

/**
 * i18next reading a catalogue: the reference createTranslator must agree with (tests only; the
 * caller passes its i18next so this package does not depend on it).
 */
export async function i18nextReference(
  i18next: i18n,
  catalogue: TMessages,
  language: string,
  { flat }: { flat: boolean },
): Promise<TLookup> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    ...(flat ? { keySeparator: false as const, nsSeparator: false as const } : {}),
  });
  return instance.t.bind(instance) as TLookup;
}

/** Every message of `catalogue`, read with `options`, reads the same as with i18next. */
export async function expectSameAsI18next(
  i18next: i18n,
  catalogue: TMessages,
  language: string,
  options: Record<string, unknown>,
  { flat }: { flat: boolean },
): Promise<number> {
  const expected = await i18nextReference(i18next, catalogue, language, { flat });
  const t = createTranslator(language, [catalogue]);
  const keys = (node: TMessages, prefix = ''): string[] =>
    Object.entries(node).flatMap(([name, value]) =>
      typeof value === 'string' ? [prefix + name] : keys(value, `${prefix}${name}.`),
    );
  // Plural keys are read through their base key, as the apps do.
  const all = keys(catalogue);
  const bases = new Set(
    all.map((key) => key.replace(/_(ordinal_)?(zero|one|two|few|many|other)$/, '')),
  );
  for (const key of bases) {
    const ordinal = all.some((other) => other.startsWith(`${key}_ordinal_`));
    const read = ordinal ? { ...options, ordinal: true } : options;
    expect(t(key, read), key).toBe(expected(key, read));
  }
  return bases.size;
}
