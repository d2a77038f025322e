import './teams.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '../auth/token';
import { runtimeConfig } from '../config/runtime-config';
import { createAuthFlow, openerReturn, readVia, teamsReturn, type TAuthReturn } from './auth-flow';
import { AuthPage } from './auth-page';
import { connectAuthWindow } from './teams-host';
import { setTeamsLanguage } from './teams-messages';

const element = document.getElementById('root');
if (!element) throw new Error('auth.html has no #root element.');
setTeamsLanguage([...navigator.languages]);

const storage = (() => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
})();
const via = readVia(window.location.search, storage);

/** Teams' sign-in window answers through TeamsJS; the popup outside Teams through its opener. */
async function wayBack(): Promise<TAuthReturn | null> {
  if (via === 'teams') {
    try {
      return teamsReturn(await connectAuthWindow());
    } catch {
      return null;
    }
  }
  if (via === 'window' && window.opener) {
    return openerReturn({
      opener: window.opener as Window,
      origin: window.location.origin,
      close: () => window.close(),
    });
  }
  return null;
}

void wayBack().then((back) => {
  // Opened by hand (no way back): say where the window belongs instead of granting anything.
  const flow = back
    ? createAuthFlow({
        apiUrl: runtimeConfig.apiUrl,
        token: getToken(),
        back,
        go: (address) => window.location.assign(address),
      })
    : null;
  createRoot(element).render(
    <StrictMode>
      <AuthPage flow={flow} />
    </StrictMode>,
  );
});
