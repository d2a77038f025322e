import { createHostParts } from '../components/host-parts';
import { teamsI18n } from './teams-messages';

/**
 * Connecting: waiting for Teams (at most TEAMS_CONNECT_TIMEOUT_MS). Elsewhere: outside Teams, or
 * a tab without a presentation: what the page is, and where to go.
 */
export const { Connecting, Elsewhere } = createHostParts('teams', teamsI18n);
