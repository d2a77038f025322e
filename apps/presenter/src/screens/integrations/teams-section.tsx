import { TEAMS_APP_PATHS } from '@crowdeck/core';
import { IntegrationSection, IntegrationSteps } from './integration-status';

/** Screenshots of the Teams pages, made in Chromium at side-panel and stage size (docs/integrations). */
const SHOTS = [
  { file: 'teams-panel.png', caption: 'integrations.teams.shotPanel', width: 288, height: 324 },
  { file: 'teams-stage.png', caption: 'integrations.teams.shotStage', width: 480, height: 270 },
] as const;

/** The Microsoft Teams meeting app: the package, adding it to Teams, and using it in a meeting. */
export function TeamsSection() {
  return (
    <IntegrationSection
      id="teams"
      status="available"
      name="integrations.teams.name"
      about="integrations.teams.what"
      download={{
        href: TEAMS_APP_PATHS.package,
        file: 'crowdeck-teams-app.zip',
        label: 'integrations.teams.download',
        hint: 'integrations.teams.downloadHint',
      }}
      https="integrations.teams.https"
      shots={SHOTS}
      privacy="integrations.teams.privacy"
    >
      <IntegrationSteps
        heading="integrations.teams.installHeading"
        ordered={false}
        steps={['integrations.teams.sideload', 'integrations.teams.admin']}
      />
      <IntegrationSteps
        heading="integrations.teams.useHeading"
        steps={[
          'integrations.teams.use1',
          'integrations.teams.use2',
          'integrations.teams.use3',
          'integrations.teams.use4',
        ]}
      />
    </IntegrationSection>
  );
}
