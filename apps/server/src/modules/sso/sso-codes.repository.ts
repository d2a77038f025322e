import { and, eq, gt } from 'drizzle-orm';
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
  };
}

export type TSsoCodesRepository = ReturnType<typeof createSsoCodesRepository>;
