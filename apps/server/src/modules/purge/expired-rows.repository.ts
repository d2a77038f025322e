import { and, isNull, lt } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { officeAddinGrants, remotePairings, sessions, ssoCodes, ssoLogins } from '../../db/schema';

/** How many rows of each kind one purge deleted. */
export interface TPurged {
  sessions: number;
  remotePairings: number;
  ssoLogins: number;
  ssoCodes: number;
  officeAddinGrants: number;
}

/** SQL of the purge: rows whose time ran out, each kind by its own expiry (indexed). */
export function createExpiredRowsRepository(db: TDatabase) {
  return {
    /**
     * Deletes what expired before `now`. Sessions go first: a phone remote's session goes with the
     * one that paired it, and its pairing loses the link to it. A pairing is kept while its phone
     * still holds a session (the control screen revokes it through the pairing).
     */
    async deleteExpired(now: Date): Promise<TPurged> {
      const gone = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      const pairings = await db
        .delete(remotePairings)
        .where(and(lt(remotePairings.expiresAt, now), isNull(remotePairings.remoteSessionId)))
        .returning({ id: remotePairings.id });
      const logins = await db
        .delete(ssoLogins)
        .where(lt(ssoLogins.expiresAt, now))
        .returning({ state: ssoLogins.state });
      const codes = await db
        .delete(ssoCodes)
        .where(lt(ssoCodes.expiresAt, now))
        .returning({ codeHash: ssoCodes.codeHash });
      // PowerPoint add-in grants unused for their whole life (each use pushes the end on).
      const grants = await db
        .delete(officeAddinGrants)
        .where(lt(officeAddinGrants.expiresAt, now))
        .returning({ id: officeAddinGrants.id });
      return {
        officeAddinGrants: grants.length,
        sessions: gone.length,
        remotePairings: pairings.length,
        ssoLogins: logins.length,
        ssoCodes: codes.length,
      };
    },
  };
}

export type TExpiredRowsRepository = ReturnType<typeof createExpiredRowsRepository>;
