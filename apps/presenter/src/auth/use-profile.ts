import type { TPlanId } from '@crowdeck/core';
import { fetchProfile } from '../api/users';
import { PROFILE_QUERY_KEY } from './session';
import { useSignedInQuery } from './use-token';

/** The signed-in user's profile; idle while signed out. */
export function useProfile() {
  return useSignedInQuery(PROFILE_QUERY_KEY, fetchProfile);
}

/** The signed-in user's plan; null while signed out or not loaded yet. */
export function usePlan(): TPlanId | null {
  return useProfile().data?.plan ?? null;
}
