import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { cascadeRef, idKey, createdAt, expiresAt, timestampTz } from './columns';

/** Single-use password-reset tokens, stored as sha256; `used_at` marks consumption. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...idKey(),
    userId: cascadeRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    ...createdAt(),
    ...expiresAt(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);
