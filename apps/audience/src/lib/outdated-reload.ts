/** Storage key of the last reload done because the page was out of date. */
export const OUTDATED_RELOAD_KEY = 'crowdeckOutdatedReloadAt';
/** A page reloads itself for a new version at most this often (a stale cache must not loop). */
export const OUTDATED_RELOAD_MIN_INTERVAL_MS = 60_000;

/**
 * Whether an out-of-date page may reload itself now, and records it if so. The phone loses
 * nothing by reloading (it resumes with its participant token); but if the reload brought back
 * the same old page, the next refusal asks the person to reload instead of looping.
 */
export function claimOutdatedReload(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(OUTDATED_RELOAD_KEY) ?? 0);
    if (now - last < OUTDATED_RELOAD_MIN_INTERVAL_MS) return false;
    storage.setItem(OUTDATED_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
