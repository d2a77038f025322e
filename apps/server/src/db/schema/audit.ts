import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type TAuditDetails } from '@crowdeck/core';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { enumChecks } from '../one-of-check';
import { organisationRowKey } from './organisations';
import { users } from './users';
import { createdAt } from './columns';

/**
 * Who changed an organisation's settings, members and roles, and who exported or deleted its
 * members' runs and decks. Kept by the organisation's retention; goes with the organisation.
 */
export const organisationAuditEntries = pgTable(
  'organisation_audit_entries',
  {
    ...organisationRowKey(),
    /** Null once the account that acted is deleted. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's address when they acted, so the entry still says who after a deletion. */
    actorLabel: text('actor_label').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    /** The member, invitation, run or deck acted on; it outlives a deleted target on purpose. */
    targetId: uuid('target_id'),
    /** Changed setting names, roles, an address, a deck's title, a format; never a secret. */
    details: jsonb('details').$type<TAuditDetails>().notNull().default({}),
    ...createdAt(),
  },
  (table) => [
    index('organisation_audit_entries_organisation_created_idx').on(
      table.organisationId,
      table.createdAt,
      table.id,
    ),
    ...enumChecks(table),
  ],
);

export type TOrganisationAuditEntryRow = typeof organisationAuditEntries.$inferSelect;
