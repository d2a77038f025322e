import { INTEGRATIONS_ROUTE } from '@crowdeck/core';
import type { TStageState } from './stage-view';
import { teamsI18n } from './teams-messages';

const { useTranslation } = teamsI18n;

/** The page outside Teams (or a tab without a presentation): what it is, and where to go. */
function Elsewhere({ text, appUrl }: { text: string; appUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className="teams__elsewhere">
      <h1 className="teams__title">{t('teams.title')}</h1>
      <p>{text}</p>
      <div className="teams__row">
        <a className="button button--primary" href={appUrl} target="_blank" rel="noopener">
          {t('teams.outside.open')}
        </a>
        <a
          className="button"
          href={`${appUrl}${INTEGRATIONS_ROUTE}`}
          target="_blank"
          rel="noopener"
        >
          {t('teams.outside.install')}
        </a>
      </div>
    </div>
  );
}

/** The meeting stage: the live embed filling it, or a plain explanation. */
export function StagePage({ state }: { state: TStageState }) {
  const { t } = useTranslation();
  if (state.phase === 'stage') {
    return (
      <main className="teams teams--stage">
        <iframe className="teams__frame" src={state.embedUrl} title={t('teams.stage.frameTitle')} />
      </main>
    );
  }
  return (
    <main className="teams">
      {state.phase === 'connecting' ? (
        <div className="page-loader page-loader--inline" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="page-loader__text">{t('teams.starting')}</span>
        </div>
      ) : (
        <Elsewhere
          text={t(state.phase === 'outside' ? 'teams.outside.text' : 'teams.missing.text')}
          appUrl={state.appUrl}
        />
      )}
    </main>
  );
}
