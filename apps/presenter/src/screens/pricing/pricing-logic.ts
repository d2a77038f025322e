import {
  PAID_PLAN_IDS,
  type TPaidPlanId,
  type TPlanId,
  type TPricingTab,
  type TSubscriptionStatus,
} from '@crowdeck/core';

export const PRICING_TABS: readonly TPricingTab[] = ['monthly', 'half-yearly'];

/** Query parameter of /pricing that continues into a plan's checkout after sign-up or sign-in. */
export const CHECKOUT_PARAM = 'checkout';

/**
 * What a plan card offers: sign up (visitors; Pro carries the checkout to continue into), buy now,
 * buy again (a plan that is ending), switch between the Pro periods, mark the current plan, ask for
 * a Custom plan, say Pro cannot be bought here (the server takes no payments), or nothing.
 */
export type TPlanAction =
  | 'getStarted'
  | 'registerToBuy'
  | 'checkout'
  | 'resubscribe'
  | 'switch'
  | 'current'
  | 'contact'
  | 'unavailable'
  | 'none';

/** Who is looking at the pricing page. */
export interface TPricingViewer {
  signedIn: boolean;
  currentPlan: TPlanId | null;
  /** Status of the viewer's subscription, when known. */
  status?: TSubscriptionStatus | null;
  /** False when this server takes no payments: Pro cannot be bought here. */
  canPay?: boolean;
}

/** Whether the plan is bought through a checkout. */
export function isPaidPlan(plan: unknown): plan is TPaidPlanId {
  return (PAID_PLAN_IDS as readonly unknown[]).includes(plan);
}

/** The action a plan card offers the viewer. */
export function getPlanAction(plan: TPlanId, viewer: TPricingViewer): TPlanAction {
  if (plan === 'custom') return viewer.currentPlan === 'custom' ? 'current' : 'contact';
  if (!viewer.signedIn) {
    if (!isPaidPlan(plan)) return 'getStarted';
    return viewer.canPay === false ? 'unavailable' : 'registerToBuy';
  }
  const canPay = viewer.canPay !== false;
  if (viewer.currentPlan === plan) {
    return viewer.status === 'ending' && canPay ? 'resubscribe' : 'current';
  }
  if (!isPaidPlan(plan)) return 'none';
  if (!canPay) return 'unavailable';
  // A running Pro plan can move to the other period (the server stops the old one renewing).
  if (isPaidPlan(viewer.currentPlan) && viewer.status !== 'ending') return 'switch';
  if (viewer.currentPlan === 'custom') return 'none';
  return 'checkout';
}

/** Where a visitor continues after signing up to buy `plan`: back to pricing, into its checkout. */
export function getCheckoutContinuePath(plan: TPaidPlanId): string {
  return `/pricing?${CHECKOUT_PARAM}=${plan}`;
}

/** The paid plan named by ?checkout=, or null. */
export function parseCheckoutParam(value: string | null): TPaidPlanId | null {
  return isPaidPlan(value) ? value : null;
}
