import './teams.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfig } from '../config/runtime-config';
import { connectToTeams, isFramed } from './teams-host';
import { setTeamsLanguage, teamsI18n } from './teams-messages';
import { Connecting, Elsewhere } from './teams-parts';

const element = document.getElementById('root');
if (!element) throw new Error('personal.html has no #root element.');
setTeamsLanguage([...navigator.languages]);
const root = createRoot(element);
const appUrl = (runtimeConfig.presenterUrl || window.location.origin).replace(/\/+$/, '');

/** The personal tab: what the app does in meetings, and the way to the app. */
function PersonalPage({ phase }: { phase: 'connecting' | 'inTeams' | 'outside' }) {
  const { t } = teamsI18n.useTranslation();
  return (
    <main className="teams">
      {phase === 'connecting' ? (
        <Connecting />
      ) : (
        <Elsewhere
          text={t(phase === 'inTeams' ? 'teams.personal.text' : 'teams.outside.text')}
          appUrl={appUrl}
        />
      )}
    </main>
  );
}

root.render(
  <StrictMode>
    <PersonalPage phase="connecting" />
  </StrictMode>,
);
void connectToTeams({ framed: isFramed() }).then((host) => {
  setTeamsLanguage([host?.locale, ...navigator.languages]);
  root.render(
    <StrictMode>
      <PersonalPage phase={host ? 'inTeams' : 'outside'} />
    </StrictMode>,
  );
});
