import { APP_LANGUAGES, PLAN_IDS } from '@crowdeck/core';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { enumChecks } from '../one-of-check';
import { cascadeRef, createdAt, idKey, timestamps, timestampTz, tokenHash } from './columns';

/** Presenter accounts. `email` is stored lower-case so one address is one account. */
export const users = pgTable(
  'users',
  {
    ...idKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
    /** Simultaneous audience agreed for a custom plan; null means the plan's default. */
    audienceLimit: integer('audience_limit'),
    /** The presenter app's language chosen in the account; null: the browser's. */
    language: text('language', { enum: APP_LANGUAGES }),
    /** The last sign-in (password or single sign-on), shown in the organisation's members list. */
    lastSignInAt: timestampTz('last_sign_in_at'),
    /**
     * Days an ended run of this account's decks is kept (30, 90 or 365; null: until deleted by
     * hand). Ignored while the account belongs to an organisation: the organisation's applies.
     */
    retentionDays: integer('retention_days'),
    ...timestamps(),
  },
  (table) => [
    ...enumChecks(table),
    check('users_retention_days_check', sql`${table.retentionDays} IN (30, 90, 365)`),
  ],
);

export type TUserRow = typeof users.$inferSelect;

/**
 * What a user's secret-token row (a session, a password reset) begins with: its id, the user (the
 * row goes with the account), the token's sha256 and when it was made.
 */
export const userTokenColumns = () => ({
  ...idKey(),
  userId: cascadeRef('user_id', () => users.id),
  ...tokenHash(),
  ...createdAt(),
});
