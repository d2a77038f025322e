import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../api/users';
import { PROFILE_QUERY_KEY } from './session';
import { useToken } from './use-token';

/** The signed-in user's profile; idle while signed out. */
export function useProfile() {
  const token = useToken();
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile, enabled: token !== null });
}
