import { TEAMS_APP_PATHS } from '@crowdeck/core';
import { useEffect } from 'react';
import { PageLoader } from '../../components/page-loader';

/**
 * Where the Teams side panel's sign-in window lands after the app's own sign-in: back to the
 * window's page (a page of its own, with TeamsJS), by a full load.
 */
export function TeamsConnectScreen() {
  useEffect(() => {
    window.location.replace(TEAMS_APP_PATHS.auth);
  }, []);
  return <PageLoader />;
}
