import './teams.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfig } from '../config/runtime-config';
import { ConfigPage } from './config-page';
import { createTabConfigurator } from './tab-config';
import { connectToTeams, isFramed } from './teams-host';
import { setTeamsLanguage } from './teams-messages';

const element = document.getElementById('root');
if (!element) throw new Error('config.html has no #root element.');
setTeamsLanguage([...navigator.languages]);
const root = createRoot(element);
root.render(
  <StrictMode>
    <ConfigPage state={{ phase: 'connecting' }} />
  </StrictMode>,
);

const presenterUrl = runtimeConfig.presenterUrl || window.location.origin;
void connectToTeams({ framed: isFramed() }).then((host) => {
  setTeamsLanguage([host?.locale, ...navigator.languages]);
  root.render(
    <StrictMode>
      <ConfigPage
        state={
          host
            ? { phase: 'configure', configurator: createTabConfigurator({ host, presenterUrl }) }
            : { phase: 'outside', appUrl: presenterUrl.replace(/\/+$/, '') }
        }
      />
    </StrictMode>,
  );
});
