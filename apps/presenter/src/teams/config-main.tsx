import './teams.css';
import { runtimeConfig } from '../config/runtime-config';
import { mountTeamsPage } from './mount';
import { ConfigPage } from './config-page';
import { createTabConfigurator } from './tab-config';
import { connectToTeams, isFramed } from './teams-host';
import { setTeamsLanguage } from './teams-messages';

const render = mountTeamsPage('config.html');
render(<ConfigPage state={{ phase: 'connecting' }} />);

const presenterUrl = runtimeConfig.presenterUrl || window.location.origin;
void connectToTeams({ framed: isFramed() }).then((host) => {
  setTeamsLanguage([host?.locale, ...navigator.languages]);
  render(
    <ConfigPage
      state={
        host
          ? { phase: 'configure', configurator: createTabConfigurator({ host, presenterUrl }) }
          : { phase: 'outside', appUrl: presenterUrl.replace(/\/+$/, '') }
      }
    />,
  );
});
