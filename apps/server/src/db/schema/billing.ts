import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import {
  CHECKOUT_STATUSES,
  PAID_PLAN_IDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
} from '@crowdeck/core';
import { columnIndexes } from '../column-indexes';
import { enumChecks } from '../one-of-check';
import { users } from './users';
import { cascadeRef, idKey, timestamps, createdAt, expiresAt, timestampTz } from './columns';

/**
 * One row per user who ever paid: the current plan's period and renewal. `users.plan` stays the
 * value the rest of the server reads; billing keeps the two in step in one transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'free' once the subscription has ended. */
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    /** The provider's subscription id; webhooks find the row by it. */
    providerSubscriptionId: text('provider_subscription_id').unique(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: timestampTz('current_period_start'),
    currentPeriodEnd: timestampTz('current_period_end'),
    /** False after stop-renew (Stripe's cancel_at_period_end). */
    renews: boolean('renews').notNull().default(true),
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('none'),
    ...timestamps(),
  },
  /** The expiry job looks for ended periods by status. */
  (table) => [
    index('subscriptions_status_period_end_idx').on(table.status, table.currentPeriodEnd),
    ...enumChecks(table),
  ],
);

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

/** A checkout started by a user: our id is the one the presenter carries back. */
export const checkouts = pgTable(
  'checkouts',
  {
    ...idKey(),
    userId: cascadeRef('user_id', () => users.id),
    plan: text('plan', { enum: PAID_PLAN_IDS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe's Checkout Session id (cs_…); null for the sandbox. */
    providerSessionId: text('provider_session_id').unique(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    ...createdAt(),
    ...expiresAt(),
  },
  (table) => [...columnIndexes(table.userId), ...enumChecks(table)],
);

export type TCheckoutRow = typeof checkouts.$inferSelect;

/**
 * Provider events already applied. The row is inserted in the same transaction as the event's
 * effect, so a second delivery finds it and changes nothing.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Custom-plan contact requests (also mailed to SALES_EMAIL). */
export const contactRequests = pgTable('contact_requests', {
  ...idKey(),
  /** The signed-in sender, if any (visitors may ask too). */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  audienceSize: integer('audience_size'),
  message: text('message').notNull(),
  ...createdAt(),
});
