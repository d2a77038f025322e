import { eq } from 'drizzle-orm';
import type { TRetentionDays } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { organisationMembers, organisations, users } from '../../db/schema';
import type { TAuditDraft } from '../audit/audit.repository';
import { updateOrganisationAudited } from '../organisations/organisation-update.repository';

/** The retention settings of accounts and organisations. */
export function createRetentionRepository(db: TDatabase) {
  const days = (value: number | null | undefined): TRetentionDays =>
    value === 30 || value === 90 || value === 365 ? value : null;
  return {
    /** The account's own setting and, for a member, its organisation (id, setting, role). */
    async settingsOf(userId: string) {
      const [row] = await db
        .select({
          own: users.retentionDays,
          organisationId: organisationMembers.organisationId,
          role: organisationMembers.role,
          organisation: organisations.retentionDays,
        })
        .from(users)
        .leftJoin(organisationMembers, eq(organisationMembers.userId, users.id))
        .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        own: days(row.own),
        organisation:
          row.organisationId && row.role
            ? { id: row.organisationId, role: row.role, retentionDays: days(row.organisation) }
            : null,
      };
    },

    /** What applies to a deck owner's runs: the organisation's for a member, else the account's. */
    async effectiveFor(userId: string): Promise<TRetentionDays> {
      const found = await this.settingsOf(userId);
      if (!found) return null;
      return found.organisation ? found.organisation.retentionDays : found.own;
    },

    async setOwn(userId: string, retentionDays: TRetentionDays): Promise<void> {
      await db
        .update(users)
        .set({ retentionDays, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Sets the organisation's retention, with its audit entry in the same transaction. */
    async setOrganisation(
      organisationId: string,
      retentionDays: TRetentionDays,
      audit?: TAuditDraft,
    ): Promise<void> {
      await updateOrganisationAudited(db, organisationId, { retentionDays }, audit);
    },
  };
}

export type TRetentionRepository = ReturnType<typeof createRetentionRepository>;
