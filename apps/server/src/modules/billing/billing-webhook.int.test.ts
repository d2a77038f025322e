import { API_PATHS, type TSubscription, type TUser } from '@crowdeck/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, subscriptions } from '../../db/schema';
import { createCheckout } from '../../test/checkouts';
import { callOk } from '../../test/deck-factories';
import { postRaw, registerUser } from '../../test/test-app';
import { deliver, invoiceOf, sessionCompleted, useStripeTestApp } from './stripe-test-helpers';

const t = useStripeTestApp('sk_test_crowdeck_webhooks');
let token: string;
let sessionId: string;
let checkoutId: string;
const DAY = 86_400;
const start = Math.floor(Date.now() / 1000) - 60;
const end = start + 30 * DAY;

beforeAll(async () => {
  token = (await registerUser(t.app)).token;
  const created = await createCheckout(t.app, token);
  sessionId = created.url.split('/').pop() as string;
  checkoutId = created.checkoutId;
  t.stripe.putSubscription({
    id: 'sub_hook',
    customer: 'cus_hook',
    status: 'active',
    cancelAtPeriodEnd: false,
    periodStart: start,
    periodEnd: end,
  });
});

const subscriptionOf = () =>
  callOk<TSubscription>(t.app, token, 'GET', API_PATHS.usersSubscription);
const planOf = async () => (await callOk<TUser>(t.app, token, 'GET', API_PATHS.usersProfile)).plan;
const rowOf = async () =>
  (
    await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_hook'))
  )[0];
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const countEvents = async (id: string) =>
  (
    await t.db
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.provider, 'stripe'), eq(billingEvents.eventId, id)))
  ).length;

describe('Stripe webhook', () => {
  it('applies checkout.session.completed with a valid signature', async () => {
    expect(await planOf()).toBe('free');
    const response = await deliver(
      t.app,
      sessionCompleted('evt_completed', sessionId, checkoutId, {
        subscription: 'sub_hook',
        customer: 'cus_hook',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(await planOf()).toBe('pro-monthly');
    expect(await subscriptionOf()).toMatchObject({
      plan: 'pro-monthly',
      status: 'active',
      provider: 'stripe',
      renews: true,
      paymentState: 'paid',
      currentPeriodStart: iso(start),
      currentPeriodEnd: iso(end),
    });
    // The period came from the subscription the SDK fetched.
    expect(
      t.stripe.requests.some((r) => r.method === 'GET' && r.path === '/v1/subscriptions/sub_hook'),
    ).toBe(true);
  });

  it('refuses a bad signature and a stale timestamp with 400, changing nothing', async () => {
    const before = await rowOf();
    const renewal = {
      id: 'evt_forged',
      type: 'invoice.paid',
      object: invoiceOf('sub_hook', end, end + 30 * DAY),
    };
    const forged = await deliver(t.app, renewal, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      code: 'invalid_input',
      message: 'The webhook signature is not valid.',
    });
    const stale = await deliver(
      t.app,
      { ...renewal, id: 'evt_stale' },
      {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      },
    );
    expect(stale.statusCode).toBe(400);
    const unsigned = await postRaw(
      t.app,
      API_PATHS.checkoutWebhookStripe,
      'application/json',
      JSON.stringify({ id: 'evt_unsigned', type: 'invoice.paid' }),
    );
    expect(unsigned.statusCode).toBe(400);
    expect(await rowOf()).toEqual(before);
    expect((await countEvents('evt_forged')) + (await countEvents('evt_stale'))).toBe(0);
  });

  it('applies the same invoice.paid delivered twice once: the period moves on one period', async () => {
    const renewal = {
      id: 'evt_renewal',
      type: 'invoice.paid',
      object: invoiceOf('sub_hook', end, end + 30 * DAY),
    };
    expect((await deliver(t.app, renewal)).statusCode).toBe(200);
    const once = await rowOf();
    expect(once?.currentPeriodStart?.toISOString()).toBe(iso(end));
    expect(once?.currentPeriodEnd?.toISOString()).toBe(iso(end + 30 * DAY));

    const again = await deliver(t.app, renewal);
    expect(again.statusCode).toBe(200);
    expect(await rowOf()).toEqual(once);
    expect(await countEvents('evt_renewal')).toBe(1);
  });

  it('marks a failed renewal past due, then reads cancel_at_period_end from updates', async () => {
    const failed = {
      id: 'evt_failed',
      type: 'invoice.payment_failed',
      object: invoiceOf('sub_hook', end + 30 * DAY, end + 60 * DAY),
    };
    expect((await deliver(t.app, failed)).statusCode).toBe(200);
    expect(await subscriptionOf()).toMatchObject({
      status: 'past_due',
      paymentState: 'failed',
      plan: 'pro-monthly',
    });

    const subscription = {
      id: 'sub_hook',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: null,
      items: {
        object: 'list',
        data: [{ current_period_start: end, current_period_end: end + 30 * DAY }],
      },
    };
    const updated = await deliver(t.app, {
      id: 'evt_updated',
      type: 'customer.subscription.updated',
      object: subscription,
    });
    expect(updated.statusCode).toBe(200);
    expect(await subscriptionOf()).toMatchObject({
      status: 'ending',
      renews: false,
      plan: 'pro-monthly',
    });
  });

  it('answers 200 to events it does not handle, changing nothing', async () => {
    const before = await rowOf();
    const other = await deliver(t.app, {
      id: 'evt_other',
      type: 'customer.created',
      object: { id: 'cus_x' },
    });
    expect(other.statusCode).toBe(200);
    expect(await rowOf()).toEqual(before);
  });

  it('returns the user to Free on customer.subscription.deleted', async () => {
    const deleted = await deliver(t.app, {
      id: 'evt_deleted',
      type: 'customer.subscription.deleted',
      object: { id: 'sub_hook', object: 'subscription', status: 'canceled' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await planOf()).toBe('free');
    expect(await subscriptionOf()).toMatchObject({
      plan: 'free',
      status: 'free',
      audienceLimit: 35,
    });
  });

  it('keeps Free when a late invoice.paid arrives after the subscription was deleted', async () => {
    const before = await rowOf();
    const late = await deliver(t.app, {
      id: 'evt_late_paid',
      type: 'invoice.paid',
      object: invoiceOf('sub_hook', end + 30 * DAY, end + 60 * DAY),
    });
    expect(late.statusCode).toBe(200);
    expect(await planOf()).toBe('free');
    expect(await subscriptionOf()).toMatchObject({ plan: 'free', status: 'free', renews: false });
    expect(await rowOf()).toEqual(before);
    expect(await countEvents('evt_late_paid')).toBe(1);
  });
});
