import { PLAN_DISPLAY_NAMES } from '@crowdeck/core';
import Stripe from 'stripe';
import type { TStripeConfig } from '../../config';
import { getPeriodMonths, getPlanPriceCents } from './billing-plans';
import { readStripeEvent, toPeriod } from './stripe-events';
import {
  PaymentProviderError,
  WebhookError,
  type TBillingEvent,
  type TPaymentProvider,
} from './payment-provider';

/** Stripe's own default: a signature older than 5 minutes is refused (replayed deliveries). */
export const WEBHOOK_TOLERANCE_SEC = 300;

/** The SDK client; STRIPE_API_URL points it at another host, port and protocol (tests). */
export function createStripeClient(config: TStripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port || (protocol === 'http' ? 80 : 443), protocol }
      : {}),
  });
}

/**
 * Stripe Checkout in subscription mode, priced inline from core's plan catalogue (no products to
 * set up in the dashboard). Renewals, failures and cancellations come from webhooks.
 */
export function createStripeProvider(
  config: TStripeConfig,
  deps: { presenterUrl: string; client?: Stripe },
): TPaymentProvider {
  const stripe = deps.client ?? createStripeClient(config);

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new PaymentProviderError(`Stripe: ${error.message}`, { cause: error });
      }
      throw error;
    }
  }

  async function paidEvent(
    eventId: string,
    checkoutId: string,
    session: Stripe.Checkout.Session,
  ): Promise<TBillingEvent> {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return { kind: 'ignored', eventId, type: 'checkout without subscription' };
    const sub = await call(() => stripe.subscriptions.retrieve(subscriptionId));
    const period = toPeriod(sub);
    if (!period) throw new PaymentProviderError(`Stripe subscription ${sub.id} has no period`);
    return {
      kind: 'checkout.paid',
      eventId,
      checkoutId,
      customerId: idOf(session.customer),
      subscriptionId,
      period,
      renews: !sub.cancel_at_period_end && !sub.cancel_at,
    };
  }

  return {
    name: 'stripe',
    testMode: false,

    async createCheckout(start) {
      const metadata = { userId: start.userId, plan: start.plan, checkoutId: start.checkoutId };
      const back = deps.presenterUrl;
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            client_reference_id: start.userId,
            ...(start.customerId
              ? { customer: start.customerId }
              : { customer_email: start.email }),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: getPlanPriceCents(start.plan),
                  product_data: { name: `Crowdeck ${PLAN_DISPLAY_NAMES[start.plan]}` },
                  recurring: { interval: 'month', interval_count: getPeriodMonths(start.plan) },
                },
              },
            ],
            metadata,
            subscription_data: { metadata },
            success_url: `${back}/checkout-success?checkout_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${back}/checkout-error?checkout_id={CHECKOUT_SESSION_ID}&reason=canceled`,
          },
          // A retried create (network, double click) returns the same session, never a second.
          { idempotencyKey: `crowdeck-checkout-${start.checkoutId}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError(`Stripe session ${session.id} has no url`);
      return { url: session.url, providerSessionId: session.id };
    },

    async lookupCheckout(checkout) {
      if (!checkout.providerSessionId) return { status: 'open' };
      const sessionId = checkout.providerSessionId;
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId));
      if (session.status === 'expired') return { status: 'expired' };
      if (session.status !== 'complete' || session.payment_status === 'unpaid') {
        return { status: 'open' };
      }
      const event = await paidEvent(`lookup:${session.id}`, checkout.id, session);
      return event.kind === 'checkout.paid' ? { status: 'paid', event } : { status: 'open' };
    },

    async stopRenewal(subscriptionId) {
      await call(() =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey: `crowdeck-stop-renew-${subscriptionId}` },
        ),
      );
    },

    async cancelSubscription(subscriptionId) {
      try {
        // No idempotency key of ours: Stripe would replay a refusal to every later try.
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already gone at Stripe (cancelled there, or deleted): nothing is left to charge.
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
        await call(() => Promise.reject(error));
      }
    },

    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SEC,
        );
      } catch (error) {
        throw new WebhookError(
          error instanceof Error ? error.message : 'The webhook signature is not valid.',
        );
      }
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        const checkoutId = session.metadata?.checkoutId;
        if (!checkoutId || session.payment_status === 'unpaid') {
          return { kind: 'ignored', eventId: event.id, type: event.type };
        }
        return paidEvent(event.id, checkoutId, session);
      }
      return readStripeEvent(event);
    },
  };
}

/** The id of an expandable Stripe field. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
