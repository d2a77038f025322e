import { ZOOM_APP_PATHS, type TZoomConnectMessage } from '@crowdeck/core';
import { createGrantFlow } from '../grant-picker/grant-flow';

/**
 * The Zoom app's sign-in window (see createGrantFlow): grant one deck to the Zoom app (client
 * `zoom`), hand it to the Zoom page that opened the window (postMessage to this origin only) and
 * close.
 */
export function createConnectFlow(deps: {
  apiUrl: string;
  token: string | null;
  /** The window that opened this one (only its one-origin form of postMessage is used). */
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  origin: string;
  fetcher?: typeof fetch;
  go: (address: string) => void;
  close: () => void;
}) {
  const send = (message: TZoomConnectMessage) => deps.opener?.postMessage(message, deps.origin);
  return createGrantFlow({
    ...deps,
    client: 'zoom',
    route: ZOOM_APP_PATHS.connectRoute,
    granted: (made) => {
      send({ type: 'crowdeck-zoom-granted', ...made });
      deps.close();
    },
    cancelled: () => {
      send({ type: 'crowdeck-zoom-cancelled' });
      deps.close();
    },
  });
}
