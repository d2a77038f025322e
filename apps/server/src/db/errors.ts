/** Whether a database error (from either driver, possibly wrapped by Drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Runs a write; a unique violation it hits is thrown as `toError()` (the caller's "taken" error). */
export async function mapUniqueViolation<T>(
  write: () => Promise<T>,
  toError: () => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw toError();
    throw error;
  }
}
