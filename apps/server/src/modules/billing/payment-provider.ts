import type {
  TCheckoutStatus,
  TPaidPlanId,
  TPaymentProvider as TPaymentProviderName,
} from '@crowdeck/core';
import type { TCheckoutRow } from '../../db/schema';

/** What a provider needs to open a checkout page. */
export interface TCheckoutStart {
  /** Our checkout id: the provider's idempotency key and metadata are derived from it. */
  checkoutId: string;
  userId: string;
  email: string;
  plan: TPaidPlanId;
  /** The provider's customer of this user from an earlier payment, if any. */
  customerId: string | null;
}

/** A checkout page opened at the provider. */
export interface TOpenedCheckout {
  url: string;
  /** The provider's own id of the checkout (Stripe's cs_…); null when ours is enough. */
  providerSessionId: string | null;
}

/** A payment period as the provider reports it. */
export interface TPeriod {
  start: Date;
  end: Date;
}

/**
 * Provider events, in our own words. Each carries the provider's event id, which is stored in
 * billing_events in the same transaction as its effect.
 */
export type TBillingEvent =
  | {
      kind: 'checkout.paid';
      eventId: string;
      checkoutId: string;
      customerId: string | null;
      subscriptionId: string;
      period: TPeriod;
      renews: boolean;
    }
  | { kind: 'renewal.paid'; eventId: string; subscriptionId: string; period: TPeriod }
  | { kind: 'renewal.failed'; eventId: string; subscriptionId: string }
  | {
      kind: 'subscription.updated';
      eventId: string;
      subscriptionId: string;
      renews: boolean;
      /** The provider's view of the payment: 'past_due' after a failed renewal. */
      standing: 'active' | 'past_due' | 'canceled';
      period: TPeriod | null;
    }
  | { kind: 'subscription.deleted'; eventId: string; subscriptionId: string }
  | { kind: 'ignored'; eventId: string; type: string };

/** What the provider says about a checkout when the presenter comes back from it. */
export type TCheckoutLookup =
  | { status: Exclude<TCheckoutStatus, 'paid'> }
  | { status: 'paid'; event: Extract<TBillingEvent, { kind: 'checkout.paid' }> };

/** The one interface both payment providers implement. */
export interface TPaymentProvider {
  readonly name: TPaymentProviderName;
  /** True for the built-in sandbox: no money moves. */
  readonly testMode: boolean;
  /** Opens a checkout page for a subscription to `plan`. */
  createCheckout(start: TCheckoutStart): Promise<TOpenedCheckout>;
  /** Asks the provider how an open checkout stands (the webhook may not have landed yet). */
  lookupCheckout(checkout: TCheckoutRow): Promise<TCheckoutLookup>;
  /** Stops the subscription from renewing; it stays paid until its period ends. */
  stopRenewal(subscriptionId: string): Promise<void>;
  /** Ends the subscription now, without a refund (its account is being deleted). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Verifies a webhook delivery over its raw body and reads its event; throws WebhookError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<TBillingEvent>;
}

/** A webhook delivery that is not authentic (bad or stale signature) or not readable. */
export class WebhookError extends Error {
  override name = 'WebhookError';
}

/** The provider could not be reached or refused the call. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
