import { ZOOM_APP_PATHS, ZOOM_OAUTH_SCOPES, ZOOM_SDK_CAPABILITIES } from '@crowdeck/core';
import { runtimeConfig } from '../../config/runtime-config';
import { useTranslation, type TPresenterKey } from '../../i18n/i18n';
import {
  IntegrationSection,
  IntegrationShots,
  IntegrationSteps,
  IntegrationText,
} from './integration-status';

/** Screenshots of the Zoom app's pages, made in Chromium at Zoom's side-panel size. */
const SHOTS: readonly { file: string; caption: TPresenterKey }[] = [
  { file: 'zoom-outside.png', caption: 'integrations.zoomApp.shotOutside' },
  { file: 'zoom-connect.png', caption: 'integrations.zoomApp.shotConnect' },
];

/** What an operator enters in Zoom's Marketplace, from this server's public addresses. */
export function zoomMarketplaceEntries(presenterUrl: string, audienceUrl: string) {
  const base = presenterUrl.replace(/\/+$/, '');
  const hostOf = (url: string) => new URL(url).host;
  return {
    home: `${base}${ZOOM_APP_PATHS.home}`,
    redirect: `${base}${ZOOM_APP_PATHS.callback}`,
    install: `${base}${ZOOM_APP_PATHS.install}`,
    domains: [...new Set([hostOf(base), hostOf(audienceUrl)])],
  };
}

/** The Zoom app on the Integrations page: what it does, its Marketplace entries, how to use it. */
export function ZoomSection() {
  const { t } = useTranslation();
  const entries = zoomMarketplaceEntries(
    runtimeConfig.presenterUrl || window.location.origin,
    runtimeConfig.audienceUrl || window.location.origin,
  );
  const rows: readonly [TPresenterKey, readonly string[]][] = [
    ['integrations.zoomApp.home', [entries.home]],
    ['integrations.zoomApp.redirect', [entries.redirect]],
    ['integrations.zoomApp.domains', entries.domains],
    ['integrations.zoomApp.sdk', ZOOM_SDK_CAPABILITIES],
    ['integrations.zoomApp.scopes', ZOOM_OAUTH_SCOPES],
    ['integrations.zoomApp.install', [entries.install]],
  ];
  return (
    <IntegrationSection
      id="zoom"
      status="preview"
      name="integrations.zoomApp.name"
      about="integrations.zoomApp.what"
      https="integrations.zoomApp.https"
    >
      <IntegrationSteps
        heading="integrations.zoomApp.setupHeading"
        steps={[
          'integrations.zoomApp.setup1',
          'integrations.zoomApp.setup2',
          'integrations.zoomApp.setup3',
        ]}
      />
      <dl className="integrations__entries">
        {rows.map(([label, values]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            {values.map((value) => (
              <dd key={value}>
                <code dir="ltr">{value}</code>
              </dd>
            ))}
          </div>
        ))}
      </dl>
      <IntegrationSteps
        heading="integrations.zoomApp.useHeading"
        steps={[
          'integrations.zoomApp.use1',
          'integrations.zoomApp.use2',
          'integrations.zoomApp.use3',
        ]}
      />
      <IntegrationShots shots={SHOTS} />
      <IntegrationText text="integrations.zoomApp.privacy" />
      <IntegrationText text="integrations.zoomApp.previewNote" />
    </IntegrationSection>
  );
}
