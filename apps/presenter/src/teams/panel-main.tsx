import './teams.css';
import { runtimeConfig } from '../config/runtime-config';
import { mountTeamsPage } from './mount';
import {
  createControlApi,
  createPanelGrantStore,
  signInThroughTeams,
  signInThroughWindow,
} from './panel-control';
import { PanelControls } from './panel-controls';
import { PanelPage } from './panel-page';
import { startPanel } from './panel-view';
import { connectToTeams, isFramed } from './teams-host';
import { setTeamsLanguage } from './teams-messages';

const render = mountTeamsPage('panel.html');
render(<PanelPage state={{ phase: 'connecting' }} host={null} />);

const presenterUrl = runtimeConfig.presenterUrl || window.location.origin;
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();
const api = createControlApi(runtimeConfig.apiUrl);
const grants = createPanelGrantStore(storage);

void startPanel({
  connect: () => connectToTeams({ framed: isFramed() }),
  search: window.location.search,
  presenterUrl,
}).then(({ state, host }) => {
  setTeamsLanguage([host?.locale, ...navigator.languages]);
  // In Teams, Teams' own sign-in window; outside Teams, a plain popup of this origin.
  const signIn = host
    ? () => signInThroughTeams(host, presenterUrl)
    : () => signInThroughWindow(window, presenterUrl);
  const onStage = state.phase === 'panel' && state.onStage;
  render(
    <PanelPage
      state={state}
      host={host}
      controls={onStage ? null : <PanelControls api={api} grants={grants} signIn={signIn} />}
    />,
  );
});
