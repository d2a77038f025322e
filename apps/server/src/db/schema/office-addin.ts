import type { TIntegrationClient } from '@crowdeck/core';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { presentations } from './presentations';
import { users } from './users';
import { columnIndexes } from '../column-indexes';
import { cascadeRef, createdAt, expiresAt, timestampTz, tokenKey } from './columns';

/**
 * What the PowerPoint add-in holds: a capability for one presentation, made by its owner in the
 * sign-in popup. Only the token's sha256 is kept. It may read that deck's slides, get its embed
 * address and move its live slide, nothing else (docs/ARCHITECTURE.md, "PowerPoint add-in").
 * Unlike a phone remote's session it does not end with the browser session that made it (the
 * add-in runs in PowerPoint, days later): it lives until revoked, or `expires_at`, which each use
 * pushes on. Revoking deletes the row; it goes with the presentation and the account.
 */
export const officeAddinGrants = pgTable(
  'office_addin_grants',
  {
    ...tokenKey(),
    userId: cascadeRef('user_id', () => users.id),
    presentationId: cascadeRef('presentation_id', () => presentations.id),
    /** Which integration holds it (core's INTEGRATION_CLIENTS). */
    client: text('client').$type<TIntegrationClient>().notNull().default('powerpoint'),
    ...createdAt(),
    lastUsedAt: timestampTz('last_used_at').notNull().defaultNow(),
    ...expiresAt(),
  },
  (table) => [...columnIndexes(table.userId, table.presentationId, table.expiresAt)],
);

export type TOfficeAddinGrantRow = typeof officeAddinGrants.$inferSelect;

/**
 * Settings of this installation that must stay the same across restarts and nodes, by key: the
 * add-in manifest's id (`office_addin_id`, a UUID made by the first node that needs it).
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...createdAt(),
});
