import { pgTable, text } from 'drizzle-orm/pg-core';
import { officeAddinGrants } from './office-addin';
import { presentations } from './presentations';
import { users } from './users';
import { columnIndexes } from '../column-indexes';
import { cascadeRef, createdAt, expiresAt } from './columns';

/**
 * Which presentation a Zoom meeting runs: linked by the presenter's Zoom app (with its grant), read
 * by everyone in the meeting so they join without typing a code. Keyed by the SHA-256 of the
 * meeting's UUID from a verified Zoom app context (Zoom's identifiers are not kept as they are).
 * It goes with its grant (revoking the Zoom app's grant unlinks the meeting), the presentation and
 * the account, and is ignored after `expires_at`.
 */
export const zoomMeetingLinks = pgTable(
  'zoom_meeting_links',
  {
    meetingHash: text('meeting_hash').primaryKey(),
    grantId: cascadeRef('grant_id', () => officeAddinGrants.id),
    userId: cascadeRef('user_id', () => users.id),
    presentationId: cascadeRef('presentation_id', () => presentations.id),
    ...createdAt(),
    ...expiresAt(),
  },
  (table) => [...columnIndexes(table.grantId, table.userId, table.presentationId)],
);

export type TZoomMeetingLinkRow = typeof zoomMeetingLinks.$inferSelect;
