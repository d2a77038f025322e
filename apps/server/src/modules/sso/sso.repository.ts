import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { mapUniqueViolation } from '../../db/errors';
import { expectRow } from '../../db/expect-row';
import { deleteCounting, findRow, findRows, findValue } from '../../db/queries';
import { asDatabase } from '../../db/sql-rows';
import { insertAuditEntry, type TAuditDraft } from '../audit/audit.repository';
import { updateOrganisationAudited } from '../organisations/organisation-update.repository';
import {
  organisationDomains,
  organisations,
  ssoIdentities,
  ssoLogins,
  type TOrganisationDomainRow,
  type TOrganisationRow,
  type TSsoLoginRow,
  type TUserRow,
  users,
} from '../../db/schema';

/** Thrown when a domain is claimed by an organisation already. */
export class DomainTakenError extends Error {
  override name = 'DomainTakenError';
}

/** SQL on organisations' SSO settings, their domains and sign-ins in flight. */
export function createSsoRepository(db: TDatabase) {
  return {
    async saveSettings(
      organisationId: string,
      /** Undefined fields keep their stored value (the other protocol's, the sealed secret). */
      values: Partial<
        Pick<
          TOrganisationRow,
          | 'ssoProtocol'
          | 'ssoIssuer'
          | 'ssoClientId'
          | 'ssoClientSecret'
          | 'samlEntryPoint'
          | 'samlIdpEntityId'
          | 'samlIdpCert'
          | 'ssoRequired'
        >
      >,
      audit?: TAuditDraft,
    ): Promise<TOrganisationRow> {
      return updateOrganisationAudited(db, organisationId, values, audit);
    },

    async domains(organisationId: string): Promise<TOrganisationDomainRow[]> {
      return findRows(
        db,
        organisationDomains,
        eq(organisationDomains.organisationId, organisationId),
        [asc(organisationDomains.domain)],
      );
    },

    async findDomain(organisationId: string, id: string): Promise<TOrganisationDomainRow | null> {
      return findRow(
        db,
        organisationDomains,
        and(eq(organisationDomains.organisationId, organisationId), eq(organisationDomains.id, id)),
      );
    },

    /**
     * Claims a domain; DomainTakenError when another organisation verified it, or this one
     * claimed it already. Unverified claims of others block nobody: whoever proves it first has it.
     */
    async claimDomain(
      values: { organisationId: string; domain: string; verificationToken: string },
      audit?: TAuditDraft,
    ): Promise<TOrganisationDomainRow> {
      const verifiedBy = await findValue(
        db,
        organisationDomains.organisationId,
        and(
          eq(organisationDomains.domain, values.domain),
          isNotNull(organisationDomains.verifiedAt),
        ),
      );
      if (verifiedBy !== null && verifiedBy !== values.organisationId) {
        throw new DomainTakenError();
      }
      return mapUniqueViolation(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx.insert(organisationDomains).values(values).returning();
            if (audit) await insertAuditEntry(tx, audit);
            return expectRow(row);
          }),
        () => new DomainTakenError(),
      );
    },

    /**
     * Marks an organisation's domain verified (once); null when it has no such domain,
     * DomainTakenError when another organisation verified it first (also under a race).
     */
    async markVerified(
      organisationId: string,
      where: { id: string } | { domain: string },
      audit?: TAuditDraft,
    ): Promise<TOrganisationDomainRow | null> {
      const current = await findRow(
        db,
        organisationDomains,
        and(
          eq(organisationDomains.organisationId, organisationId),
          'id' in where
            ? eq(organisationDomains.id, where.id)
            : eq(organisationDomains.domain, where.domain),
        ),
      );
      if (!current) return null;
      if (current.verifiedAt) return current;
      return mapUniqueViolation(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .update(organisationDomains)
              .set({ verifiedAt: new Date() })
              .where(eq(organisationDomains.id, current.id))
              .returning();
            if (row && audit) await insertAuditEntry(tx, audit);
            return row ?? null;
          }),
        () => new DomainTakenError(),
      );
    },

    async deleteDomain(organisationId: string, id: string, audit?: TAuditDraft): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await deleteCounting(
          asDatabase(tx),
          organisationDomains,
          and(
            eq(organisationDomains.organisationId, organisationId),
            eq(organisationDomains.id, id),
          ),
        );
        if (deleted > 0 && audit) await insertAuditEntry(tx, audit);
        return deleted > 0;
      });
    },

    /** The organisation whose verified domain this is, or null. */
    async organisationOfVerifiedDomain(domain: string): Promise<TOrganisationRow | null> {
      const [row] = await db
        .select({ organisation: organisations })
        .from(organisationDomains)
        .innerJoin(organisations, eq(organisations.id, organisationDomains.organisationId))
        .where(
          and(eq(organisationDomains.domain, domain), isNotNull(organisationDomains.verifiedAt)),
        );
      return row?.organisation ?? null;
    },

    /** The account a provider's subject signed in as before in this organisation, or null. */
    async userOfSubject(
      organisationId: string,
      subject: { issuer: string; id: string },
    ): Promise<TUserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(ssoIdentities)
        .innerJoin(users, eq(users.id, ssoIdentities.userId))
        .where(
          and(
            eq(ssoIdentities.organisationId, organisationId),
            eq(ssoIdentities.issuer, subject.issuer),
            eq(ssoIdentities.subject, subject.id),
          ),
        );
      return row?.user ?? null;
    },

    /** Records that the subject is this account (a second sign-in racing the first keeps the first). */
    async linkSubject(
      organisationId: string,
      subject: { issuer: string; id: string },
      userId: string,
    ): Promise<void> {
      await db
        .insert(ssoIdentities)
        .values({ organisationId, issuer: subject.issuer, subject: subject.id, userId })
        .onConflictDoNothing();
    },

    async insertLogin(values: Omit<TSsoLoginRow, 'createdAt'>): Promise<void> {
      await db.insert(ssoLogins).values(values);
    },

    /**
     * Takes a live sign-in by its state: deleted as it is read, so a state works once. With
     * `browserHash`, only the sign-in that browser started (another browser's stays as it was).
     */
    /**
     * The deck (and assignment) a sign-in was started for (a phone's), whoever's browser asks and
     * even once expired: only where a refusal is shown depends on it. Null for a presenter's or
     * none.
     */
    async participantTargetOfLogin(
      state: string,
    ): Promise<{ presentationId: string; assignmentId: string | null } | null> {
      if (!state) return null;
      const [row] = await db
        .select({
          presentationId: ssoLogins.presentationId,
          assignmentId: ssoLogins.assignmentId,
        })
        .from(ssoLogins)
        .where(eq(ssoLogins.state, state));
      if (!row?.presentationId) return null;
      return { presentationId: row.presentationId, assignmentId: row.assignmentId };
    },

    async takeLogin(state: string, browserHash: string | null): Promise<TSsoLoginRow | null> {
      const [row] = await db
        .delete(ssoLogins)
        .where(
          and(
            eq(ssoLogins.state, state),
            gt(ssoLogins.expiresAt, new Date()),
            browserHash === null ? undefined : eq(ssoLogins.browserHash, browserHash),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type TSsoRepository = ReturnType<typeof createSsoRepository>;
