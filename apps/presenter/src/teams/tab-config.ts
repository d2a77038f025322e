import { tabConfig, viewTokenOf } from './tab-link';
import type { TTeamsHost } from './teams-host';

/**
 * The configuration page's logic: Teams' Save stays off until the presenter pastes an embed link
 * of this server (Crowdeck's Share → Embed), then saves a tab that opens the side panel page for
 * it. The link is a read-only, revocable view token, what the room's screen shows anyway, so it
 * may sit in the tab's address that everyone in the meeting loads.
 */
export function createTabConfigurator(deps: { host: TTeamsHost; presenterUrl: string }) {
  let token: string | null = null;
  deps.host.setSaveAllowed(false);
  deps.host.onSave(() => {
    if (!token) throw new Error('no presentation chosen');
    return tabConfig(deps.presenterUrl, token);
  });
  return {
    /** Takes what was pasted; true when it is an embed link of this server (Save allowed). */
    update(pasted: string): boolean {
      token = viewTokenOf(pasted, deps.presenterUrl);
      deps.host.setSaveAllowed(token !== null);
      return token !== null;
    },
  };
}
