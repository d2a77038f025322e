import { OUTLOOK_ADDIN_PATHS } from '@crowdeck/core';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes';
import { useTranslation } from '../../i18n/i18n';
import { IntegrationSection, IntegrationSteps, IntegrationText } from './integration-status';

/** The Outlook task pane, made in Chromium at task-pane size with Office stood in. */
const OUTLOOK_SHOTS = [
  {
    file: 'outlook-sign-in.png',
    caption: 'integrations.m365.outlook.shotSignIn',
    width: 350,
    height: 200,
  },
  {
    file: 'outlook-ready.png',
    caption: 'integrations.m365.outlook.shotReady',
    width: 350,
    height: 380,
  },
] as const;

/**
 * The Integrations page's Microsoft 365 section: sign-in with Microsoft Entra ID (through the
 * organisation's OpenID Connect single sign-on) and the Outlook add-in (package, install, use).
 * docs/integrations/microsoft-365.md and docs/integrations/outlook.md have the full steps.
 */
export function Microsoft365Section() {
  const { t } = useTranslation();
  return (
    <IntegrationSection
      id="m365"
      status="available"
      name="integrations.m365.name"
      about="integrations.m365.lead"
      shots={OUTLOOK_SHOTS}
      privacy="integrations.m365.outlook.privacy"
    >
      <h3>{t('integrations.m365.entra.heading')}</h3>
      <IntegrationText text="integrations.m365.entra.text" />
      <IntegrationText text="integrations.m365.entra.claims" notice />
      <p className="section-card__text">
        <Link className="button" to={ROUTES.organisationSignIn}>
          {t('integrations.m365.entra.link')}
        </Link>
      </p>

      <h3>{t('integrations.m365.outlook.heading')}</h3>
      <IntegrationText text="integrations.m365.outlook.what" />
      <p className="section-card__text">
        <a
          className="button button--primary"
          href={OUTLOOK_ADDIN_PATHS.package}
          download="crowdeck-outlook-app.zip"
        >
          {t('integrations.m365.outlook.download')}
        </a>{' '}
        <a className="button" href={OUTLOOK_ADDIN_PATHS.manifest} download="manifest.json">
          {t('integrations.m365.outlook.manifest')}
        </a>
      </p>
      <IntegrationText text="integrations.m365.outlook.https" notice />
      <IntegrationSteps
        heading="integrations.m365.outlook.installHeading"
        level={4}
        ordered={false}
        steps={['integrations.m365.outlook.sideload', 'integrations.m365.outlook.admin']}
      />
      <IntegrationSteps
        heading="integrations.m365.outlook.useHeading"
        level={4}
        steps={[
          'integrations.m365.outlook.use1',
          'integrations.m365.outlook.use2',
          'integrations.m365.outlook.use3',
        ]}
      />
    </IntegrationSection>
  );
}
