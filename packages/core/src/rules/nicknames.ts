/**
 * The key two nicknames clash on: compatibility-decomposed (NFKD), diacritics stripped, case
 * folded, invisible characters dropped and spaces collapsed, so "Bob", "bob", look-alikes with
 * accents ("Bób") and "Bob" with a zero-width space cannot both join one session.
 */
export function toNameKey(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      // Characters that draw nothing (zero-width, bidi controls, soft hyphen …): "Bob\u200B" is Bob.
      .replace(/[\p{Cf}\p{Variation_Selector}\u115F\u1160\u3164\uFFA0]/gu, '')
      .toLowerCase()
      .normalize('NFKC')
      .replace(/\s+/gu, ' ')
      .trim()
  );
}

/**
 * The first free variant of a taken nickname ("Bob 2", "Bob 3" …), cut to `maxLength` characters
 * with its number kept; `isTaken` answers for a name's key.
 */
export function suggestFreeName(
  name: string,
  isTaken: (key: string) => boolean,
  maxLength: number,
): string {
  const base = name.replace(/\s+/gu, ' ').trim();
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    const candidate = `${[...base]
      .slice(0, maxLength - suffix.length)
      .join('')
      .trimEnd()}${suffix}`;
    if (!isTaken(toNameKey(candidate))) return candidate;
  }
}
