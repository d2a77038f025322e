import type { TMessages } from '@crowdeck/web';

/**
 * A translation of the phone's English catalogue (en.ts): the same flat dotted keys, with the plural
 * forms its language needs (`_one`, `_few` …). catalogues.test.ts fails when a key is missing,
 * extra or uses other placeholders than the English one.
 */
export type TCatalogue = TMessages;
