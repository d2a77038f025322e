import { and, eq, gt, lt } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { ssoCodes, type TSsoCodeRow } from '../../db/schema';

/** SQL on the one-time codes of finished sign-ins. */
export function createSsoCodesRepository(db: TDatabase) {
  return {
    async insert(values: Omit<TSsoCodeRow, 'createdAt'>): Promise<void> {
      await db.insert(ssoCodes).values(values);
    },

    /**
     * Takes a live code of this browser: deleted as it is read, so it works once. A code of
     * another browser is left as it was (its own browser can still redeem it).
     */
    async take(codeHash: string, browserHash: string): Promise<TSsoCodeRow | null> {
      const [row] = await db
        .delete(ssoCodes)
        .where(
          and(
            eq(ssoCodes.codeHash, codeHash),
            eq(ssoCodes.browserHash, browserHash),
            gt(ssoCodes.expiresAt, new Date()),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Drops the codes whose minute ran out; returns how many. */
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(ssoCodes)
        .where(lt(ssoCodes.expiresAt, now))
        .returning({ codeHash: ssoCodes.codeHash });
      return rows.length;
    },
  };
}

export type TSsoCodesRepository = ReturnType<typeof createSsoCodesRepository>;
