import './teams.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfig } from '../config/runtime-config';
import { PanelPage } from './panel-page';
import { startPanel } from './panel-view';
import { connectToTeams, isFramed } from './teams-host';
import { setTeamsLanguage } from './teams-messages';

const element = document.getElementById('root');
if (!element) throw new Error('panel.html has no #root element.');
setTeamsLanguage([...navigator.languages]);
const root = createRoot(element);
root.render(
  <StrictMode>
    <PanelPage state={{ phase: 'connecting' }} host={null} />
  </StrictMode>,
);

void startPanel({
  connect: () => connectToTeams({ framed: isFramed() }),
  search: window.location.search,
  presenterUrl: runtimeConfig.presenterUrl || window.location.origin,
}).then(({ state, host }) => {
  setTeamsLanguage([host?.locale, ...navigator.languages]);
  root.render(
    <StrictMode>
      <PanelPage state={state} host={host} />
    </StrictMode>,
  );
});
