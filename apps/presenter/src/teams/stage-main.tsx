import './teams.css';
import { runtimeConfig } from '../config/runtime-config';
import { mountTeamsPage } from './mount';
import { StagePage } from './stage-page';
import { startStage } from './stage-view';
import { connectToTeams, isFramed } from './teams-host';
import { setTeamsLanguage } from './teams-messages';

const render = mountTeamsPage('stage.html');
render(<StagePage state={{ phase: 'connecting' }} />);

let locale: string | null = null;
void startStage({
  connect: async () => {
    const host = await connectToTeams({ framed: isFramed() });
    locale = host?.locale ?? null;
    return host;
  },
  search: window.location.search,
  presenterUrl: runtimeConfig.presenterUrl || window.location.origin,
}).then((state) => {
  setTeamsLanguage([locale, ...navigator.languages]);
  render(<StagePage state={state} />);
});
