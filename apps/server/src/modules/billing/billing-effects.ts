import { dateOf, systemClock, type TClock } from '../../lib/clock';
import type { TPaymentProvider as TProviderName } from '@crowdeck/core';
import type { TSubscriptionRow } from '../../db/schema';
import type { TBillingRepository, TBillingStore } from './billing.repository';
import type { TBillingEvent } from './payment-provider';

/** What applying one provider event did. */
export interface TEffect {
  /** False for a repeated delivery (already recorded) or an event about nothing we know. */
  applied: boolean;
  /** The user whose plan may have changed (their live decks re-read the limit). */
  userId: string | null;
  /** A provider subscription this payment replaced (a plan switch): stop it renewing. */
  replaced: { provider: string; subscriptionId: string } | null;
}

const NOTHING: TEffect = { applied: false, userId: null, replaced: null };

/**
 * Applies provider events: the event id is recorded and the effect written in one transaction,
 * so a second delivery of the same event changes nothing. Every provider (Stripe's webhook,
 * Stripe's checkout lookup, the sandbox's pay button and renewals) goes through here.
 */
export function createBillingEffects(store: TBillingStore, clock: TClock = systemClock) {
  return {
    /** Applies one event at `now`. */
    apply(provider: TProviderName, event: TBillingEvent, now = dateOf(clock)): Promise<TEffect> {
      return store.transaction(async (repo) => {
        if (!(await repo.recordEvent(provider, event.eventId, event.kind))) return NOTHING;
        return applyEffect(repo, provider, event, now);
      });
    },
  };
}

export type TBillingEffects = ReturnType<typeof createBillingEffects>;

async function applyEffect(
  repo: TBillingRepository,
  provider: TProviderName,
  event: TBillingEvent,
  now: Date,
): Promise<TEffect> {
  if (event.kind === 'ignored') return NOTHING;
  if (event.kind === 'checkout.paid') return applyCheckoutPaid(repo, provider, event, now);

  const sub = await repo.lockSubscriptionByProviderId(event.subscriptionId);
  // Events of a subscription we replaced (or never knew) leave the current one alone.
  if (!sub) return NOTHING;
  const done = (): TEffect => ({ applied: true, userId: sub.userId, replaced: null });
  switch (event.kind) {
    case 'renewal.paid': {
      // A late invoice of a subscription that has already ended (deleted, canceled or expired)
      // must not bring Pro back: like a failed renewal, it leaves a Free row alone.
      if (sub.status === 'free') return done();
      const extends_ = !sub.currentPeriodEnd || event.period.end > sub.currentPeriodEnd;
      await repo.updateSubscription(
        sub.userId,
        {
          status: sub.renews ? 'active' : 'ending',
          paymentState: 'paid',
          ...(extends_
            ? { currentPeriodStart: event.period.start, currentPeriodEnd: event.period.end }
            : {}),
        },
        now,
      );
      await repo.setUserPlan(sub.userId, sub.plan, now);
      return done();
    }
    case 'renewal.failed':
      if (sub.status === 'free') return done();
      await repo.updateSubscription(
        sub.userId,
        { status: 'past_due', paymentState: 'failed' },
        now,
      );
      return done();
    case 'subscription.updated':
      return applySubscriptionUpdated(repo, sub, event, now).then(done);
    case 'subscription.deleted':
      await endSubscription(repo, sub.userId, now);
      return done();
  }
}

async function applyCheckoutPaid(
  repo: TBillingRepository,
  provider: TProviderName,
  event: Extract<TBillingEvent, { kind: 'checkout.paid' }>,
  now: Date,
): Promise<TEffect> {
  const checkout = await repo.findCheckout(event.checkoutId, true);
  if (!checkout || checkout.status === 'paid') return NOTHING;
  // Paid wins over any other state: money moved (e.g. just after the checkout was marked expired).
  await repo.setCheckoutStatus(checkout.id, 'paid');
  const previous = await repo.findSubscription(checkout.userId, true);
  const plan = checkout.plan;
  await repo.saveSubscription(
    {
      userId: checkout.userId,
      plan,
      provider,
      providerCustomerId: event.customerId ?? previous?.providerCustomerId ?? null,
      providerSubscriptionId: event.subscriptionId,
      status: event.renews ? 'active' : 'ending',
      currentPeriodStart: event.period.start,
      currentPeriodEnd: event.period.end,
      renews: event.renews,
      paymentState: 'paid',
    },
    now,
  );
  await repo.setUserPlan(checkout.userId, plan, now);
  return {
    applied: true,
    userId: checkout.userId,
    replaced: getReplaced(previous, event.subscriptionId),
  };
}

/** The earlier subscription a new payment replaces, if it would otherwise renew. */
function getReplaced(previous: TSubscriptionRow | null, newId: string) {
  if (!previous?.providerSubscriptionId || previous.providerSubscriptionId === newId) return null;
  if (previous.status === 'free' || !previous.renews) return null;
  return { provider: previous.provider, subscriptionId: previous.providerSubscriptionId };
}

async function applySubscriptionUpdated(
  repo: TBillingRepository,
  sub: TSubscriptionRow,
  event: Extract<TBillingEvent, { kind: 'subscription.updated' }>,
  now: Date,
): Promise<void> {
  if (event.standing === 'canceled') return endSubscription(repo, sub.userId, now);
  if (sub.status === 'free') return;
  const status = event.standing === 'past_due' ? 'past_due' : event.renews ? 'active' : 'ending';
  await repo.updateSubscription(
    sub.userId,
    {
      status,
      renews: event.renews,
      ...(event.period
        ? { currentPeriodStart: event.period.start, currentPeriodEnd: event.period.end }
        : {}),
    },
    now,
  );
}

/** The subscription is over: Free now, in the same transaction as the event's record. */
async function endSubscription(repo: TBillingRepository, userId: string, now: Date) {
  await repo.updateSubscription(userId, { status: 'free', renews: false }, now);
  await repo.downgradeToFree([userId], now);
}
