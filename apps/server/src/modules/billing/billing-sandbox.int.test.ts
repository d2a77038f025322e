import {
  API_PATHS,
  type TCheckoutRequestResponse,
  type TSandboxCheckout,
  type TSubscription,
  type TUser,
} from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createCheckout } from '../../test/checkouts';
import { call, callOk } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';
import { registerUser } from '../../test/test-app';
import { addMonths } from './billing-plans';

const t = useLiveFixture({ presenter: false });

function choose(token: string, checkoutId: string, outcome: string) {
  return call(t.app, token, 'POST', `${API_PATHS.checkoutSandbox}${checkoutId}/`, { outcome });
}

const subscriptionOf = (token: string) =>
  callOk<TSubscription>(t.app, token, 'GET', API_PATHS.usersSubscription);
const profileOf = (token: string) => callOk<TUser>(t.app, token, 'GET', API_PATHS.usersProfile);

describe('billing with the sandbox provider', () => {
  it('shows a new user on Free', async () => {
    const { token } = await registerUser(t.app);
    expect(await subscriptionOf(token)).toEqual({
      plan: 'free',
      status: 'free',
      provider: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      renews: false,
      paymentState: 'none',
      audienceLimit: 35,
      testMode: true,
    });
  });

  it('buys Pro Monthly: create, pay, request — one month, renewing, 15,000 phones', async () => {
    const { token, user } = await registerUser(t.app);
    const created = await createCheckout(t.app, token, 'pro-monthly');
    const second = await createCheckout(t.app, token, 'pro-monthly');
    expect(created.url).toBe(`http://localhost:3000/checkout/sandbox/${created.checkoutId}`);

    const page = await callOk<TSandboxCheckout>(
      t.app,
      token,
      'GET',
      `${API_PATHS.checkoutSandbox}${created.checkoutId}/`,
    );
    expect(page).toEqual({
      checkoutId: created.checkoutId,
      plan: 'pro-monthly',
      price: 19.99,
      currency: 'USD',
      status: 'open',
      email: user.email,
    });

    const before = Date.now();
    const paid = await choose(token, created.checkoutId, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      redirectUrl: `http://localhost:3000/checkout-success?checkout_id=${created.checkoutId}`,
    });
    // Pressing pay again (a double click) answers the same and charges nothing more.
    expect((await choose(token, created.checkoutId, 'pay')).json()).toEqual(paid.json());

    const confirmed = await callOk<TCheckoutRequestResponse>(
      t.app,
      token,
      'POST',
      API_PATHS.checkoutRequest,
      { checkoutId: created.checkoutId },
    );
    expect(confirmed).toMatchObject({ checkoutId: created.checkoutId, plan: 'pro-monthly' });
    expect(confirmed.status).toBe('paid');
    const sub = confirmed.subscription;
    expect(sub).toMatchObject({
      plan: 'pro-monthly',
      status: 'active',
      provider: 'sandbox',
      renews: true,
      paymentState: 'paid',
      audienceLimit: 15_000,
      testMode: true,
    });
    const start = Date.parse(sub.currentPeriodStart ?? '');
    const end = new Date(sub.currentPeriodEnd ?? '');
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(end.toISOString()).toBe(addMonths(new Date(start), 1).toISOString());
    expect(await subscriptionOf(token)).toEqual(sub);
    expect((await profileOf(token)).plan).toBe('pro-monthly');

    // The same plan again while it renews is refused with a plain reason.
    const again = await call(t.app, token, 'POST', API_PATHS.checkoutCreate, {
      plan: 'pro-monthly',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already have Pro Monthly/);
    // …named for the apps, which word it in their user's language.
    expect(again.json()).toMatchObject({
      reason: 'billing.alreadyOnPlanRenews',
      values: { plan: 'pro-monthly', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    // Nor can a second checkout of the same plan, opened before paying the first, be paid.
    expect((await choose(token, second.checkoutId, 'pay')).statusCode).toBe(409);
    expect(await subscriptionOf(token)).toEqual(sub);
  });

  it('buys Pro Half-Yearly for six months', async () => {
    const { token } = await registerUser(t.app);
    const { checkoutId } = await createCheckout(t.app, token, 'pro-half-yearly');
    expect((await choose(token, checkoutId, 'pay')).statusCode).toBe(200);
    const sub = await subscriptionOf(token);
    expect(sub).toMatchObject({ plan: 'pro-half-yearly', status: 'active', renews: true });
    const start = new Date(sub.currentPeriodStart ?? '');
    const end = new Date(sub.currentPeriodEnd ?? '');
    const months =
      (end.getUTCFullYear() - start.getUTCFullYear()) * 12 +
      end.getUTCMonth() -
      start.getUTCMonth();
    expect(months).toBe(6);
  });

  it('changes nothing on decline or cancel, and says so when the presenter returns', async () => {
    const { token } = await registerUser(t.app);
    const declined = await createCheckout(t.app, token, 'pro-monthly');
    const answer = await choose(token, declined.checkoutId, 'decline');
    expect(answer.json()).toEqual({
      redirectUrl: `http://localhost:3000/checkout-error?checkout_id=${declined.checkoutId}&reason=declined`,
    });
    const canceled = await createCheckout(t.app, token, 'pro-monthly');
    expect((await choose(token, canceled.checkoutId, 'cancel')).json().redirectUrl).toContain(
      'reason=canceled',
    );
    for (const [id, status] of [
      [declined.checkoutId, 'declined'],
      [canceled.checkoutId, 'canceled'],
    ] as const) {
      const back = await callOk<TCheckoutRequestResponse>(
        t.app,
        token,
        'POST',
        API_PATHS.checkoutRequest,
        { checkoutId: id },
      );
      expect(back.status).toBe(status);
      expect(back.subscription).toMatchObject({ plan: 'free', status: 'free' });
    }
    // A closed checkout cannot be paid afterwards.
    const late = await choose(token, declined.checkoutId, 'pay');
    expect(late.statusCode).toBe(409);
    expect((await profileOf(token)).plan).toBe('free');
  });

  it("answers 404 for another user's checkout, exactly as for an unknown one", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { checkoutId } = await createCheckout(t.app, owner.token, 'pro-monthly');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [checkoutId, unknown, 'not-an-id']) {
      const read = await call(t.app, other.token, 'GET', `${API_PATHS.checkoutSandbox}${id}/`);
      const pay = await choose(other.token, id, 'pay');
      const request = await call(t.app, other.token, 'POST', API_PATHS.checkoutRequest, {
        checkoutId: id,
      });
      expect([read.statusCode, pay.statusCode, request.statusCode]).toEqual([404, 404, 404]);
      expect(pay.json()).toEqual(read.json());
    }
    expect((await profileOf(owner.token)).plan).toBe('free');
  });

  it('refuses bad input with the field named, and callers without a session', async () => {
    const { token } = await registerUser(t.app);
    const bad = await call(t.app, token, 'POST', API_PATHS.checkoutCreate, { plan: 'custom' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.plan).toEqual({
      code: 'plan.invalid',
      message: expect.stringMatching(/^Pick Pro monthly or Pro half-yearly\./),
    });
    const { checkoutId } = await createCheckout(t.app, token, 'pro-monthly');
    const outcome = await choose(token, checkoutId, 'steal');
    expect(outcome.json().fields.outcome.code).toBe('outcome.invalid');
    // A NUL byte in the path is refused by the schema, never sent to the database.
    for (const id of ['x%00', `${checkoutId}%00`]) {
      const read = await call(t.app, token, 'GET', `${API_PATHS.checkoutSandbox}${id}/`);
      const pay = await choose(token, id, 'pay');
      expect([read.statusCode, pay.statusCode]).toEqual([400, 400]);
      expect(read.json().fields.checkoutId.code).toBe('checkoutId.invalid');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: API_PATHS.usersSubscription });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stop-renew keeps the plan until the period ends; 409 when nothing renews', async () => {
    const { token } = await registerUser(t.app);
    const none = await call(t.app, token, 'POST', API_PATHS.usersStopRenew);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/does not renew/);

    const { checkoutId } = await createCheckout(t.app, token, 'pro-monthly');
    await choose(token, checkoutId, 'pay');
    const paid = await subscriptionOf(token);
    const stopped = await callOk<TSubscription>(t.app, token, 'POST', API_PATHS.usersStopRenew);
    expect(stopped).toEqual({ ...paid, status: 'ending', renews: false });
    expect((await profileOf(token)).plan).toBe('pro-monthly');
    expect((await call(t.app, token, 'POST', API_PATHS.usersStopRenew)).statusCode).toBe(409);
  });
});
