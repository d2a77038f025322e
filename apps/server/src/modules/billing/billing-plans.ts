import { PAID_PLAN_IDS, PLAN_CATALOGUE, type TPaidPlanId } from '@crowdeck/core';

/** Whether the plan is one that can be bought (and so renewed). */
export function isPaidPlan(plan: string): plan is TPaidPlanId {
  return PAID_PLAN_IDS.some((id) => id === plan);
}

/** Months in one billing period of each paid plan. */
const PERIOD_MONTHS: Record<TPaidPlanId, 1 | 6> = { 'pro-monthly': 1, 'pro-half-yearly': 6 };

/** Months in one billing period of a paid plan (Stripe's interval_count with interval 'month'). */
export function getPeriodMonths(plan: TPaidPlanId): 1 | 6 {
  return PERIOD_MONTHS[plan];
}

/** Price of one period in US dollars, from core's plan catalogue. */
export function getPlanPrice(plan: TPaidPlanId): number {
  const entry = PLAN_CATALOGUE.find((p) => p.type === plan);
  if (entry?.price == null) throw new Error(`plan ${plan} has no price`);
  return entry.price;
}

/** Price of one period in cents (Stripe's unit_amount). */
export function getPlanPriceCents(plan: TPaidPlanId): number {
  return Math.round(getPlanPrice(plan) * 100);
}

/**
 * The date `months` calendar months after `from` (UTC), clamped to the month's last day the way
 * payment providers bill: 31 January + 1 month = 28/29 February.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** A paid period of `plan` starting at `start`. */
export function getPeriod(plan: TPaidPlanId, start: Date): { start: Date; end: Date } {
  return { start, end: addMonths(start, getPeriodMonths(plan)) };
}
