/** A shallow copy of `value` without `keys` (e.g. a request body minus its guard fields). */
export function omitKeys<T extends object, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The value a map holds for a key it was built with; throws if the key is missing (a bug). */
export function mapValue<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`No value for ${String(key)}`);
  return value;
}

/** An error's message, whatever was thrown. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
