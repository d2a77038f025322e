import { index, pgTable } from 'drizzle-orm/pg-core';
import { userTokenColumns } from './users';
import { expiresAt, timestampTz } from './columns';

/** Single-use password-reset tokens, stored as sha256; `used_at` marks consumption. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...userTokenColumns(),
    ...expiresAt(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);
