import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findValue } from '../../db/queries';
import { organisations, type TOrganisationRow } from '../../db/schema';

/**
 * SQL on an organisation's own audience domain: a claim with its proof token, verified once. Only
 * a verified domain is unique (a partial unique index), so a claim alone blocks nobody.
 */
export function createAudienceHostRepository(db: TDatabase) {
  return {
    /** Whether another organisation has verified this host. */
    async isVerifiedElsewhere(organisationId: string, host: string): Promise<boolean> {
      const id = await findValue(
        db,
        organisations.id,
        and(
          eq(organisations.audienceHost, host),
          isNotNull(organisations.audienceHostVerifiedAt),
          ne(organisations.id, organisationId),
        ),
      );
      return id !== null;
    },

    /**
     * Claims `host` (unverified, with a fresh proof token), or drops the domain (null). Keeping
     * the same host keeps its token and verification.
     */
    async claim(
      organisation: TOrganisationRow,
      host: string | null,
      token: string,
    ): Promise<TOrganisationRow> {
      if (host === organisation.audienceHost) return organisation;
      const [row] = await db
        .update(organisations)
        .set({
          audienceHost: host,
          audienceHostToken: host === null ? null : token,
          audienceHostVerifiedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(organisations.id, organisation.id))
        .returning();
      return row ?? organisation;
    },

    /**
     * Marks `host` verified as the organisation's domain; 'taken' when another organisation
     * verified it first (also under a race). With `claimedOnly` it must still be the claim that
     * was checked (same host and token), null otherwise; the operator sets it outright.
     */
    async markVerified(
      organisationId: string,
      host: string,
      token: string,
      claimedOnly: boolean,
    ): Promise<TOrganisationRow | 'taken' | null> {
      try {
        const [row] = await db
          .update(organisations)
          .set({
            audienceHost: host,
            audienceHostToken: token,
            audienceHostVerifiedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(organisations.id, organisationId),
              claimedOnly ? eq(organisations.audienceHost, host) : undefined,
              claimedOnly ? eq(organisations.audienceHostToken, token) : undefined,
            ),
          )
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
  };
}

export type TAudienceHostRepository = ReturnType<typeof createAudienceHostRepository>;
