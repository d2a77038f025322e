import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { PAID_PLAN_IDS, type TCheckoutStatus, type TPlanId } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import {
  billingEvents,
  checkouts,
  presentations,
  subscriptions,
  users,
  type TCheckoutRow,
  type TSubscriptionRow,
} from '../../db/schema';
import { expectRow } from '../../db/expect-row';
import { createStore, findRow, findValues } from '../../db/queries';
import {
  organisationJoins,
  organisationPlanColumns,
  withOrganisationPlan,
} from '../../db/organisation-plan';

/** Columns written when a payment starts or replaces a subscription. */
export type TSubscriptionValues = Omit<TSubscriptionRow, 'createdAt' | 'updatedAt'>;

/** SQL of subscriptions, checkouts, applied provider events and the user's plan. */
export function createBillingRepository(db: TDatabase) {
  return {
    /** The user's subscription row, or null (never paid). */
    async findSubscription(userId: string, lock = false): Promise<TSubscriptionRow | null> {
      return findRow(db, subscriptions, eq(subscriptions.userId, userId), lock);
    },

    /** The subscription with this provider id, locked for the rest of the transaction. */
    async lockSubscriptionByProviderId(providerId: string): Promise<TSubscriptionRow | null> {
      return findRow(db, subscriptions, eq(subscriptions.providerSubscriptionId, providerId), true);
    },

    /** Inserts or replaces the user's subscription row. */
    async saveSubscription(values: TSubscriptionValues, now: Date): Promise<void> {
      await db
        .insert(subscriptions)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { ...values, updatedAt: now, createdAt: sql`${subscriptions.createdAt}` },
        });
    },

    /** Changes some columns of the user's subscription. */
    async updateSubscription(
      userId: string,
      changes: Partial<TSubscriptionValues>,
      now: Date,
    ): Promise<void> {
      await db
        .update(subscriptions)
        .set({ ...changes, updatedAt: now })
        .where(eq(subscriptions.userId, userId));
    },

    /** The user's plan columns, their organisation's plan applied (as the live module reads it). */
    async findUserPlan(userId: string) {
      const [row] = await db
        .select({
          plan: users.plan,
          audienceLimit: users.audienceLimit,
          email: users.email,
          ...organisationPlanColumns,
        })
        .from(users)
        .leftJoin(...organisationJoins.members)
        .leftJoin(...organisationJoins.organisations)
        .where(eq(users.id, userId));
      if (!row) return null;
      const { plan, audienceLimit } = withOrganisationPlan(row, row);
      return { plan, audienceLimit, email: row.email };
    },

    /** Sets users.plan (kept in step with the subscription in the same transaction). */
    async setUserPlan(userId: string, plan: TPlanId, now: Date): Promise<void> {
      await db.update(users).set({ plan, updatedAt: now }).where(eq(users.id, userId));
    },

    /** Returns users on a paid plan to Free (a Custom plan, arranged by hand, is left alone). */
    async downgradeToFree(userIds: string[], now: Date): Promise<void> {
      if (!userIds.length) return;
      await db
        .update(users)
        .set({ plan: 'free', updatedAt: now })
        .where(and(inArray(users.id, userIds), inArray(users.plan, [...PAID_PLAN_IDS])));
    },

    /**
     * Records a provider event; false when it was recorded before (a repeated delivery). Run it in
     * the transaction that applies the event, so the record and the effect commit together.
     */
    async recordEvent(provider: string, eventId: string, type: string): Promise<boolean> {
      const inserted = await db
        .insert(billingEvents)
        .values({ provider, eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: billingEvents.eventId });
      return inserted.length === 1;
    },

    /** A new open checkout. */
    async insertCheckout(
      values: Pick<TCheckoutRow, 'userId' | 'plan' | 'provider' | 'expiresAt'>,
    ): Promise<TCheckoutRow> {
      const [row] = await db.insert(checkouts).values(values).returning();
      return expectRow(row);
    },

    /** Stores the provider's id of a checkout. */
    async setCheckoutSession(id: string, providerSessionId: string): Promise<void> {
      await db.update(checkouts).set({ providerSessionId }).where(eq(checkouts.id, id));
    },

    /** The checkout with this id (optionally locked), or null. */
    async findCheckout(id: string, lock = false): Promise<TCheckoutRow | null> {
      return findRow(db, checkouts, eq(checkouts.id, id), lock);
    },

    /** The checkout with this provider session id (Stripe's cs_…), or null. */
    async findCheckoutBySession(providerSessionId: string): Promise<TCheckoutRow | null> {
      return findRow(db, checkouts, eq(checkouts.providerSessionId, providerSessionId));
    },

    /** Moves an open checkout to `status`; false if it was no longer open. */
    async closeCheckout(id: string, status: TCheckoutStatus): Promise<boolean> {
      const rows = await db
        .update(checkouts)
        .set({ status })
        .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
        .returning({ id: checkouts.id });
      return rows.length === 1;
    },

    /** Sets a checkout's status whatever it was (the caller holds the row's lock). */
    async setCheckoutStatus(id: string, status: TCheckoutStatus): Promise<void> {
      await db.update(checkouts).set({ status }).where(eq(checkouts.id, id));
    },

    /** Marks open checkouts past their expiry as expired. */
    async expireCheckouts(now: Date): Promise<void> {
      await db
        .update(checkouts)
        .set({ status: 'expired' })
        .where(and(eq(checkouts.status, 'open'), lte(checkouts.expiresAt, now)));
    },

    /**
     * Ends subscriptions whose paid time is over: `ending` at the period's end, `past_due` after
     * the grace period. One conditional UPDATE, so two nodes never end the same row twice.
     */
    async endExpired(now: Date, pastDueGraceMs: number): Promise<string[]> {
      const graceEdge = new Date(now.getTime() - pastDueGraceMs);
      const rows = await db
        .update(subscriptions)
        .set({ status: 'free', renews: false, updatedAt: now })
        .where(
          or(
            and(eq(subscriptions.status, 'ending'), lte(subscriptions.currentPeriodEnd, now)),
            and(
              eq(subscriptions.status, 'past_due'),
              lte(subscriptions.currentPeriodEnd, graceEdge),
            ),
          ),
        )
        .returning({ userId: subscriptions.userId });
      return rows.map((row) => row.userId);
    },

    /** Ends sandbox subscriptions whose period is over (the sandbox is off: no free renewals). */
    async endDueSandbox(now: Date): Promise<string[]> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'free', renews: false, updatedAt: now })
        .where(
          and(
            eq(subscriptions.provider, 'sandbox'),
            inArray(subscriptions.status, ['active', 'past_due']),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .returning({ userId: subscriptions.userId });
      return rows.map((row) => row.userId);
    },

    /** Sandbox subscriptions that renew and whose period has ended. */
    async listDueSandboxRenewals(now: Date): Promise<TSubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'sandbox'),
            eq(subscriptions.status, 'active'),
            eq(subscriptions.renews, true),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        );
    },

    /** Ids of the user's presentations (their live decks re-read the plan limit). */
    async listPresentationIds(ownerId: string): Promise<string[]> {
      return findValues(db, presentations.id, eq(presentations.ownerId, ownerId));
    },
  };
}

/** Billing SQL bound to one connection or transaction. */
export type TBillingRepository = ReturnType<typeof createBillingRepository>;

/** Billing SQL plus `transaction`, which runs a unit of work on a repository bound to it. */
export function createBillingStore(db: TDatabase) {
  return createStore(db, createBillingRepository);
}

export type TBillingStore = ReturnType<typeof createBillingStore>;
