import type { TDeckBrand } from '../schemas/deck-brand';
import type { TOrganisationTheme } from '../schemas/organisations';
import { ANSWER_PALETTE } from '../constants/palette';
import { getPaletteColour } from './colours';
import { getEffectiveBranding, hasCustomPlan } from './plans';

/** What the live engine and the editor know of a deck owner's organisation. */
export interface TOrganisationBrandSource {
  name: string;
  plan: string | null;
  theme: TOrganisationTheme | null;
  themeLocked: boolean;
  whiteLabel: boolean;
  audienceHost: string | null;
}

/** Deck fields an organisation's locked theme decides (members cannot change them). */
export const LOCKED_THEME_FIELDS = ['fontFamily', 'logoUrl'] as const;

/**
 * A deck's logo, font and brand given its owner's plan and organisation: the organisation's theme
 * fills what the deck does not set, and wins when locked. Only an organisation on Custom brands
 * decks. Outside organisations this is the Pro branding as before.
 */
export function resolveDeckBranding(
  plan: unknown,
  deck: { fontFamily: string | null; logoUrl: string | null },
  organisation: TOrganisationBrandSource | null,
): { fontFamily: string | null; logoUrl: string | null; brand: TDeckBrand | null } {
  const own = getEffectiveBranding(plan, deck);
  // Only an organisation on Custom brands its members' decks.
  if (!organisation || !hasCustomPlan(organisation.plan)) return { ...own, brand: null };
  const theme = organisation.theme ?? {};
  const locked = organisation.themeLocked;
  // An uploaded font replaces the deck's family only where the organisation's would be used.
  const fontUrl = locked || !own.fontFamily ? (theme.fontUrl ?? null) : null;
  const brand: TDeckBrand = {
    name: organisation.whiteLabel ? organisation.name : null,
    logoUrl: theme.logoUrl ?? null,
    fontFamily: theme.fontFamily ?? null,
    primaryColour: theme.primaryColour ?? null,
    backgroundColour: theme.backgroundColour ?? null,
    palette: theme.palette ?? [],
    fontUrl,
    audienceHost: organisation.audienceHost,
    locked,
  };
  return { ...applyDeckBrand(own, brand), brand };
}

/** The deck's font and logo with the organisation's brand applied: it fills gaps, or wins locked. */
export function applyDeckBrand(
  own: { fontFamily: string | null; logoUrl: string | null },
  brand: TDeckBrand | null | undefined,
): { fontFamily: string | null; logoUrl: string | null } {
  if (!brand) return own;
  const pick = (mine: string | null, theirs: string | null) =>
    brand.locked ? theirs : (mine ?? theirs);
  return {
    fontFamily: pick(own.fontFamily, brand.fontFamily),
    logoUrl: pick(own.logoUrl, brand.logoUrl),
  };
}

/** The answer colours an organisation on Custom puts first on its members' new options. */
export function getOrganisationPalette(organisation: TOrganisationBrandSource | null): string[] {
  if (!organisation || !hasCustomPlan(organisation.plan)) return [];
  return organisation.theme?.palette ?? [];
}

/**
 * The answer colour at `position` when an organisation's `palette` comes first: its colours, then
 * the rest of the answer palette without them, cycling.
 */
export function getThemedPaletteColour(position: number, palette: readonly string[]): string {
  if (palette.length === 0) return getPaletteColour(position);
  const first = palette.map((colour) => colour.toUpperCase());
  const order = [...first, ...ANSWER_PALETTE.filter((colour) => !first.includes(colour))];
  return order[position % order.length] ?? getPaletteColour(position);
}

/** The deck fields of `changes` a locked organisation theme refuses (changes to other values). */
export function getLockedThemeChanges(
  changes: Partial<Record<(typeof LOCKED_THEME_FIELDS)[number], string | null>>,
  current: { fontFamily: string | null; logoUrl: string | null },
): (typeof LOCKED_THEME_FIELDS)[number][] {
  return LOCKED_THEME_FIELDS.filter(
    (field) => changes[field] !== undefined && changes[field] !== current[field],
  );
}
