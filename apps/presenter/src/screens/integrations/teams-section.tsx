import { TEAMS_APP_PATHS } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { IntegrationSection, IntegrationShots, IntegrationSteps } from './integration-status';

/** Screenshots of the Teams pages, made in Chromium at side-panel and stage size (docs/integrations). */
const SHOTS = [
  { file: 'teams-panel.png', caption: 'integrations.teams.shotPanel', width: 288, height: 324 },
  { file: 'teams-stage.png', caption: 'integrations.teams.shotStage', width: 480, height: 270 },
] as const;

/** The Microsoft Teams meeting app: the package, adding it to Teams, and using it in a meeting. */
export function TeamsSection() {
  const { t } = useTranslation();
  return (
    <IntegrationSection id="teams" status="available" name="integrations.teams.name">
      <p className="section-card__text">{t('integrations.teams.what')}</p>
      <p className="section-card__text">
        <a
          className="button button--primary"
          href={TEAMS_APP_PATHS.package}
          download="crowdeck-teams-app.zip"
        >
          {t('integrations.teams.download')}
        </a>
      </p>
      <p className="section-card__text">{t('integrations.teams.downloadHint')}</p>
      <p className="notice">{t('integrations.teams.https')}</p>
      <h3>{t('integrations.teams.installHeading')}</h3>
      <IntegrationSteps
        ordered={false}
        steps={['integrations.teams.sideload', 'integrations.teams.admin']}
      />
      <h3>{t('integrations.teams.useHeading')}</h3>
      <IntegrationSteps
        steps={[
          'integrations.teams.use1',
          'integrations.teams.use2',
          'integrations.teams.use3',
          'integrations.teams.use4',
        ]}
      />
      <IntegrationShots shots={SHOTS} />
      <p className="section-card__text">{t('integrations.teams.privacy')}</p>
    </IntegrationSection>
  );
}
