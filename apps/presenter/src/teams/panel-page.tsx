import { useEffect, useState, type ReactNode } from 'react';
import { fetchEmbedView } from '../api/embed';
import { runtimeConfig } from '../config/runtime-config';
import { joinLinkOf, type TPanelState } from './panel-view';
import type { TTeamsHost } from './teams-host';
import { teamsI18n } from './teams-messages';
import { Connecting, Elsewhere } from './teams-parts';
import { ActionButton } from '../components/action-button';

const { useTranslation } = teamsI18n;

type TShare = 'idle' | 'sharing' | 'shared' | 'failed';

/**
 * The tab's page: the live view on the stage; in the side panel the presenter's controls, the
 * join screen and sharing. Outside Teams the controls stay under the fallback (a plain popup signs
 * in there), so a presenter can still run the room from this page in a browser.
 */
export function PanelPage({
  state,
  host,
  controls = null,
}: {
  state: TPanelState;
  host: TTeamsHost | null;
  /** The presenter's controls (not on the meeting stage). */
  controls?: ReactNode;
}) {
  const { t } = useTranslation();
  const [share, setShare] = useState<TShare>('idle');
  const [joinLink, setJoinLink] = useState<string | null>(null);
  const token = state.phase === 'panel' && !state.onStage ? state.token : null;
  useEffect(() => {
    if (!token) return;
    let live = true;
    void fetchEmbedView(token, { view: 'join' }).then((read) => {
      if (live) setJoinLink(joinLinkOf(read, runtimeConfig.audienceUrl));
    });
    return () => {
      live = false;
    };
  }, [token]);
  if (state.phase === 'connecting') {
    return (
      <main className="teams">
        <Connecting />
      </main>
    );
  }
  if (state.phase !== 'panel') {
    return (
      <main className="teams">
        <Elsewhere
          text={t(state.phase === 'outside' ? 'teams.outside.text' : 'teams.missing.text')}
          appUrl={state.appUrl}
        />
        {controls}
      </main>
    );
  }
  if (state.onStage) {
    return (
      <main className="teams teams--stage">
        <iframe className="teams__frame" src={state.embedUrl} title={t('teams.stage.frameTitle')} />
      </main>
    );
  }
  const { shareUrl } = state;
  return (
    <main className="teams teams--panel">
      {controls}
      <div className="teams__row">
        {shareUrl && host ? (
          <ActionButton
            look="primary"
            disabled={share === 'sharing'}
            onClick={() => {
              setShare('sharing');
              host.shareToStage(shareUrl).then(
                () => setShare('shared'),
                () => setShare('failed'),
              );
            }}
          >
            {t(share === 'sharing' ? 'teams.panel.sharing' : 'teams.panel.share')}
          </ActionButton>
        ) : null}
        {joinLink ? (
          <a className="button" href={joinLink} target="_blank" rel="noopener">
            {t('teams.panel.join')}
          </a>
        ) : null}
        <a className="button" href={state.appUrl} target="_blank" rel="noopener">
          {t('teams.panel.present')}
        </a>
      </div>
      {share === 'shared' ? (
        <p className="teams__muted" role="status">
          {t('teams.panel.shared')}
        </p>
      ) : null}
      {share === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {t('teams.panel.shareFailed')}
        </p>
      ) : null}
      <iframe
        className="teams__frame teams__frame--panel"
        src={state.embedUrl}
        title={t('teams.panel.frameTitle')}
      />
    </main>
  );
}
