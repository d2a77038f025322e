import { eq } from 'drizzle-orm';
import { organisationMembers, organisations, users } from './schema';

/**
 * A user's plan is their organisation's when the organisation has one (Custom, granted by the
 * operator), else their own: select these columns beside the user, join with `joinOrganisation`,
 * and apply them with `withOrganisationPlan`. Computed on read, never copied onto `users`, so a
 * member's own subscription (renewed, lapsed) and the organisation's plan never overwrite each
 * other.
 */
export const organisationPlanColumns = {
  orgPlan: organisations.plan,
  orgAudienceLimit: organisations.audienceLimit,
};

/** The joins `organisationPlanColumns` read, from a query that has `users` in it. */
export const organisationJoins = {
  members: [organisationMembers, eq(organisationMembers.userId, users.id)],
  organisations: [organisations, eq(organisations.id, organisationMembers.organisationId)],
} as const;

/** The user (or owner) row with the organisation's plan and audience limit applied, if it has one. */
export function withOrganisationPlan<T extends { plan: string; audienceLimit: number | null }>(
  row: T,
  org: { orgPlan: string | null; orgAudienceLimit: number | null },
): T {
  return org.orgPlan === null
    ? row
    : { ...row, plan: org.orgPlan, audienceLimit: org.orgAudienceLimit };
}
