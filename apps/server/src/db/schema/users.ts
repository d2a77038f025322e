import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Presenter accounts. `email` is stored lower-case so one address is one account. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** One of core's PLAN_IDS; read through toPlanId so an unknown value means Free. */
  plan: text('plan').notNull().default('free'),
  /** Simultaneous audience agreed for a custom plan; null means the plan's default. */
  audienceLimit: integer('audience_limit'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TUserRow = typeof users.$inferSelect;
