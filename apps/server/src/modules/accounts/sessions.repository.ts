import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { sessions, users, type TSessionRow, type TUserRow } from '../../db/schema';
import { insertRow } from '../../db/queries';
import {
  organisationJoins,
  organisationPlanColumns,
  withOrganisationPlan,
} from '../../db/organisation-plan';

/** SQL on the sessions table. */
export function createSessionsRepository(db: TDatabase) {
  return {
    /** Stores a new session under the token's hash. */
    async insert(values: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<TSessionRow> {
      return insertRow(db, sessions, values);
    },

    /** The unexpired session with this token hash and its user (their organisation's plan applied), or null. */
    async findLive(tokenHash: string): Promise<{ session: TSessionRow; user: TUserRow } | null> {
      const [row] = await db
        .select({ session: sessions, user: users, ...organisationPlanColumns })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(...organisationJoins.members)
        .leftJoin(...organisationJoins.organisations)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
      return row ? { session: row.session, user: withOrganisationPlan(row.user, row) } : null;
    },

    /** Records use of a session, only if it was last recorded before `staleBefore`. */
    async touch(id: string, staleBefore: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: new Date() })
        .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, staleBefore)));
    },

    /** Revokes one session. */
    async deleteById(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Revokes every session of a user except one (the one making the request). */
    async deleteOthers(userId: string, keepId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },
  };
}

export type TSessionsRepository = ReturnType<typeof createSessionsRepository>;
