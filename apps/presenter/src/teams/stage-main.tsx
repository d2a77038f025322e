import './teams.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfig } from '../config/runtime-config';
import { StagePage } from './stage-page';
import { startStage } from './stage-view';
import { connectToTeams, isFramed } from './teams-host';
import { setTeamsLanguage } from './teams-messages';

const element = document.getElementById('root');
if (!element) throw new Error('stage.html has no #root element.');
setTeamsLanguage([...navigator.languages]);
const root = createRoot(element);
root.render(
  <StrictMode>
    <StagePage state={{ phase: 'connecting' }} />
  </StrictMode>,
);

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
  root.render(
    <StrictMode>
      <StagePage state={state} />
    </StrictMode>,
  );
});
