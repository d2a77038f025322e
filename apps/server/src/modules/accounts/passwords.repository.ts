import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';

type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** A reset token that is unused and unexpired. */
const liveResetToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Sets the user's password hash and ends every session and unused reset link of the user. */
async function replacePassword(tx: TTransaction, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** SQL for changing passwords and for password-reset tokens. */
export function createPasswordsRepository(db: TDatabase) {
  return {
    /** Sets a new password hash and revokes the user's other sessions, in one transaction. */
    async changePassword(
      userId: string,
      passwordHash: string,
      keepSessionId: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
      });
    },

    /**
     * Replaces the password by `passwordHash` (an unusable one) and ends every session and unused
     * reset link of the user, in one transaction.
     */
    async dropPassword(userId: string, passwordHash: string): Promise<void> {
      await db.transaction((tx) => replacePassword(tx, userId, passwordHash));
    },

    /** The email of the user of a live (unused, unexpired) reset token, or null. */
    async emailOfResetToken(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(liveResetToken(tokenHash));
      return row?.email ?? null;
    },

    /** Stores a reset token's hash for a user. */
    async insertResetToken(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(values);
    },

    /**
     * Consumes a live reset token and sets the password, in one transaction: the token is marked
     * used only if unused and unexpired (so two requests cannot both win), then every session and
     * every other unused token of the user is deleted. Returns the user id, or null if refused.
     */
    async resetPassword(tokenHash: string, passwordHash: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(liveResetToken(tokenHash))
          .returning({ userId: passwordResetTokens.userId });
        if (!consumed) return null;
        await replacePassword(tx, consumed.userId, passwordHash);
        return consumed.userId;
      });
    },
  };
}

export type TPasswordsRepository = ReturnType<typeof createPasswordsRepository>;
