import { enFirst } from './en-first';
import { enLater } from './en-later';

/**
 * English catalogue of the audience app. Keys are flat and dot-separated, like the presenter's.
 * Kept in two parts so the first download holds only what a phone needs to join and answer
 * (en-first.ts); the whole catalogue is the reference every translation is checked against.
 */
export const en = { ...enFirst, ...enLater };
