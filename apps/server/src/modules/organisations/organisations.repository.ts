import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TOrganisationRole, TPlanId } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { mapUniqueViolation } from '../../db/errors';
import { expectRow } from '../../db/expect-row';
import { deleteCounting, findRow, findRows, findValue } from '../../db/queries';
import { asDatabase } from '../../db/sql-rows';
import {
  organisationInvitations,
  organisationMembers,
  organisations,
  users,
  type TOrganisationInvitationRow,
  type TOrganisationRow,
} from '../../db/schema';
import { mayManageOrganisation } from '../../policies';
import { insertAuditEntry, type TAuditDraft } from '../audit/audit.repository';
import { updateOrganisationAudited } from './organisation-update.repository';

/** Thrown when a user who already belongs to an organisation would join another. */
export class AlreadyMemberError extends Error {
  override name = 'AlreadyMemberError';
}

/** SQL on organisations, their members and invitations. */
export function createOrganisationsRepository(db: TDatabase) {
  return {
    async create(name: string): Promise<TOrganisationRow> {
      const [row] = await db.insert(organisations).values({ name }).returning();
      return expectRow(row);
    },

    async findById(id: string): Promise<TOrganisationRow | null> {
      return findRow(db, organisations, eq(organisations.id, id));
    },

    async list(): Promise<(TOrganisationRow & { members: number })[]> {
      return db
        .select({
          ...organisationColumns,
          members: sql<number>`(select count(*)::int from ${organisationMembers} where ${organisationMembers.organisationId} = ${organisations.id})`,
        })
        .from(organisations)
        .orderBy(asc(organisations.createdAt));
    },

    async setPlan(id: string, plan: TPlanId | null, audienceLimit: number | null) {
      const [row] = await db
        .update(organisations)
        .set({ plan, audienceLimit, updatedAt: new Date() })
        .where(eq(organisations.id, id))
        .returning();
      return row ?? null;
    },

    /** Changes the theme columns (the own audience domain has its repository). */
    async updateBranding(
      id: string,
      values: Partial<Pick<TOrganisationRow, 'theme' | 'themeLocked' | 'whiteLabel'>>,
      audit?: TAuditDraft,
    ): Promise<TOrganisationRow> {
      return updateOrganisationAudited(db, id, values, audit);
    },

    /** The caller's organisation and role, or null. */
    async membershipOf(
      userId: string,
    ): Promise<{ organisation: TOrganisationRow; role: TOrganisationRole } | null> {
      const [row] = await db
        .select({ organisation: organisations, role: organisationMembers.role })
        .from(organisationMembers)
        .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .where(eq(organisationMembers.userId, userId));
      return row ?? null;
    },

    /** Adds a member; AlreadyMemberError when they belong to an organisation (also under a race). */
    async addMember(
      organisationId: string,
      userId: string,
      role: TOrganisationRole,
      audit?: TAuditDraft,
    ) {
      await mapUniqueViolation(
        () =>
          db.transaction(async (tx) => {
            await tx.insert(organisationMembers).values({ organisationId, userId, role });
            if (audit) await insertAuditEntry(tx, audit);
          }),
        () => new AlreadyMemberError(),
      );
    },

    async members(organisationId: string) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          role: organisationMembers.role,
          joinedAt: organisationMembers.createdAt,
          lastSignInAt: users.lastSignInAt,
        })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(eq(organisationMembers.organisationId, organisationId))
        .orderBy(asc(users.name), asc(users.email));
    },

    async memberRole(organisationId: string, userId: string): Promise<TOrganisationRole | null> {
      return findValue(
        db,
        organisationMembers.role,
        and(
          eq(organisationMembers.organisationId, organisationId),
          eq(organisationMembers.userId, userId),
        ),
      );
    },

    /**
     * Changes a member's role or removes them (`role` null), unless that would leave the
     * organisation without an owner: checked in the same transaction, the organisation's row
     * locked so two admins demoting the last two owners at once cannot both succeed. `audit`
     * makes the audit entry from the member as they were (no entry when it answers null).
     */
    async changeMember(
      organisationId: string,
      userId: string,
      role: TOrganisationRole | null,
      audit?: (current: { role: TOrganisationRole; email: string }) => TAuditDraft | null,
    ): Promise<'done' | 'lastOwner' | 'missing'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from ${organisations} where ${organisations.id} = ${organisationId} for update`,
        );
        const where = and(
          eq(organisationMembers.organisationId, organisationId),
          eq(organisationMembers.userId, userId),
        );
        const [current] = await tx
          .select({ role: organisationMembers.role, email: users.email })
          .from(organisationMembers)
          .innerJoin(users, eq(users.id, organisationMembers.userId))
          .where(where);
        if (!current) return 'missing';
        if (current.role === 'owner' && role !== 'owner') {
          const [owners] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(organisationMembers)
            .where(
              and(
                eq(organisationMembers.organisationId, organisationId),
                eq(organisationMembers.role, 'owner'),
              ),
            );
          if ((owners?.n ?? 0) <= 1) return 'lastOwner';
        }
        if (role === null) await tx.delete(organisationMembers).where(where);
        else await tx.update(organisationMembers).set({ role }).where(where);
        // Who may no longer manage cannot come back through an invitation they sent.
        if (
          !mayManageOrganisation(
            role === null ? null : { organisation: { id: organisationId }, role },
          )
        ) {
          await tx
            .delete(organisationInvitations)
            .where(openInvitations(organisationId, eq(organisationInvitations.invitedBy, userId)));
        }
        const draft = audit?.(current);
        if (draft) await insertAuditEntry(tx, draft);
        return 'done';
      });
    },

    async insertInvitation(
      values: {
        organisationId: string;
        email: string;
        role: TOrganisationRole;
        tokenHash: string;
        invitedBy: string;
        expiresAt: Date;
      },
      audit?: (invitation: TOrganisationInvitationRow) => TAuditDraft,
    ): Promise<TOrganisationInvitationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(organisationInvitations).values(values).returning();
        const invitation = expectRow(row);
        if (audit) await insertAuditEntry(tx, audit(invitation));
        return invitation;
      });
    },

    async pendingInvitations(
      organisationId: string,
      now: Date,
    ): Promise<TOrganisationInvitationRow[]> {
      return findRows(
        db,
        organisationInvitations,
        openInvitations(organisationId, gt(organisationInvitations.expiresAt, now)),
        [asc(organisationInvitations.createdAt)],
      );
    },

    /** Drops invitations past their expiry (used ones are kept as a record until then). */
    async deleteExpiredInvitations(now: Date): Promise<number> {
      return deleteCounting(
        db,
        organisationInvitations,
        lt(organisationInvitations.expiresAt, now),
      );
    },

    async deleteInvitation(organisationId: string, id: string): Promise<boolean> {
      const deleted = await deleteCounting(
        db,
        organisationInvitations,
        openInvitations(organisationId, eq(organisationInvitations.id, id)),
      );
      return deleted > 0;
    },

    /**
     * Accepts an open invitation for `email` by `userId` in one transaction: marks it used (once,
     * even under a race) and adds the member. Null when the token is unknown, used or expired;
     * 'otherEmail' when it was sent to another address.
     */
    async acceptInvitation(
      tokenHash: string,
      userId: string,
      email: string,
      now: Date,
      audit?: (invitation: TOrganisationInvitationRow) => TAuditDraft,
    ): Promise<TOrganisationInvitationRow | null | 'otherEmail'> {
      return db.transaction(async (tx) => {
        const invitation = await findRow(
          asDatabase(tx),
          organisationInvitations,
          and(
            eq(organisationInvitations.tokenHash, tokenHash),
            isNull(organisationInvitations.acceptedAt),
            gt(organisationInvitations.expiresAt, now),
          ),
          true,
        );
        if (!invitation) return null;
        if (invitation.email !== email) return 'otherEmail';
        await tx
          .update(organisationInvitations)
          .set({ acceptedAt: now })
          .where(eq(organisationInvitations.id, invitation.id));
        await mapUniqueViolation(
          () =>
            tx.insert(organisationMembers).values({
              organisationId: invitation.organisationId,
              userId,
              role: invitation.role,
            }),
          () => new AlreadyMemberError(),
        );
        if (audit) await insertAuditEntry(tx, audit(invitation));
        return invitation;
      });
    },
  };
}

/** The organisation's invitations not yet accepted that also meet `condition`. */
function openInvitations(organisationId: string, condition: SQL): SQL | undefined {
  return and(
    eq(organisationInvitations.organisationId, organisationId),
    condition,
    isNull(organisationInvitations.acceptedAt),
  );
}

const organisationColumns = {
  id: organisations.id,
  name: organisations.name,
  plan: organisations.plan,
  audienceLimit: organisations.audienceLimit,
  whiteLabel: organisations.whiteLabel,
  theme: organisations.theme,
  themeLocked: organisations.themeLocked,
  audienceHost: organisations.audienceHost,
  audienceHostToken: organisations.audienceHostToken,
  audienceHostVerifiedAt: organisations.audienceHostVerifiedAt,
  ssoIssuer: organisations.ssoIssuer,
  ssoClientId: organisations.ssoClientId,
  ssoClientSecret: organisations.ssoClientSecret,
  ssoProtocol: organisations.ssoProtocol,
  samlEntryPoint: organisations.samlEntryPoint,
  samlIdpEntityId: organisations.samlIdpEntityId,
  samlIdpCert: organisations.samlIdpCert,
  ssoRequired: organisations.ssoRequired,
  retentionDays: organisations.retentionDays,
  createdAt: organisations.createdAt,
  updatedAt: organisations.updatedAt,
};

export type TOrganisationsRepository = ReturnType<typeof createOrganisationsRepository>;
