/** How long a code found to match nothing is answered `not_found` without a database read. */
export const UNKNOWN_CODE_TTL_MS = 10_000;
/** Codes remembered at most (the oldest are dropped first). */
const UNKNOWN_CODES_MAX = 10_000;

/**
 * A small negative cache of join codes: a flood of wrong codes costs no database round trip per
 * attempt. A code created on this node is forgotten at once; one created on another node can be
 * answered `not_found` for at most UNKNOWN_CODE_TTL_MS, and only if someone tried it just before
 * it existed.
 */
export function createUnknownCodes(ttlMs = UNKNOWN_CODE_TTL_MS, max = UNKNOWN_CODES_MAX) {
  /** code → time it stops being trusted; Map order is insertion order, oldest first. */
  const until = new Map<string, number>();
  return {
    /** Whether the code was found to match nothing a moment ago. */
    has(code: string, now = Date.now()): boolean {
      const expiry = until.get(code);
      if (expiry === undefined) return false;
      if (expiry > now) return true;
      until.delete(code);
      return false;
    },

    /** Remembers a code that matched nothing. */
    add(code: string, now = Date.now()): void {
      until.delete(code);
      if (until.size >= max) {
        const oldest = until.keys().next().value;
        if (oldest !== undefined) until.delete(oldest);
      }
      until.set(code, now + ttlMs);
    },

    /** A presentation now has this code. */
    forget(code: string): void {
      until.delete(code);
    },
  };
}

export type TUnknownCodes = ReturnType<typeof createUnknownCodes>;
