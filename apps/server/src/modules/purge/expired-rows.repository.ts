import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  importJobs,
  officeAddinGrants,
  remotePairings,
  sessions,
  ssoCodes,
  ssoLogins,
  zoomMeetingLinks,
} from '../../db/schema';

/** How long an ended import's job stays readable (the dialog reads it within seconds). */
export const IMPORT_JOB_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** How many rows of each kind one purge deleted. */
export interface TPurged {
  sessions: number;
  remotePairings: number;
  ssoLogins: number;
  ssoCodes: number;
  officeAddinGrants: number;
  importJobs: number;
  zoomMeetingLinks: number;
}

/** SQL of the purge: rows whose time ran out, each kind by its own expiry (indexed). */
export function createExpiredRowsRepository(db: TDatabase) {
  return {
    /**
     * Deletes what expired before `now` (and import jobs ended a week before it). Sessions go first: a phone remote's session goes with the
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
      const imports = await db
        .delete(importJobs)
        .where(
          and(
            inArray(importJobs.status, ['done', 'failed', 'cancelled']),
            lt(importJobs.updatedAt, new Date(now.getTime() - IMPORT_JOB_KEEP_MS)),
          ),
        )
        .returning({ id: importJobs.id });
      // A Zoom meeting's link to a deck is read only until it expires (a day after sharing).
      const meetings = await db
        .delete(zoomMeetingLinks)
        .where(lt(zoomMeetingLinks.expiresAt, now))
        .returning({ grantId: zoomMeetingLinks.grantId });
      return {
        officeAddinGrants: grants.length,
        sessions: gone.length,
        remotePairings: pairings.length,
        ssoLogins: logins.length,
        ssoCodes: codes.length,
        importJobs: imports.length,
        zoomMeetingLinks: meetings.length,
      };
    },
  };
}

export type TExpiredRowsRepository = ReturnType<typeof createExpiredRowsRepository>;
