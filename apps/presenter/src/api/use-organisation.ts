import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrganisationRole } from '@crowdeck/core';
import { PROFILE_QUERY_KEY } from '../auth/session';
import { useSignedInQuery } from '../auth/use-token';
import {
  acceptInvitation,
  fetchInvitations,
  fetchMembers,
  fetchOrganisation,
  INVITATIONS_QUERY_KEY,
  MEMBERS_QUERY_KEY,
  ORGANISATION_QUERY_KEY,
  removeMember,
  revokeInvitation,
  setMemberRole,
} from './organisations';
import { SUBSCRIPTION_QUERY_KEY } from './billing';

/** The signed-in user's organisation (null when none); idle while signed out. */
export function useOrganisation() {
  return useSignedInQuery(ORGANISATION_QUERY_KEY, fetchOrganisation);
}

/** The members list; only asked for by those who manage the organisation. */
export function useMembers(enabled: boolean) {
  return useQuery({ queryKey: MEMBERS_QUERY_KEY, queryFn: fetchMembers, enabled });
}

/** The pending invitations; only asked for by those who manage the organisation. */
export function useInvitations(enabled: boolean) {
  return useQuery({ queryKey: INVITATIONS_QUERY_KEY, queryFn: fetchInvitations, enabled });
}

/**
 * Refetches the organisation and its lists (all share the `organisation` key prefix) without
 * waiting: a mutation awaiting it would unmount a removed row before `mutate`'s own callbacks ran.
 */
export function useRefreshOrganisation() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ORGANISATION_QUERY_KEY });
}

/** Changes a member's role. */
export function useSetMemberRole() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TOrganisationRole }) =>
      setMemberRole(userId, role),
    onSettled: refresh,
  });
}

/** A mutation of one item by id, refreshing the organisation once settled. */
function useOrganisationMutation<TData>(mutationFn: (id: string) => Promise<TData>) {
  const refresh = useRefreshOrganisation();
  return useMutation({ mutationFn, onSettled: refresh });
}

/** Removes a member, or leaves when the id is the caller's own. */
export const useRemoveMember = () => useOrganisationMutation(removeMember);

/** Revokes a pending invitation. */
export const useRevokeInvitation = () => useOrganisationMutation(revokeInvitation);

/** Accepts an invitation; the organisation's plan may change what the account shows. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (organisation) => {
      queryClient.setQueryData(ORGANISATION_QUERY_KEY, organisation);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
  });
}
