/** A shallow copy of `value` without `keys` (e.g. a request body minus its guard fields). */
export function omitKeys<T extends object, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
