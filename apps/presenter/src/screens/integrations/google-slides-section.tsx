import { GOOGLE_SLIDES_ADDON_PATHS } from '@crowdeck/core';
import { useTranslation, type TPresenterKey } from '../../i18n/i18n';
import { IntegrationSection, IntegrationSteps, IntegrationText } from './integration-status';

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
    <IntegrationSection
      id="google-slides"
      status="available"
      name="integrations.googleSlides.name"
      about="integrations.googleSlides.about"
      download={{
        href: GOOGLE_SLIDES_ADDON_PATHS.project,
        file: 'crowdeck-google-slides.zip',
        label: 'integrations.googleSlides.download',
        hint: 'integrations.googleSlides.downloadHint',
      }}
      https="integrations.googleSlides.https"
      shots={SHOTS}
      privacy="integrations.googleSlides.privacy"
    >
      <IntegrationSteps
        heading="integrations.googleSlides.setupHeading"
        steps={[
          'integrations.googleSlides.setup1',
          'integrations.googleSlides.setup2',
          'integrations.googleSlides.setup3',
        ]}
      />
      <h3>{t('integrations.googleSlides.shareHeading')}</h3>
      <IntegrationText text="integrations.googleSlides.share" />
      <IntegrationSteps
        heading="integrations.googleSlides.useHeading"
        steps={[
          'integrations.googleSlides.use1',
          'integrations.googleSlides.use2',
          'integrations.googleSlides.use3',
          'integrations.googleSlides.use4',
        ]}
      />
    </IntegrationSection>
  );
}
