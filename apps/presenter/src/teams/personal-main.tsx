import './teams.css';
import { runtimeConfig } from '../config/runtime-config';
import { mountTeamsPage } from './mount';
import { connectToTeams, isFramed } from './teams-host';
import { setTeamsLanguage, teamsI18n } from './teams-messages';
import { Connecting, Elsewhere } from './teams-parts';

const render = mountTeamsPage('personal.html');
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

render(<PersonalPage phase="connecting" />);
void connectToTeams({ framed: isFramed() }).then((host) => {
  setTeamsLanguage([host?.locale, ...navigator.languages]);
  render(<PersonalPage phase={host ? 'inTeams' : 'outside'} />);
});
