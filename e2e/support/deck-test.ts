import type { Browser } from '@playwright/test';
import { presenterWithDeck, type PresenterApi, type TBuiltDeck, type TSlideSpec } from './deck-api';

/** What a deck test's body gets: the browser, and the presenter with the deck already built. */
export interface TDeckTestArgs {
  browser: Browser;
  api: PresenterApi;
  deck: TBuiltDeck;
}

/**
 * A test's body that opens on a presenter signed up over HTTP with a deck of these slides
 * (presenting from the first), the opening most live specs share: `test(title, withDeck(…))`.
 */
export function withDeck(
  deckTitle: string,
  slides: readonly TSlideSpec[],
  body: (args: TDeckTestArgs) => Promise<void>,
): (fixtures: { browser: Browser }) => Promise<void> {
  return async ({ browser }) => {
    const { api, deck } = await presenterWithDeck(deckTitle, slides);
    await body({ browser, api, deck });
  };
}
