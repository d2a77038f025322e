import { ZOOM_APP_PATHS } from '@crowdeck/core';
import { useEffect } from 'react';
import { PageLoader } from '../../components/page-loader';

/**
 * Where the Zoom app's sign-in window lands after the app's own sign-in: back to the window's
 * page (a page of its own), by a full load.
 */
export function ZoomConnectScreen() {
  useEffect(() => {
    window.location.replace(ZOOM_APP_PATHS.connect);
  }, []);
  return <PageLoader />;
}
