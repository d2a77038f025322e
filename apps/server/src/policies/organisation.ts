import { canManageOrganisation, type TOrganisationRole } from '@crowdeck/core';

/** A caller's place in their organisation (a user belongs to at most one). */
export interface TMembership {
  organisation: { id: string };
  role: TOrganisationRole;
}

/**
 * Owners and admins manage the organisation (members, invitations, branding, single sign-on,
 * domains); members only use its plan and brand. The role table itself is core's
 * `canManageOrganisation`, which the presenter app also reads to show the controls. When the
 * request names an organisation, it must be the caller's own.
 */
export function mayManageOrganisation(
  membership: TMembership | null,
  organisationId?: string,
): boolean {
  if (!membership || !canManageOrganisation(membership.role)) return false;
  return organisationId === undefined || organisationId === membership.organisation.id;
}

/** Owners alone give or take the owner role; admins give and take the others. */
export const mayGrantRoles = (
  callerRole: TOrganisationRole,
  roles: readonly (TOrganisationRole | null)[],
): boolean => callerRole === 'owner' || !roles.includes('owner');

/** Every member of an organisation reads its settings (plan, retention); nobody outside does. */
export const mayReadOrganisation = (
  membership: TMembership | null,
  organisationId?: string,
): boolean =>
  membership !== null &&
  (organisationId === undefined || organisationId === membership.organisation.id);
/**
 * Owners and admins of an organisation read its audit log; members and everyone else do not. When
 * the request names an organisation, it must be the caller's own.
 */
export function mayReadAuditLog(membership: TMembership | null, organisationId?: string): boolean {
  if (!membership) return false;
  if (membership.role !== 'owner' && membership.role !== 'admin') return false;
  return organisationId === undefined || organisationId === membership.organisation.id;
}

/**
 * An account may be deleted unless it is the last owner of an organisation: the organisation
 * would be left without anyone to manage it. `owned` lists the organisations the account owns,
 * each with its number of owners (the account included).
 */
export const mayDeleteAccount = (owned: readonly { owners: number }[]): boolean =>
  owned.every((organisation) => organisation.owners > 1);
