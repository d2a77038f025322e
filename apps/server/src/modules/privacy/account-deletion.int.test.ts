import {
  API_PATHS,
  type TCheckoutCreateResponse,
  type TCheckoutRequestResponse,
  type TOrganisationRole,
} from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRow } from '../../db/expect-row';
import { organisationMembers, organisations, subscriptions, users } from '../../db/schema';
import { callOk } from '../../test/deck-factories';
import { findLeftoverIds } from '../../test/leftover-ids';
import { bearer, registerUser } from '../../test/test-app';
import { useStripeTestApp } from '../billing/stripe-test-helpers';

const t = useStripeTestApp('sk_test_crowdeck_deletion');

const deleteAccount = (token: string, currentPassword: string) =>
  t.app.inject({
    method: 'DELETE',
    url: API_PATHS.usersAccount,
    headers: bearer(token),
    payload: { currentPassword },
  });

const userExists = async (id: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

/** An organisation of this name whose members are the given users in the given roles. */
async function organisationWith(name: string, members: [string, TOrganisationRole][]) {
  const [organisation] = await t.db.insert(organisations).values({ name }).returning();
  const organisationId = expectRow(organisation).id;
  await t.db
    .insert(organisationMembers)
    .values(members.map(([userId, role]) => ({ organisationId, userId, role })));
  return organisationId;
}

describe('deleting the account of an organisation’s owner', () => {
  it('refuses the last owner with a 409 naming the organisation, then deletes once another owns it', async () => {
    const owner = await registerUser(t.app);
    const admin = await registerUser(t.app);
    const organisationId = await organisationWith('Lakeside School', [
      [owner.user.id, 'owner'],
      [admin.user.id, 'admin'],
    ]);

    const refused = await deleteAccount(owner.token, owner.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      reason: 'account.lastOwner',
      values: { organisation: 'Lakeside School' },
    });
    expect(refused.json().message).toContain('last owner');
    expect(refused.json().message).toContain('Lakeside School');
    expect(await userExists(owner.user.id)).toBe(true);

    // A second owner: the organisation keeps someone to manage it, so the first may go.
    await t.db
      .update(organisationMembers)
      .set({ role: 'owner' })
      .where(eq(organisationMembers.userId, admin.user.id));
    expect((await deleteAccount(owner.token, owner.password)).statusCode).toBe(204);
    expect(await findLeftoverIds(t.db, [owner.user.id])).toEqual([]);
    const members = await t.db
      .select()
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, organisationId));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[admin.user.id, 'owner']]);
  });

  it('lets a member or an admin delete their account', async () => {
    const owner = await registerUser(t.app);
    const member = await registerUser(t.app);
    await organisationWith('Acme', [
      [owner.user.id, 'owner'],
      [member.user.id, 'member'],
    ]);
    expect((await deleteAccount(member.token, member.password)).statusCode).toBe(204);
    expect(await userExists(member.user.id)).toBe(false);
  });
});

describe('deleting an account with a paid Stripe subscription', () => {
  /** A Pro subscription paid through Checkout, confirmed by asking the Stripe stand-in. */
  async function subscribed(subscriptionId: string) {
    const presenter = await registerUser(t.app);
    const created = await callOk<TCheckoutCreateResponse>(
      t.app,
      presenter.token,
      'POST',
      API_PATHS.checkoutCreate,
      { plan: 'pro-monthly' },
    );
    const sessionId = created.url.split('/').pop() as string;
    const start = Math.floor(Date.now() / 1000) - 60;
    t.stripe.putSubscription({
      id: subscriptionId,
      customer: `cus_${subscriptionId}`,
      status: 'active',
      cancelAtPeriodEnd: false,
      periodStart: start,
      periodEnd: start + 31 * 86_400,
    });
    t.stripe.updateSession(sessionId, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscriptionId,
      customer: `cus_${subscriptionId}`,
    });
    const confirmed = await callOk<TCheckoutRequestResponse>(
      t.app,
      presenter.token,
      'POST',
      API_PATHS.checkoutRequest,
      { checkoutId: sessionId },
    );
    expect(confirmed.status).toBe('paid');
    return presenter;
  }

  it('cancels the subscription at Stripe before the account and its billing rows go', async () => {
    const presenter = await subscribed('sub_deleted_account');
    expect(await deleteAccount(presenter.token, presenter.password)).toMatchObject({
      statusCode: 204,
    });
    const cancel = t.stripe.requests.find(
      (r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_deleted_account',
    );
    expect(cancel?.headers.authorization).toBe('Bearer sk_test_crowdeck_deletion');
    expect(t.stripe.subscription('sub_deleted_account')?.status).toBe('canceled');
    const rows = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, presenter.user.id));
    expect(rows).toEqual([]);
    expect(await findLeftoverIds(t.db, [presenter.user.id])).toEqual([]);
  });

  it('keeps the account when Stripe refuses the cancellation, and deletes it on the next try', async () => {
    const presenter = await subscribed('sub_unreachable');
    // Stripe answers the cancellation with an error: nothing is deleted.
    const original = t.stripe.subscription('sub_unreachable');
    t.stripe.putSubscription({ ...expectRow(original), status: 'canceled' });
    const failed = await deleteAccount(presenter.token, presenter.password);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(await userExists(presenter.user.id)).toBe(true);
    t.stripe.putSubscription({ ...expectRow(original), status: 'active' });
    expect((await deleteAccount(presenter.token, presenter.password)).statusCode).toBe(204);
    expect(t.stripe.subscription('sub_unreachable')?.status).toBe('canceled');
  });

  it('deletes an account whose subscription Stripe no longer knows', async () => {
    const presenter = await subscribed('sub_forgotten');
    // The row names a subscription Stripe does not have: resource_missing, nothing left to charge.
    await t.db
      .update(subscriptions)
      .set({ providerSubscriptionId: 'sub_never_at_stripe' })
      .where(eq(subscriptions.userId, presenter.user.id));
    expect((await deleteAccount(presenter.token, presenter.password)).statusCode).toBe(204);
    expect(await userExists(presenter.user.id)).toBe(false);
  });
});
