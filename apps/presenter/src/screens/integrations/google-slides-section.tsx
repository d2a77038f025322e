import { GOOGLE_SLIDES_ADDON_PATHS } from '@crowdeck/core';
import { useTranslation, type TPresenterKey } from '../../i18n/i18n';

/**
 * Screenshots of the sidebar (300 px, as Google shows it) and the connect page, made in Chromium
 * by e2e/specs/google-slides.spec.ts.
 */
const SHOTS: readonly { file: string; caption: TPresenterKey; width: number; height: number }[] = [
  {
    file: 'google-slides-sidebar.png',
    caption: 'integrations.googleSlides.shotSidebar',
    width: 300,
    height: 640,
  },
  {
    file: 'google-slides-connect.png',
    caption: 'integrations.googleSlides.shotConnect',
    width: 800,
    height: 600,
  },
];

/** The Google Slides add-on on the Integrations page: download, set up, share, use. */
export function GoogleSlidesSection() {
  const { t } = useTranslation();
  return (
    <section className="card section-card" aria-labelledby="google-slides-title">
      <p className="integrations__badge">{t('integrations.available')}</p>
      <h2 id="google-slides-title" className="section-card__title">
        {t('integrations.googleSlides.name')}
      </h2>
      <p className="section-card__text">{t('integrations.googleSlides.about')}</p>
      <p className="section-card__text">
        <a
          className="button button--primary"
          href={GOOGLE_SLIDES_ADDON_PATHS.project}
          download="crowdeck-google-slides.zip"
        >
          {t('integrations.googleSlides.download')}
        </a>
      </p>
      <p className="section-card__text">{t('integrations.googleSlides.downloadHint')}</p>
      <p className="notice">{t('integrations.googleSlides.https')}</p>
      <h3>{t('integrations.googleSlides.setupHeading')}</h3>
      <ol className="integrations__steps">
        <li>{t('integrations.googleSlides.setup1')}</li>
        <li>{t('integrations.googleSlides.setup2')}</li>
        <li>{t('integrations.googleSlides.setup3')}</li>
      </ol>
      <h3>{t('integrations.googleSlides.shareHeading')}</h3>
      <p className="section-card__text">{t('integrations.googleSlides.share')}</p>
      <h3>{t('integrations.googleSlides.useHeading')}</h3>
      <ol className="integrations__steps">
        <li>{t('integrations.googleSlides.use1')}</li>
        <li>{t('integrations.googleSlides.use2')}</li>
        <li>{t('integrations.googleSlides.use3')}</li>
        <li>{t('integrations.googleSlides.use4')}</li>
      </ol>
      <div className="integrations__shots">
        {SHOTS.map((shot) => (
          <figure key={shot.file} className="integrations__shot">
            <img
              src={`/integrations/screens/${shot.file}`}
              alt={t(shot.caption)}
              loading="lazy"
              width={shot.width}
              height={shot.height}
            />
            <figcaption>{t(shot.caption)}</figcaption>
          </figure>
        ))}
      </div>
      <p className="section-card__text">{t('integrations.googleSlides.privacy')}</p>
    </section>
  );
}
