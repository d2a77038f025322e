import { OFFICE_ADDIN_PATHS } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { IntegrationSection, IntegrationShots, IntegrationSteps } from './integration-status';

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
    <IntegrationSection id="powerpoint" status="available" name="integrations.powerpoint.name">
      <p className="section-card__text">{t('integrations.powerpoint.what')}</p>
      <p className="section-card__text">
        <a
          className="button button--primary"
          href={OFFICE_ADDIN_PATHS.manifest}
          download="crowdeck-powerpoint-manifest.xml"
        >
          {t('integrations.powerpoint.download')}
        </a>
      </p>
      <p className="section-card__text">{t('integrations.powerpoint.downloadHint')}</p>
      <p className="notice">{t('integrations.powerpoint.https')}</p>

      <h3>{t('integrations.powerpoint.installHeading')}</h3>
      <IntegrationSteps
        ordered={false}
        steps={[
          'integrations.powerpoint.web',
          'integrations.powerpoint.windows',
          'integrations.powerpoint.mac',
        ]}
      />
      <h3>{t('integrations.powerpoint.adminHeading')}</h3>
      <p className="section-card__text">{t('integrations.powerpoint.admin')}</p>
      <h3>{t('integrations.powerpoint.useHeading')}</h3>
      <IntegrationSteps
        steps={[
          'integrations.powerpoint.use1',
          'integrations.powerpoint.use2',
          'integrations.powerpoint.use3',
        ]}
      />
      <IntegrationShots shots={SHOTS} />
      <p className="section-card__text">{t('integrations.powerpoint.privacy')}</p>
    </IntegrationSection>
  );
}
