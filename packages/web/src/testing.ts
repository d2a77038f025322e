/** Helpers for the apps' tests (they import vitest). */
export * from './translate-reference';
export * from './hover-styles-check';
