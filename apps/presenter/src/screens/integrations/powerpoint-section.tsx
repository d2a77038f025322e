import { OFFICE_ADDIN_PATHS } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { IntegrationShots, IntegrationStatus } from './integration-status';

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
    <section className="card section-card" aria-labelledby="powerpoint-title">
      <IntegrationStatus status="available" />
      <h2 id="powerpoint-title" className="section-card__title">
        {t('integrations.powerpoint.name')}
      </h2>
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
      <ul className="integrations__steps">
        <li>{t('integrations.powerpoint.web')}</li>
        <li>{t('integrations.powerpoint.windows')}</li>
        <li>{t('integrations.powerpoint.mac')}</li>
      </ul>
      <h3>{t('integrations.powerpoint.adminHeading')}</h3>
      <p className="section-card__text">{t('integrations.powerpoint.admin')}</p>
      <h3>{t('integrations.powerpoint.useHeading')}</h3>
      <ol className="integrations__steps">
        <li>{t('integrations.powerpoint.use1')}</li>
        <li>{t('integrations.powerpoint.use2')}</li>
        <li>{t('integrations.powerpoint.use3')}</li>
      </ol>
      <IntegrationShots shots={SHOTS} />
      <p className="section-card__text">{t('integrations.powerpoint.privacy')}</p>
    </section>
  );
}
