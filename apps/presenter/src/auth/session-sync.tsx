import { useEffect } from 'react';
import { i18n, setAppLanguage } from '../i18n/i18n';
import { usePresenterStore } from '../state/presenter-store';
import { useProfile } from './use-profile';

/**
 * Loads the profile at start when a token is stored and lifts the full-page loader once settled;
 * shows the app in the language chosen in the account (on any browser the presenter signs in on).
 */
export function SessionSync() {
  const profile = useProfile();
  const setIsPageLoader = usePresenterStore((state) => state.setIsPageLoader);
  const language = profile.data?.language;

  useEffect(() => {
    if (!profile.isLoading) setIsPageLoader(false);
  }, [profile.isLoading, setIsPageLoader]);

  useEffect(() => {
    if (language && language !== i18n.language()) void setAppLanguage(language).catch(() => {});
  }, [language]);

  return null;
}
