import { OFFICE_ADDIN_PATHS, TEAMS_APP_PATHS } from '@crowdeck/core';
import { AppShell } from '../../components/app-shell';
import { useTranslation, type TPresenterKey } from '../../i18n/i18n';
import { Microsoft365Section } from './microsoft-365-section';
import { OfficeGrantsSection } from './office-grants-section';

/** Integrations announced but not built yet (shown as "coming soon"). */
const COMING: readonly { name: TPresenterKey; what: TPresenterKey }[] = [
  { name: 'integrations.zoom.name', what: 'integrations.zoom.what' },
  { name: 'integrations.googleSlides.name', what: 'integrations.googleSlides.what' },
];

/** Screenshots of the add-in's own screens, made in Chromium at add-in size (docs/integrations). */
const SHOTS: readonly { file: string; caption: TPresenterKey }[] = [
  { file: 'addin-sign-in.png', caption: 'integrations.powerpoint.shotSignIn' },
  { file: 'dialog-pick.png', caption: 'integrations.powerpoint.shotDialog' },
  { file: 'addin-choose.png', caption: 'integrations.powerpoint.shotChoose' },
];

/**
 * /integrations: the PowerPoint add-in (install, deploy, use, connected add-ins), the Teams app
 * (preview: package, upload, use), and what is next.
 */
export function IntegrationsScreen() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <h1 className="page__title">{t('integrations.title')}</h1>
      <p className="page__lead">{t('integrations.lead')}</p>
      <div className="integrations">
        <section className="card section-card" aria-labelledby="powerpoint-title">
          <p className="integrations__badge">{t('integrations.available')}</p>
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
          <div className="integrations__shots">
            {SHOTS.map((shot) => (
              <figure key={shot.file} className="integrations__shot">
                <img
                  src={`/integrations/screens/${shot.file}`}
                  alt={t(shot.caption)}
                  loading="lazy"
                  width={400}
                  height={300}
                />
                <figcaption>{t(shot.caption)}</figcaption>
              </figure>
            ))}
          </div>
          <p className="section-card__text">{t('integrations.powerpoint.privacy')}</p>
        </section>

        <OfficeGrantsSection />

        <section className="card section-card" aria-labelledby="teams-title">
          <p className="integrations__badge">{t('integrations.preview')}</p>
          <h2 id="teams-title" className="section-card__title">
            {t('integrations.teams.name')}
          </h2>
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
          <ul className="integrations__steps">
            <li>{t('integrations.teams.sideload')}</li>
            <li>{t('integrations.teams.admin')}</li>
          </ul>
          <h3>{t('integrations.teams.useHeading')}</h3>
          <ol className="integrations__steps">
            <li>{t('integrations.teams.use1')}</li>
            <li>{t('integrations.teams.use2')}</li>
            <li>{t('integrations.teams.use3')}</li>
          </ol>
          <p className="section-card__text">{t('integrations.teams.previewNote')}</p>
        </section>

        <Microsoft365Section />

        <section aria-labelledby="coming-title">
          <h2 id="coming-title" className="section-card__title">
            {t('integrations.comingSoon')}
          </h2>
          <ul className="integrations__coming">
            {COMING.map((item) => (
              <li key={item.name} className="card section-card">
                <p className="integrations__badge integrations__badge--soon">
                  {t('integrations.comingSoon')}
                </p>
                <h3>{t(item.name)}</h3>
                <p className="section-card__text">{t(item.what)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AppShell>
  );
}
