import './zoom.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfig } from '../config/runtime-config';
import { createGrantStore } from '../office/grant-store';
import { AppPage } from './app-page';
import { startZoomApp } from './zoom-app';
import { createZoomApi } from './zoom-api';
import { connectToZoom } from './zoom-host';
import { setZoomLanguage } from './zoom-messages';

const element = document.getElementById('root');
if (!element) throw new Error('app.html has no #root element.');
setZoomLanguage([...navigator.languages]);
const api = createZoomApi(runtimeConfig.apiUrl);
let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // Storage blocked: the grant lives in memory for this page's life.
}
// The Zoom app's grants, apart from the PowerPoint add-in's on the same origin.
const store = createGrantStore(storage, 'zoom:');
const root = createRoot(element);
root.render(
  <StrictMode>
    <AppPage state={{ phase: 'connecting' }} host={null} api={api} store={store} />
  </StrictMode>,
);

void startZoomApp({
  connect: () => connectToZoom(),
  presenterUrl: runtimeConfig.presenterUrl || window.location.origin,
}).then(({ state, host }) => {
  root.render(
    <StrictMode>
      <AppPage state={state} host={host} api={api} store={store} />
    </StrictMode>,
  );
});
