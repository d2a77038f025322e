import { dateOf } from '../../lib/clock';
import {
  type TCheckoutStatus,
  type TSandboxCheckout,
  type TSandboxOutcome,
  type TSubscription,
} from '@crowdeck/core';
import { notFound } from '../../http/api-error';
import type { TCheckoutRow } from '../../db/schema';
import { checkoutClosed, noSandboxPeriod } from './billing-errors';
import type { TRunBillingJob } from './billing-job';
import { getPlanPrice } from './billing-plans';
import type { TBillingContext, TBillingService } from './billing.service';
import { buildSandboxPayment } from './sandbox-provider';

/** The checkout status each sandbox outcome leads to. */
const OUTCOME_STATUS: Record<TSandboxOutcome, TCheckoutStatus> = {
  pay: 'paid',
  cancel: 'canceled',
  decline: 'declined',
};

/** The built-in sandbox's checkout page and its test clock. */
export function createSandboxService(
  ctx: TBillingContext & {
    billing: TBillingService;
    runJob: TRunBillingJob;
    presenterUrl: string;
  },
) {
  const { store, billing } = ctx;

  async function sandboxCheckout(userId: string, checkoutId: string): Promise<TCheckoutRow> {
    const checkout = await billing.ownedCheckout(userId, checkoutId);
    if (checkout.provider !== 'sandbox') throw notFound();
    return checkout;
  }

  function redirectFor(checkoutId: string, outcome: TSandboxOutcome): string {
    const id = encodeURIComponent(checkoutId);
    if (outcome === 'pay') return `${ctx.presenterUrl}/checkout-success?checkout_id=${id}`;
    const reason = OUTCOME_STATUS[outcome];
    return `${ctx.presenterUrl}/checkout-error?checkout_id=${id}&reason=${reason}`;
  }

  return {
    /** What the sandbox page shows: plan, price, status and the payer's email. */
    async details(user: { id: string; email: string }, checkoutId: string) {
      const checkout = await sandboxCheckout(user.id, checkoutId);
      const plan = checkout.plan;
      return {
        checkoutId: checkout.id,
        plan,
        price: getPlanPrice(plan),
        currency: 'USD',
        status: checkout.status,
        email: user.email,
      } satisfies TSandboxCheckout;
    },

    /**
     * Pay (the same "payment succeeded" effect as Stripe's checkout.session.completed), cancel or
     * decline (nothing changes but the checkout). Repeating the same choice answers the same.
     */
    async choose(userId: string, checkoutId: string, outcome: TSandboxOutcome) {
      let checkout = await sandboxCheckout(userId, checkoutId);
      if (checkout.status === 'open' && checkout.expiresAt <= dateOf(ctx.clock)) {
        await store.closeCheckout(checkout.id, 'expired');
        throw checkoutClosed('expired');
      }
      if (checkout.status === 'open') {
        if (outcome === 'pay') {
          const plan = checkout.plan;
          // Two open checkouts of one plan: the second is refused rather than charged twice.
          await billing.assertCanBuy(userId, plan);
          const event = buildSandboxPayment({ id: checkout.id, userId, plan }, dateOf(ctx.clock));
          await billing.afterEffect(await ctx.effects.apply('sandbox', event));
        } else {
          await store.closeCheckout(checkout.id, OUTCOME_STATUS[outcome]);
        }
        checkout = await sandboxCheckout(userId, checkoutId);
      }
      if (checkout.status !== OUTCOME_STATUS[outcome]) throw checkoutClosed(checkout.status);
      return { redirectUrl: redirectFor(checkout.id, outcome) };
    },

    /** Test clock: the caller's sandbox period ends now and the expiry job runs once. */
    async endPeriod(userId: string): Promise<TSubscription> {
      const row = await store.findSubscription(userId);
      if (!row || row.provider !== 'sandbox') throw notFound();
      if (row.status === 'free' || !row.currentPeriodEnd) throw noSandboxPeriod();
      const now = dateOf(ctx.clock);
      const start =
        row.currentPeriodStart && row.currentPeriodStart < now ? {} : { currentPeriodStart: now };
      await store.updateSubscription(userId, { currentPeriodEnd: now, ...start }, now);
      await ctx.runJob(now);
      return billing.subscriptionOf(userId);
    },
  };
}

export type TSandboxService = ReturnType<typeof createSandboxService>;
