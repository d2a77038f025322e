import { randomInt } from 'node:crypto';
import { UniqueCodeTakenError } from './presentations.repository';

/** Draws before giving up; with 10^8 codes a clash is rare, several in a row means a bug. */
const ATTEMPTS = 5;

/** A random 8-digit join code (leading zeros allowed), never derived from a counter. */
export function generateUniqueCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

/** Runs `insert` with a fresh code, drawing again when the code turns out to be taken. */
export async function withFreshUniqueCode<T>(insert: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(generateUniqueCode());
    } catch (error) {
      if (!(error instanceof UniqueCodeTakenError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
