import { OFFICE_ADDIN_PATHS } from '@crowdeck/core';
import { useEffect } from 'react';
import { PageLoader } from '../../components/page-loader';

/**
 * Where the PowerPoint add-in's sign-in window lands after the app's own sign-in: back to the
 * window's page (a page of its own, with Office's script), by a full load.
 */
export function OfficeConnectScreen() {
  useEffect(() => {
    window.location.replace(OFFICE_ADDIN_PATHS.dialog);
  }, []);
  return <PageLoader />;
}
