import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { deleteCounting } from '../../db/queries';
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
      const gone = await deleteCounting(db, sessions, lt(sessions.expiresAt, now));
      const pairings = await deleteCounting(
        db,
        remotePairings,
        and(lt(remotePairings.expiresAt, now), isNull(remotePairings.remoteSessionId)),
      );
      const logins = await deleteCounting(db, ssoLogins, lt(ssoLogins.expiresAt, now));
      const codes = await deleteCounting(db, ssoCodes, lt(ssoCodes.expiresAt, now));
      // PowerPoint add-in grants unused for their whole life (each use pushes the end on).
      const grants = await deleteCounting(
        db,
        officeAddinGrants,
        lt(officeAddinGrants.expiresAt, now),
      );
      const imports = await deleteCounting(
        db,
        importJobs,
        and(
          inArray(importJobs.status, ['done', 'failed', 'cancelled']),
          lt(importJobs.updatedAt, new Date(now.getTime() - IMPORT_JOB_KEEP_MS)),
        ),
      );
      // A Zoom meeting's link to a deck is read only until it expires (a day after sharing).
      const meetings = await deleteCounting(
        db,
        zoomMeetingLinks,
        lt(zoomMeetingLinks.expiresAt, now),
      );
      return {
        officeAddinGrants: grants,
        sessions: gone,
        remotePairings: pairings,
        ssoLogins: logins,
        ssoCodes: codes,
        importJobs: imports,
        zoomMeetingLinks: meetings,
      };
    },
  };
}

export type TExpiredRowsRepository = ReturnType<typeof createExpiredRowsRepository>;
