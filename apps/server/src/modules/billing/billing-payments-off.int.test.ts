import { API_PATHS, type TSubscription, type TUser } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema';
import { call, callOk } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';
import { registerUser } from '../../test/test-app';
import { createBillingEffects } from './billing-effects';
import { createBillingStore } from './billing.repository';
import { buildSandboxPayment } from './sandbox-provider';

// Before BILLING_SANDBOX, a production server without Stripe ran the sandbox: anyone could press
// "pay" on their own checkout and get Pro, and the test clock was open.
describe('billing in production without Stripe', () => {
  const t = useLiveFixture({ presenter: false, env: { NODE_ENV: 'production' } });

  /** A sandbox checkout of the user's, open for another minute. */
  const sandboxCheckout = (userId: string) =>
    createBillingStore(t.db).insertCheckout({
      userId,
      plan: 'pro-monthly',
      provider: 'sandbox',
      expiresAt: new Date(Date.now() + 60_000),
    });

  it('tells visitors that payments are off', async () => {
    const answer = await t.app.inject({ method: 'GET', url: API_PATHS.checkoutPayments });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ payments: 'off' });
  });

  it('refuses a checkout with 503 "payments are not configured", and opens none', async () => {
    const { token, user } = await registerUser(t.app);
    const refused = await call(t.app, token, 'POST', API_PATHS.checkoutCreate, {
      plan: 'pro-monthly',
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'payments_not_configured',
      message:
        'Payments are not set up on this server, so plans cannot be bought here. Nothing was charged.',
    });
    expect(await t.db.select().from(checkouts).where(eq(checkouts.userId, user.id))).toEqual([]);
    const subscription = await callOk<TSubscription>(
      t.app,
      token,
      'GET',
      API_PATHS.usersSubscription,
    );
    expect(subscription).toMatchObject({ plan: 'free', testMode: false });
  });

  it('has no sandbox pay button, test clock or webhook (404)', async () => {
    const { token, user } = await registerUser(t.app);
    const old = await sandboxCheckout(user.id);
    const paths: ['GET' | 'POST', string, object?][] = [
      ['GET', `${API_PATHS.checkoutSandbox}${old.id}/`],
      ['POST', `${API_PATHS.checkoutSandbox}${old.id}/`, { outcome: 'pay' }],
      ['POST', API_PATHS.checkoutSandboxEndPeriod],
      ['POST', API_PATHS.checkoutWebhookStripe, {}],
    ];
    for (const [method, url, body] of paths) {
      const answer = await call(t.app, token, method, url, body);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await callOk<TUser>(t.app, token, 'GET', API_PATHS.usersProfile)).plan).toBe('free');
  });

  it('ends a test-mode plan from before at its period’s end instead of renewing it free', async () => {
    const { token, user } = await registerUser(t.app);
    const store = createBillingStore(t.db);
    const checkout = await sandboxCheckout(user.id);
    const paidAt = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const payment = buildSandboxPayment(
      { id: checkout.id, userId: user.id, plan: 'pro-monthly' },
      paidAt,
    );
    await createBillingEffects(store).apply('sandbox', payment, paidAt);
    expect((await callOk<TUser>(t.app, token, 'GET', API_PATHS.usersProfile)).plan).toBe(
      'pro-monthly',
    );

    const run = await t.app.billing.runJob(new Date());
    expect(run).toEqual({ ended: [user.id], renewed: [] });
    expect((await callOk<TUser>(t.app, token, 'GET', API_PATHS.usersProfile)).plan).toBe('free');
  });
});

describe('billing in production with BILLING_SANDBOX=true', () => {
  const t = useLiveFixture({
    presenter: false,
    env: { NODE_ENV: 'production', BILLING_SANDBOX: 'true' },
  });

  it('runs the sandbox when its operator asks for it', async () => {
    const status = await t.app.inject({ method: 'GET', url: API_PATHS.checkoutPayments });
    expect(status.json()).toEqual({ payments: 'sandbox' });
    const { token } = await registerUser(t.app);
    const created = await call(t.app, token, 'POST', API_PATHS.checkoutCreate, {
      plan: 'pro-monthly',
    });
    expect(created.statusCode).toBe(201);
    const page = await call(
      t.app,
      token,
      'GET',
      `${API_PATHS.checkoutSandbox}${created.json().checkoutId}/`,
    );
    expect(page.statusCode).toBe(200);
  });
});
