import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, expiresAt } from './columns';

/**
 * One-time codes of finished single sign-ons: the provider's answer was verified and the account
 * signed in; the browser that started the sign-in trades the code for a session, once.
 */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    /** sha256 of the code; the code itself is only in the browser's address. */
    codeHash: text('code_hash').primaryKey(),
    /** The starting browser's cookie secret (sha256): only that browser can redeem the code. */
    browserHash: text('browser_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where to go after signing in (a path of the presenter app). */
    next: text('next'),
    ...createdAt(),
    ...expiresAt(),
  },
  (table) => [index('sso_codes_expires_at_idx').on(table.expiresAt)],
);

export type TSsoCodeRow = typeof ssoCodes.$inferSelect;
