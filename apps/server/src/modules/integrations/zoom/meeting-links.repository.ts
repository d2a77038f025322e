import { and, eq, gt, lte } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { findRow } from '../../../db/queries';
import { zoomMeetingLinks, type TZoomMeetingLinkRow } from '../../../db/schema';

/** SQL of the Zoom meetings' links to presentations. */
export function createMeetingLinksRepository(db: TDatabase) {
  return {
    /** Links a meeting (a later link of the same meeting replaces it); expired links go. */
    async upsert(values: Omit<TZoomMeetingLinkRow, 'createdAt'> & { now: Date }): Promise<void> {
      const { now, ...row } = values;
      await db.transaction(async (tx) => {
        await tx.delete(zoomMeetingLinks).where(lte(zoomMeetingLinks.expiresAt, now));
        await tx
          .insert(zoomMeetingLinks)
          .values({ ...row, createdAt: now })
          .onConflictDoUpdate({
            target: zoomMeetingLinks.meetingHash,
            set: {
              grantId: row.grantId,
              userId: row.userId,
              presentationId: row.presentationId,
              createdAt: now,
              expiresAt: row.expiresAt,
            },
          });
      });
    },

    /** The live link of a meeting, or null. */
    async findLive(meetingHash: string, now: Date): Promise<TZoomMeetingLinkRow | null> {
      return findRow(
        db,
        zoomMeetingLinks,
        and(eq(zoomMeetingLinks.meetingHash, meetingHash), gt(zoomMeetingLinks.expiresAt, now)),
      );
    },
  };
}

export type TMeetingLinksRepository = ReturnType<typeof createMeetingLinksRepository>;
