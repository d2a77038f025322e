import { OFFICE_ADDIN_PATHS } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { IntegrationSection, IntegrationSteps, IntegrationText } from './integration-status';

/** Screenshots of the add-in's own screens, made in Chromium at add-in size (docs/integrations). */
const SHOTS = [
  { file: 'addin-sign-in.png', caption: 'integrations.powerpoint.shotSignIn' },
  { file: 'dialog-pick.png', caption: 'integrations.powerpoint.shotDialog' },
  { file: 'addin-choose.png', caption: 'integrations.powerpoint.shotChoose' },
] as const;

/** The PowerPoint add-in: the manifest, installing and deploying it, and using it. */
export function PowerPointSection() {
  const { t } = useTranslation();
  return (
    <IntegrationSection
      id="powerpoint"
      status="available"
      name="integrations.powerpoint.name"
      about="integrations.powerpoint.what"
      download={{
        href: OFFICE_ADDIN_PATHS.manifest,
        file: 'crowdeck-powerpoint-manifest.xml',
        label: 'integrations.powerpoint.download',
        hint: 'integrations.powerpoint.downloadHint',
      }}
      https="integrations.powerpoint.https"
      shots={SHOTS}
      privacy="integrations.powerpoint.privacy"
    >
      <IntegrationSteps
        heading="integrations.powerpoint.installHeading"
        ordered={false}
        steps={[
          'integrations.powerpoint.web',
          'integrations.powerpoint.windows',
          'integrations.powerpoint.mac',
        ]}
      />
      <h3>{t('integrations.powerpoint.adminHeading')}</h3>
      <IntegrationText text="integrations.powerpoint.admin" />
      <IntegrationSteps
        heading="integrations.powerpoint.useHeading"
        steps={[
          'integrations.powerpoint.use1',
          'integrations.powerpoint.use2',
          'integrations.powerpoint.use3',
        ]}
      />
    </IntegrationSection>
  );
}
