import {
  PLAN_AUDIENCE_LIMITS,
  PLAN_IDS,
  type TPlanCatalogueEntry,
  type TPlanId,
} from '../constants/plans';
import { PLAN_CATALOGUE } from '../constants/plans';

/** Narrows any stored or received value to a known plan; unknown plans fall back to Free. */
export function toPlanId(value: unknown): TPlanId {
  return (PLAN_IDS as readonly unknown[]).includes(value) ? (value as TPlanId) : 'free';
}

/**
 * Simultaneous audience members a plan admits. Custom plans carry their own agreed figure;
 * an unknown plan is treated as Free.
 */
export function getAudienceLimit(plan: unknown, customLimit?: number | null): number {
  const id = toPlanId(plan);
  const limit = PLAN_AUDIENCE_LIMITS[id];
  if (limit !== null) return limit;
  return customLimit ?? (PLAN_AUDIENCE_LIMITS['pro-monthly'] as number);
}

/** Whether the plan is a paid Pro plan (monthly or half-yearly). */
export function isProPlan(plan: unknown): boolean {
  const id = toPlanId(plan);
  return id === 'pro-monthly' || id === 'pro-half-yearly';
}

/** Pricing tab shown on /pricing. */
export type TPricingTab = 'monthly' | 'half-yearly';

/** Catalogue entries shown under a pricing tab: Free, the tab's Pro plan, Custom. */
export function getPlansForTab(tab: TPricingTab): TPlanCatalogueEntry[] {
  const pro = tab === 'monthly' ? 'pro-monthly' : 'pro-half-yearly';
  return PLAN_CATALOGUE.filter((p) => p.type === 'free' || p.type === pro || p.type === 'custom');
}

/** Whether the plan is Custom (organisations: theme, white label, own audience domain). */
export function hasCustomPlan(plan: unknown): boolean {
  return plan === 'custom';
}

/** Whether the plan unlocks Pro features (custom logo, custom fonts): Pro plans and Custom. */
export function hasProFeatures(plan: unknown): boolean {
  const id = toPlanId(plan);
  return id !== 'free';
}

/** Font families only Pro (and Custom) presentations may use; the others are open to every plan. */
export const PRO_FONT_FAMILIES: readonly string[] = [
  'Poppins',
  'Nunito',
  'Oswald',
  'Merriweather',
  'Playfair Display',
];

/** Whether a presentation owned by a user on `plan` may use `family` (null = the default font). */
export function isFontAllowed(plan: unknown, family: string | null | undefined): boolean {
  if (!family) return true;
  return hasProFeatures(plan) || !PRO_FONT_FAMILIES.includes(family);
}

/**
 * What a presentation shows given its owner's plan now: Pro-only choices kept in the deck are
 * not shown after a fall back to Free (and come back with Pro), so nothing saved is lost.
 */
export function getEffectiveBranding(
  plan: unknown,
  deck: { fontFamily: string | null; logoUrl: string | null },
): { fontFamily: string | null; logoUrl: string | null } {
  const pro = hasProFeatures(plan);
  return {
    fontFamily: isFontAllowed(plan, deck.fontFamily) ? deck.fontFamily : null,
    logoUrl: pro ? deck.logoUrl : null,
  };
}
