import {
  applyDeckBrand,
  getEffectiveBranding,
  hasProFeatures,
  type TPresentation,
} from '@crowdeck/core';
import { usePlan } from '../auth/use-profile';

/** Whether the signed-in user's plan unlocks Pro features; null while the plan is not known yet. */
export function useHasProFeatures(): boolean | null {
  const plan = usePlan();
  return plan === null ? null : hasProFeatures(plan);
}

/**
 * The font and logo a deck shows under its owner's plan now (the signed-in presenter's): Pro-only
 * choices stay saved but are hidden on Free. Until the plan is known the deck shows as saved.
 * The organisation's theme (`deck.brand`) fills what the deck leaves empty, or wins when locked.
 */
export function useEffectiveBranding(
  deck: Pick<TPresentation, 'fontFamily' | 'logoUrl'> & Partial<Pick<TPresentation, 'brand'>>,
) {
  const plan = usePlan();
  const saved = { fontFamily: deck.fontFamily, logoUrl: deck.logoUrl ?? null };
  return applyDeckBrand(plan === null ? saved : getEffectiveBranding(plan, saved), deck.brand);
}
