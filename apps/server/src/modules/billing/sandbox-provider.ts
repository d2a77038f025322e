import { SANDBOX_CHECKOUT_ROUTE, type TPaidPlanId } from '@crowdeck/core';
import { notFound } from '../../http/api-error';
import { getPeriod } from './billing-plans';
import type { TBillingEvent, TPaymentProvider } from './payment-provider';

/**
 * The built-in sandbox: its checkout page is ours (`/checkout/sandbox/<id>` in the presenter
 * app), no money moves, and its state lives in our own tables.
 */
export function createSandboxProvider(deps: { presenterUrl: string }): TPaymentProvider {
  return {
    name: 'sandbox',
    testMode: true,
    async createCheckout(start) {
      return {
        url: `${deps.presenterUrl}${SANDBOX_CHECKOUT_ROUTE}/${start.checkoutId}`,
        providerSessionId: null,
      };
    },
    // The sandbox page writes its outcome straight into our tables: an open one is still open.
    async lookupCheckout() {
      return { status: 'open' };
    },
    // Renewal is our own flag for the sandbox: the expiry job simply does not renew.
    async stopRenewal() {},
    async cancelSubscription() {},
    async parseWebhook() {
      throw notFound();
    },
  };
}

/** The "payment succeeded" event of the sandbox's pay button (de-duplicated by the checkout). */
export function buildSandboxPayment(
  checkout: { id: string; userId: string; plan: TPaidPlanId },
  now: Date,
): Extract<TBillingEvent, { kind: 'checkout.paid' }> {
  return {
    kind: 'checkout.paid',
    eventId: `checkout:${checkout.id}`,
    checkoutId: checkout.id,
    customerId: `sandbox_cus_${checkout.userId}`,
    subscriptionId: `sandbox_sub_${checkout.id}`,
    period: getPeriod(checkout.plan, now),
    renews: true,
  };
}

/** The sandbox's renewal "charge" of a period that ended at `periodEnd`. */
export function buildSandboxRenewal(
  sub: { userId: string; plan: TPaidPlanId; providerSubscriptionId: string },
  periodEnd: Date,
  now: Date,
): Extract<TBillingEvent, { kind: 'renewal.paid' }> {
  // A period long missed (the server was off) restarts now rather than charging for the gap.
  const next = getPeriod(sub.plan, periodEnd);
  const period = next.end > now ? next : getPeriod(sub.plan, now);
  return {
    kind: 'renewal.paid',
    eventId: `renewal:${sub.providerSubscriptionId}:${periodEnd.toISOString()}`,
    subscriptionId: sub.providerSubscriptionId,
    period,
  };
}
