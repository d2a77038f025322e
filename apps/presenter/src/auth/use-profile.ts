import { useQuery } from '@tanstack/react-query';
import type { TPlanId } from '@crowdeck/core';
import { fetchProfile } from '../api/users';
import { PROFILE_QUERY_KEY } from './session';
import { useToken } from './use-token';

/** The signed-in user's profile; idle while signed out. */
export function useProfile() {
  const token = useToken();
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile, enabled: token !== null });
}

/** The signed-in user's plan; null while signed out or not loaded yet. */
export function usePlan(): TPlanId | null {
  return useProfile().data?.plan ?? null;
}
