import { API_PATHS, type TCheckoutRequestResponse, type TSubscription } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createCheckout } from '../../test/checkouts';
import { call, callOk } from '../../test/deck-factories';
import { registerUser } from '../../test/test-app';
import { deliver, sessionCompleted, useStripeTestApp } from './stripe-test-helpers';

const t = useStripeTestApp('sk_test_crowdeck_billing');

const now = () => Math.floor(Date.now() / 1000);
const subscriptionOf = (token: string) =>
  callOk<TSubscription>(t.app, token, 'GET', API_PATHS.usersSubscription);

describe('billing with Stripe (SDK calls against a local stand-in)', () => {
  it('opens a Checkout Session in subscription mode priced from the catalogue', async () => {
    const { token, user } = await registerUser(t.app);
    const created = await createCheckout(t.app, token, 'pro-half-yearly');
    expect(created.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);

    const sent = t.stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_crowdeck_billing');
    expect(sent?.headers['idempotency-key']).toBe(`crowdeck-checkout-${created.checkoutId}`);
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      customer_email: user.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '8994',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '6',
      'line_items[0][price_data][product_data][name]': 'Crowdeck Pro Half-Yearly',
      'metadata[userId]': user.id,
      'metadata[plan]': 'pro-half-yearly',
      'metadata[checkoutId]': created.checkoutId,
      'subscription_data[metadata][checkoutId]': created.checkoutId,
      success_url: 'http://localhost:3000/checkout-success?checkout_id={CHECKOUT_SESSION_ID}',
      cancel_url:
        'http://localhost:3000/checkout-error?checkout_id={CHECKOUT_SESSION_ID}&reason=canceled',
    });
    // Stripe checkouts have no sandbox page.
    const sandbox = await call(
      t.app,
      token,
      'GET',
      `${API_PATHS.checkoutSandbox}${created.checkoutId}/`,
    );
    expect(sandbox.statusCode).toBe(404);
  });

  it('answers 502 and charges nothing when Stripe refuses the checkout', async () => {
    const { token } = await registerUser(t.app);
    t.stripe.behaviour.refuseCheckouts = true;
    try {
      const refused = await call(t.app, token, 'POST', API_PATHS.checkoutCreate, {
        plan: 'pro-monthly',
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        code: 'payment_provider_unavailable',
        message: expect.stringContaining('Nothing was charged'),
      });
    } finally {
      t.stripe.behaviour.refuseCheckouts = false;
    }
    expect(await subscriptionOf(token)).toMatchObject({ plan: 'free', status: 'free' });
  });

  it('confirms a checkout by asking Stripe when the presenter is back before the webhook', async () => {
    const { token } = await registerUser(t.app);
    const created = await createCheckout(t.app, token);
    const sessionId = created.url.split('/').pop() as string;
    const request = () =>
      callOk<TCheckoutRequestResponse>(t.app, token, 'POST', API_PATHS.checkoutRequest, {
        checkoutId: sessionId,
      });
    expect(await request()).toMatchObject({ status: 'open', subscription: { plan: 'free' } });

    const start = now() - 60;
    const end = start + 31 * 86_400;
    t.stripe.putSubscription({
      id: 'sub_lookup',
      customer: 'cus_lookup',
      status: 'active',
      cancelAtPeriodEnd: false,
      periodStart: start,
      periodEnd: end,
    });
    t.stripe.updateSession(sessionId, {
      status: 'complete',
      payment_status: 'paid',
      subscription: 'sub_lookup',
      customer: 'cus_lookup',
    });
    const confirmed = await request();
    expect(confirmed).toMatchObject({ checkoutId: created.checkoutId, status: 'paid' });
    expect(confirmed.subscription).toMatchObject({
      plan: 'pro-monthly',
      status: 'active',
      provider: 'stripe',
      renews: true,
      paymentState: 'paid',
      testMode: false,
      currentPeriodStart: new Date(start * 1000).toISOString(),
      currentPeriodEnd: new Date(end * 1000).toISOString(),
    });

    // The webhook for the same payment arriving afterwards changes nothing.
    const late = await deliver(
      t.app,
      sessionCompleted('evt_lookup_completed', sessionId, created.checkoutId, {
        subscription: 'sub_lookup',
        customer: 'cus_lookup',
      }),
    );
    expect(late.statusCode).toBe(200);
    expect(await subscriptionOf(token)).toEqual(confirmed.subscription);

    // Stop-renew asks Stripe to cancel at the period's end, with an idempotency key.
    const stopped = await callOk<TSubscription>(t.app, token, 'POST', API_PATHS.usersStopRenew);
    expect(stopped).toMatchObject({ plan: 'pro-monthly', status: 'ending', renews: false });
    const update = t.stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_lookup',
    );
    expect(update?.form).toEqual({ cancel_at_period_end: 'true' });
    expect(update?.headers['idempotency-key']).toBe('crowdeck-stop-renew-sub_lookup');
    expect(t.stripe.subscription('sub_lookup')?.cancelAtPeriodEnd).toBe(true);
  });
});
