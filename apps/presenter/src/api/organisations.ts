import {
  API_PATHS,
  type TInviteRequest,
  type TOrganisation,
  type TOrganisationInvitation,
  type TOrganisationMember,
  type TOrganisationRole,
} from '@crowdeck/core';
import { api } from './client';

/** Query key of the signed-in user's organisation (and everything under it). */
export const ORGANISATION_QUERY_KEY = ['organisation'] as const;
/** Query key of the members list (owners and admins). */
export const MEMBERS_QUERY_KEY = ['organisation', 'members'] as const;
/** Query key of the pending invitations (owners and admins). */
export const INVITATIONS_QUERY_KEY = ['organisation', 'invitations'] as const;

const memberPath = (userId: string) =>
  `${API_PATHS.organisationMembers}${encodeURIComponent(userId)}/`;

/** The caller's organisation with their role, or null when they belong to none. */
export const fetchOrganisation = async () =>
  (await api.get<{ organisation: TOrganisation | null }>(API_PATHS.organisation)).organisation;

/** Members with role, joined and last sign-in (owners and admins). */
export const fetchMembers = async () =>
  (await api.get<{ members: TOrganisationMember[] }>(API_PATHS.organisationMembers)).members;

/** Gives a member another role (the owner role by owners only). */
export const setMemberRole = (userId: string, role: TOrganisationRole) =>
  api.put<{ ok: true }>(memberPath(userId), { role });

/** Removes a member; with the caller's own id, leaves the organisation. */
export const removeMember = (userId: string) => api.delete<{ ok: true }>(memberPath(userId));

/** Pending invitations (owners and admins). */
export const fetchInvitations = async () =>
  (await api.get<{ invitations: TOrganisationInvitation[] }>(API_PATHS.organisationInvitations))
    .invitations;

/** Mails a single-use invitation link. */
export const sendInvitation = (body: TInviteRequest) =>
  api.post<TOrganisationInvitation>(API_PATHS.organisationInvitations, body);

/** Revokes a pending invitation. */
export const revokeInvitation = (id: string) =>
  api.delete<{ ok: true }>(`${API_PATHS.organisationInvitations}${encodeURIComponent(id)}/`);

/** Accepts an invitation sent to the signed-in address; answers the organisation joined. */
export const acceptInvitation = (token: string) =>
  api.post<TOrganisation>(API_PATHS.organisationAccept, { token });
