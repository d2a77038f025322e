import type { TOrganisationBrandSource } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import type { TDatabase } from './client';
import { organisationMembers, organisations } from './schema';

/**
 * The brand columns of a deck owner's organisation, selected beside the owner (with the joins of
 * `organisationJoins`, organisation-plan.ts); `toBrandSource` turns them into core's shape.
 */
export const organisationBrandColumns = {
  orgName: organisations.name,
  orgBrandPlan: organisations.plan,
  orgTheme: organisations.theme,
  orgThemeLocked: organisations.themeLocked,
  orgWhiteLabel: organisations.whiteLabel,
  orgAudienceHost: organisations.audienceHost,
  orgAudienceHostVerifiedAt: organisations.audienceHostVerifiedAt,
};

type TBrandColumns = {
  [K in keyof typeof organisationBrandColumns]:
    (typeof organisationBrandColumns)[K]['_']['data'] | null;
};

/** The organisation's brand from `organisationBrandColumns`, or null outside organisations. */
export function toBrandSource(row: TBrandColumns): TOrganisationBrandSource | null {
  if (row.orgName === null) return null;
  return {
    name: row.orgName,
    plan: row.orgBrandPlan,
    theme: row.orgTheme,
    themeLocked: row.orgThemeLocked ?? false,
    whiteLabel: row.orgWhiteLabel ?? false,
    // A claimed domain changes nothing until it is proven.
    audienceHost: row.orgAudienceHostVerifiedAt ? row.orgAudienceHost : null,
  };
}

/** The brand of the organisation `userId` belongs to, or null. */
export async function findOrganisationBrand(
  db: TDatabase,
  userId: string,
): Promise<TOrganisationBrandSource | null> {
  const [row] = await db
    .select(organisationBrandColumns)
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId));
  return row ? toBrandSource(row) : null;
}
