import { dateOf, type TClock } from '../../lib/clock';
import type {
  TCheckoutCreateResponse,
  TCheckoutRequestResponse,
  TPaidPlanId,
  TSubscription,
} from '@crowdeck/core';
import { notFound } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import { authorize, mayPayCheckout } from '../../policies';
import type { TCheckoutRow } from '../../db/schema';
import {
  alreadySubscribed,
  customPlanHeld,
  nothingRenews,
  paymentsNotConfigured,
  providerUnavailable,
} from './billing-errors';
import type { TBillingEffects, TEffect } from './billing-effects';
import type { TBillingStore } from './billing.repository';
import { PaymentProviderError, type TPaymentProvider } from './payment-provider';
import { toSubscriptionView } from './subscription-view';

/** How long a checkout page stays usable (Stripe's default for Checkout Sessions). */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** What the billing services share. */
export interface TBillingContext {
  store: TBillingStore;
  effects: TBillingEffects;
  /** Null when payments are off: checkouts are refused, existing plans run their course. */
  provider: TPaymentProvider | null;
  /** Called after a committed change of a user's plan (live decks re-read the limit). */
  onPlanChanged(userId: string): Promise<void>;
  /** Logs a failure of work that must not fail the request (e.g. stopping a replaced renewal). */
  onError(error: unknown): void;
  clock: TClock;
}

/** Subscriptions and checkouts of the signed-in user. */
export function createBillingService(ctx: TBillingContext) {
  const { store, provider } = ctx;

  async function subscriptionOf(userId: string): Promise<TSubscription> {
    const user = await store.findUserPlan(userId);
    if (!user) throw notFound();
    const row = await store.findSubscription(userId);
    return toSubscriptionView(user, row, provider?.testMode ?? false);
  }

  /** The user's checkout by our id or the provider's session id (Stripe's success_url has it). */
  async function ownedCheckout(userId: string, checkoutId: string): Promise<TCheckoutRow> {
    const checkout = isUuid(checkoutId)
      ? await store.findCheckout(checkoutId)
      : await store.findCheckoutBySession(checkoutId);
    return authorize(checkout, (row) => mayPayCheckout(userId, row));
  }

  /** Follows up a committed effect: live limits, and a replaced subscription stops renewing. */
  async function afterEffect(effect: TEffect): Promise<void> {
    if (effect.userId) await ctx.onPlanChanged(effect.userId);
    if (provider && effect.replaced && effect.replaced.provider === provider.name) {
      await provider.stopRenewal(effect.replaced.subscriptionId).catch(ctx.onError);
    }
  }

  /** 409 when `plan` already runs and renews, or a Custom plan (arranged by hand) is held. */
  async function assertCanBuy(userId: string, plan: TPaidPlanId): Promise<void> {
    const current = await subscriptionOf(userId);
    if (current.plan === 'custom') throw customPlanHeld();
    if (current.plan === plan && current.renews && current.status === 'active') {
      const end = current.currentPeriodEnd ? new Date(current.currentPeriodEnd) : null;
      throw alreadySubscribed(plan, end);
    }
  }

  return {
    subscriptionOf,
    ownedCheckout,
    afterEffect,
    assertCanBuy,

    /** Opens a checkout for `plan`; 409 when that plan already runs and renews. */
    async createCheckout(
      user: { id: string; email: string },
      plan: TPaidPlanId,
    ): Promise<TCheckoutCreateResponse> {
      if (!provider) throw paymentsNotConfigured();
      await assertCanBuy(user.id, plan);
      const previous = await store.findSubscription(user.id);
      const checkout = await store.insertCheckout({
        userId: user.id,
        plan,
        provider: provider.name,
        expiresAt: new Date(ctx.clock.now() + CHECKOUT_TTL_MS),
      });
      try {
        const opened = await provider.createCheckout({
          checkoutId: checkout.id,
          userId: user.id,
          email: user.email,
          plan,
          customerId: previous?.provider === provider.name ? previous.providerCustomerId : null,
        });
        if (opened.providerSessionId) {
          await store.setCheckoutSession(checkout.id, opened.providerSessionId);
        }
        return { checkoutId: checkout.id, url: opened.url };
      } catch (error) {
        await store.closeCheckout(checkout.id, 'canceled');
        if (error instanceof PaymentProviderError) throw providerUnavailable();
        throw error;
      }
    },

    /** How a checkout stands when the presenter comes back; asks the provider if still open. */
    async requestCheckout(userId: string, checkoutId: string): Promise<TCheckoutRequestResponse> {
      let checkout = await ownedCheckout(userId, checkoutId);
      if (checkout.status === 'open' && checkout.expiresAt <= dateOf(ctx.clock)) {
        await store.closeCheckout(checkout.id, 'expired');
      } else if (checkout.status === 'open' && provider) {
        const lookup = await provider.lookupCheckout(checkout).catch((error: unknown) => {
          ctx.onError(error);
          return { status: 'open' as const };
        });
        if (lookup.status === 'paid') {
          await afterEffect(await ctx.effects.apply(provider.name, lookup.event));
        } else if (lookup.status !== 'open') {
          await store.closeCheckout(checkout.id, lookup.status);
        }
      }
      checkout = await ownedCheckout(userId, checkout.id);
      return {
        checkoutId: checkout.id,
        plan: checkout.plan,
        status: checkout.status,
        subscription: await subscriptionOf(userId),
      };
    },

    /**
     * The account is being deleted: its subscription at the provider ends now (502 when the
     * provider cannot be reached). Nothing to do without a paid subscription.
     */
    async cancelForDeletion(userId: string): Promise<void> {
      const row = await store.findSubscription(userId);
      if (!row?.providerSubscriptionId || row.status === 'free') return;
      if (!provider || row.provider !== provider.name) return;
      try {
        await provider.cancelSubscription(row.providerSubscriptionId);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw providerUnavailable();
        throw error;
      }
    },

    /** The plan stays until its period ends, then becomes Free; 409 when nothing renews. */
    async stopRenew(userId: string): Promise<TSubscription> {
      const row = await store.findSubscription(userId);
      const current = await subscriptionOf(userId);
      if (!row?.providerSubscriptionId || !current.renews || current.status === 'free') {
        throw nothingRenews();
      }
      if (provider && row.provider === provider.name) {
        try {
          await provider.stopRenewal(row.providerSubscriptionId);
        } catch (error) {
          if (error instanceof PaymentProviderError) throw providerUnavailable();
          throw error;
        }
      }
      const status = row.status === 'past_due' ? 'past_due' : 'ending';
      await store.updateSubscription(userId, { renews: false, status }, dateOf(ctx.clock));
      return subscriptionOf(userId);
    },
  };
}

export type TBillingService = ReturnType<typeof createBillingService>;
