import './office.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '../auth/token';
import { runtimeConfig } from '../config/runtime-config';
import { createDialogFlow } from './dialog-flow';
import { DialogPage } from './dialog-page';
import { officeGlobal } from './office-host';
import { setOfficeLanguage } from './office-messages';

// The Outlook add-in opens this window with `?client=outlook`; the way through the app's sign-in
// drops the query, so the window keeps it for its own tab.
const CLIENT_KEY = 'crowdeck.officeDialog.client';
const asked = new URLSearchParams(window.location.search).get('client');
if (asked) sessionStorage.setItem(CLIENT_KEY, asked);
const client = sessionStorage.getItem(CLIENT_KEY) === 'outlook' ? 'outlook' : 'powerpoint';

const root = document.getElementById('root');
if (!root) throw new Error('dialog.html has no #root element.');
setOfficeLanguage([...navigator.languages]);

const office = officeGlobal();
const ready = office
  ? Promise.race([
      office.onReady().catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ])
  : Promise.resolve(null);

void ready.then((info) => {
  // In Office's dialog: Office names its host (desktop), or the window has the opener Office
  // opened it from (on the web). Opened by hand in a browser: neither, so say where it belongs.
  const inDialog = info !== null && (Boolean(info.host) || window.opener !== null);
  const flow =
    office && inDialog
      ? createDialogFlow({
          office,
          apiUrl: runtimeConfig.apiUrl,
          token: getToken(),
          client,
          go: (address) => window.location.assign(address),
        })
      : null;
  createRoot(root).render(
    <StrictMode>
      <DialogPage flow={flow} client={client} />
    </StrictMode>,
  );
});
