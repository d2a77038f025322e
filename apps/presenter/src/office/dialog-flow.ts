import {
  OFFICE_ADDIN_PATHS,
  type TIntegrationClient,
  type TOfficeDialogMessage,
} from '@crowdeck/core';
import { createGrantFlow } from '../grant-picker/grant-flow';
import type { TOfficeHost } from './office-host';

/**
 * The add-in's sign-in window (see createGrantFlow): grant one deck to the add-in and hand it
 * over through Office (messageParent); the add-in closes this window.
 */
export function createDialogFlow(deps: {
  office: TOfficeHost;
  apiUrl: string;
  token: string | null;
  /** The integration the grant is for: the PowerPoint add-in, or the Outlook add-in. */
  client?: TIntegrationClient;
  fetcher?: typeof fetch;
  go: (address: string) => void;
}) {
  const send = (message: TOfficeDialogMessage) =>
    deps.office.context.ui.messageParent(JSON.stringify(message));
  return createGrantFlow({
    ...deps,
    client: deps.client ?? 'powerpoint',
    route: OFFICE_ADDIN_PATHS.connect,
    granted: (made) => send({ type: 'granted', ...made }),
    cancelled: () => send({ type: 'cancelled' }),
  });
}
