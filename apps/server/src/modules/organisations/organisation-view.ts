import {
  toPlanId,
  type TOrganisation,
  type TOrganisationInvitation,
  type TOrganisationRole,
} from '@crowdeck/core';
import type { TOrganisationInvitationRow, TOrganisationRow } from '../../db/schema';

/** The organisation as its members see it: never the SSO client secret. */
export function toOrganisationView(row: TOrganisationRow, role: TOrganisationRole): TOrganisation {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan === null ? null : toPlanId(row.plan),
    audienceLimit: row.audienceLimit,
    role,
    whiteLabel: row.whiteLabel,
    theme: row.theme,
    themeLocked: row.themeLocked,
    audienceHost: row.audienceHost,
    ssoRequired: row.ssoRequired,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInvitationView(row: TOrganisationInvitationRow): TOrganisationInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
