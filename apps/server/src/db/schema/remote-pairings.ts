import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { presentations } from './presentations';
import { sessions } from './sessions';
import { cascadeRef, createdAt, expiresAt, timestampTz, tokenKey } from './columns';

/**
 * One-time codes that pair a phone as the remote of one presentation. Only the token's sha256 is
 * kept; a code is used once (`used_at`), dies at `expires_at` or when revoked, and goes with the
 * session that made it (sign-out). `remote_session_id` is the session the phone was given.
 */
export const remotePairings = pgTable(
  'remote_pairings',
  {
    ...tokenKey(),
    presentationId: cascadeRef('presentation_id', () => presentations.id),
    sessionId: cascadeRef('session_id', () => sessions.id),
    remoteSessionId: uuid('remote_session_id').references(() => sessions.id, {
      onDelete: 'set null',
    }),
    ...createdAt(),
    ...expiresAt(),
    usedAt: timestampTz('used_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (table) => [
    index('remote_pairings_presentation_id_idx').on(table.presentationId),
    // The purge job deletes the expired ones without reading the others.
    index('remote_pairings_expires_at_idx').on(table.expiresAt),
  ],
);

export type TRemotePairingRow = typeof remotePairings.$inferSelect;
