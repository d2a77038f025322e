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
