import { API_PATHS } from '@crowdeck/core';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { TApp } from '../../app';
import { startFakeStripe, type TFakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TTestApp } from '../../test/test-app';

/** Webhook signing secret the Stripe tests configure. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_crowdeck_billing';

const signer = new Stripe('sk_test_signer_only');

/** A test app in Stripe mode, its API pointed at a fresh local stand-in for Stripe. */
export async function createStripeTestApp(
  secretKey: string,
): Promise<{ t: TTestApp; stripe: TFakeStripe; close(): Promise<void> }> {
  const stripe = await startFakeStripe();
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  return {
    t,
    stripe,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

/**
 * For a spec file: the Stripe test app of `secretKey` (createStripeTestApp), started in beforeAll
 * and closed in afterAll; the tests and later hooks read it, its stand-in for Stripe as `stripe`.
 */
export function useStripeTestApp(secretKey: string): TTestApp & { readonly stripe: TFakeStripe } {
  let started: Awaited<ReturnType<typeof createStripeTestApp>> | undefined;
  beforeAll(async () => {
    started = await createStripeTestApp(secretKey);
  });
  afterAll(() => started?.close());
  const get = () => {
    if (!started) throw new Error('the Stripe test app starts in beforeAll');
    return started;
  };
  // Each read goes to the app started by then (the test app's methods do not use `this`).
  return new Proxy({} as TTestApp & { readonly stripe: TFakeStripe }, {
    get(_, key) {
      const { t, stripe } = get();
      return key === 'stripe' ? stripe : Reflect.get(t, key);
    },
  });
}

/** Delivers a Stripe event to the webhook, signed with `secret` at `timestamp` (seconds). */
export function deliver(
  app: TApp,
  event: { id: string; type: string; object: Record<string, unknown> },
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return app.inject({
    method: 'POST',
    url: API_PATHS.checkoutWebhookStripe,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

/** The event of checkout session `sessionId` of `checkoutId` paid, with the subscription it opened. */
export function sessionCompleted(
  eventId: string,
  sessionId: string,
  checkoutId: string,
  paid: { subscription: string; customer: string },
) {
  return {
    id: eventId,
    type: 'checkout.session.completed',
    object: {
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      ...paid,
      metadata: { checkoutId },
    },
  };
}

/** An invoice of a subscription for the period [start, end] (unix seconds). */
export function invoiceOf(subscriptionId: string, start: number, end: number) {
  return {
    id: `in_${subscriptionId}_${end}`,
    object: 'invoice',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata: {} },
      quote_details: null,
    },
    lines: { object: 'list', data: [{ id: 'il_1', period: { start, end } }] },
  };
}
