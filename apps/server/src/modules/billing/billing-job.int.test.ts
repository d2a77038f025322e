import { API_PATHS, type TSubscription, type TUser } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { buyInSandbox, createCheckout } from '../../test/checkouts';
import { call, callOk } from '../../test/deck-factories';
import { useLiveFixture } from '../../test/live-fixture';
import { registerUser } from '../../test/test-app';
import { addMonths } from './billing-plans';

const t = useLiveFixture({ presenter: false });

const DAY_MS = 86_400_000;

/** A new user who bought `plan` in the sandbox; answers their token, id and subscription. */
async function subscribe(plan: 'pro-monthly' | 'pro-half-yearly' = 'pro-monthly') {
  const { token, user } = await registerUser(t.app);
  await buyInSandbox(t.app, token, plan);
  const sub = await callOk<TSubscription>(t.app, token, 'GET', API_PATHS.usersSubscription);
  return { token, userId: user.id, sub, end: new Date(sub.currentPeriodEnd as string) };
}

const subscriptionOf = (token: string) =>
  callOk<TSubscription>(t.app, token, 'GET', API_PATHS.usersSubscription);
const planOf = async (token: string) =>
  (await callOk<TUser>(t.app, token, 'GET', API_PATHS.usersProfile)).plan;
const rowOf = async (userId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

describe('billing expiry job', () => {
  it('returns a stopped plan to Free at its period end, and a second run changes nothing', async () => {
    const { token, userId, end } = await subscribe();
    await callOk(t.app, token, 'POST', API_PATHS.usersStopRenew);

    const early = await t.app.billing.runJob(new Date(end.getTime() - 1000));
    expect(early.ended).not.toContain(userId);
    expect(await planOf(token)).toBe('pro-monthly');

    const after = new Date(end.getTime() + 1000);
    const first = await t.app.billing.runJob(after);
    expect(first.ended).toContain(userId);
    expect(await planOf(token)).toBe('free');
    expect(await subscriptionOf(token)).toMatchObject({
      plan: 'free',
      status: 'free',
      renews: false,
      currentPeriodEnd: null,
      audienceLimit: 35,
    });
    const row = await rowOf(userId);
    const second = await t.app.billing.runJob(after);
    expect(second.ended).not.toContain(userId);
    expect(await rowOf(userId)).toEqual(row);
  });

  it('ends each subscription once when two nodes run the job at the same moment', async () => {
    const { token, userId, end } = await subscribe('pro-half-yearly');
    await callOk(t.app, token, 'POST', API_PATHS.usersStopRenew);
    const at = new Date(end.getTime() + 1000);
    const runs = await Promise.all([t.app.billing.runJob(at), t.app.billing.runJob(at)]);
    expect(runs.flatMap((run) => run.ended).filter((id) => id === userId)).toHaveLength(1);
    expect(await planOf(token)).toBe('free');
  });

  it('renews a renewing sandbox subscription for one more period, once', async () => {
    const { token, userId, sub, end } = await subscribe();
    const at = new Date(end.getTime() + 1000);
    const [a, b] = await Promise.all([t.app.billing.runJob(at), t.app.billing.runJob(at)]);
    expect([...a.renewed, ...b.renewed].filter((id) => id === userId)).toHaveLength(1);
    const renewed = await subscriptionOf(token);
    expect(renewed).toEqual({
      ...sub,
      currentPeriodStart: end.toISOString(),
      currentPeriodEnd: addMonths(end, 1).toISOString(),
    });
    expect((await t.app.billing.runJob(at)).renewed).not.toContain(userId);
    expect(await rowOf(userId)).toMatchObject({ status: 'active', plan: 'pro-monthly' });
  });

  it('keeps a past-due plan for a 3-day grace, then Free', async () => {
    const { token, userId, end } = await subscribe();
    await t.db
      .update(subscriptions)
      .set({ status: 'past_due', paymentState: 'failed' })
      .where(eq(subscriptions.userId, userId));
    await t.app.billing.runJob(new Date(end.getTime() + 2 * DAY_MS));
    expect(await planOf(token)).toBe('pro-monthly');
    await t.app.billing.runJob(new Date(end.getTime() + 3 * DAY_MS + 1000));
    expect(await planOf(token)).toBe('free');
  });

  it('sandbox test clock: ends the period now — renews an active plan, ends a stopped one', async () => {
    const fresh = await registerUser(t.app);
    const none = await call(t.app, fresh.token, 'POST', API_PATHS.checkoutSandboxEndPeriod);
    expect(none.statusCode).toBe(404);

    const renewing = await subscribe();
    const renewed = await callOk<TSubscription>(
      t.app,
      renewing.token,
      'POST',
      API_PATHS.checkoutSandboxEndPeriod,
    );
    expect(renewed).toMatchObject({ plan: 'pro-monthly', status: 'active', renews: true });
    expect(Date.parse(renewed.currentPeriodStart as string)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(renewed.currentPeriodEnd as string)).toBeGreaterThan(
      Date.now() + 27 * DAY_MS,
    );

    const stopping = await subscribe();
    await callOk(t.app, stopping.token, 'POST', API_PATHS.usersStopRenew);
    const ended = await callOk<TSubscription>(
      t.app,
      stopping.token,
      'POST',
      API_PATHS.checkoutSandboxEndPeriod,
    );
    expect(ended).toMatchObject({ plan: 'free', status: 'free' });
    expect(await planOf(stopping.token)).toBe('free');
    const again = await call(t.app, stopping.token, 'POST', API_PATHS.checkoutSandboxEndPeriod);
    expect(again.statusCode).toBe(409);
  });

  it('lets an ending plan be bought again, and a switch to the other period', async () => {
    const { token } = await subscribe();
    await callOk(t.app, token, 'POST', API_PATHS.usersStopRenew);
    const again = await createCheckout(t.app, token);
    await callOk(t.app, token, 'POST', `${API_PATHS.checkoutSandbox}${again.checkoutId}/`, {
      outcome: 'pay',
    });
    expect(await subscriptionOf(token)).toMatchObject({ status: 'active', renews: true });
    const switched = await createCheckout(t.app, token, 'pro-half-yearly');
    await callOk(t.app, token, 'POST', `${API_PATHS.checkoutSandbox}${switched.checkoutId}/`, {
      outcome: 'pay',
    });
    expect(await subscriptionOf(token)).toMatchObject({
      plan: 'pro-half-yearly',
      status: 'active',
      renews: true,
    });
  });
});
