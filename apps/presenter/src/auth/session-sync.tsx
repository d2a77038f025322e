import { useEffect } from 'react';
import { usePresenterStore } from '../state/presenter-store';
import { useProfile } from './use-profile';

/** Loads the profile at start when a token is stored and lifts the full-page loader once settled. */
export function SessionSync() {
  const profile = useProfile();
  const setIsPageLoader = usePresenterStore((state) => state.setIsPageLoader);

  useEffect(() => {
    if (!profile.isLoading) setIsPageLoader(false);
  }, [profile.isLoading, setIsPageLoader]);

  return null;
}
