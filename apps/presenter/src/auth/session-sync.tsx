import { useEffect } from 'react';
import { usePresenterStore } from '../state/presenter-store';
import { rememberUser } from './session';
import { useProfile } from './use-profile';

/**
 * Loads the profile at start when a token is stored, mirrors it into the shared presenter state,
 * and lifts the full-page loader once that first load has settled.
 */
export function SessionSync() {
  const profile = useProfile();
  const setIsPageLoader = usePresenterStore((state) => state.setIsPageLoader);

  useEffect(() => {
    if (profile.data) rememberUser(profile.data);
  }, [profile.data]);

  useEffect(() => {
    if (!profile.isLoading) setIsPageLoader(false);
  }, [profile.isLoading, setIsPageLoader]);

  return null;
}
