import { z } from 'zod';

/**
 * A whole number from `min` to `max` in a request: `invalidType` when it is not a whole number,
 * `range` (a validation code such as `points.range`) when it is outside the bounds.
 */
export function intInRange(min: number, max: number, range: string) {
  return z.number('invalidType').int('invalidType').min(min, range).max(max, range);
}
