import { INTEGRATIONS_ROUTE } from '@crowdeck/core';
import { teamsI18n } from './teams-messages';

const { useTranslation } = teamsI18n;

/** Waiting for Teams (at most TEAMS_CONNECT_TIMEOUT_MS). */
export function Connecting() {
  const { t } = useTranslation();
  return (
    <div className="page-loader page-loader--inline" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="page-loader__text">{t('teams.starting')}</span>
    </div>
  );
}

/** Outside Teams, or a tab without a presentation: what the page is, and where to go. */
export function Elsewhere({ text, appUrl }: { text: string; appUrl: string }) {
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
