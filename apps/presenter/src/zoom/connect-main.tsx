import './zoom.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '../auth/token';
import { runtimeConfig } from '../config/runtime-config';
import { createConnectFlow } from './connect-flow';
import { ConnectPage } from './connect-page';
import { setZoomLanguage } from './zoom-messages';

const root = document.getElementById('root');
if (!root) throw new Error('connect.html has no #root element.');
setZoomLanguage([...navigator.languages]);

// Opened by the Zoom page (window.open keeps its opener through the app's sign-in); by hand in
// a browser there is none, so the page says where it belongs.
const opener = window.opener as Window | null;
const flow = opener
  ? createConnectFlow({
      apiUrl: runtimeConfig.apiUrl,
      token: getToken(),
      opener,
      origin: window.location.origin,
      go: (address) => window.location.assign(address),
      close: () => window.close(),
    })
  : null;
createRoot(root).render(
  <StrictMode>
    <ConnectPage flow={flow} />
  </StrictMode>,
);
