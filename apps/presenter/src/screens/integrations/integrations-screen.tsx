import { AppShell } from '../../components/app-shell';
import { useTranslation, type TPresenterKey } from '../../i18n/i18n';
import { GoogleSlidesSection } from './google-slides-section';
import { IntegrationStatus } from './integration-status';
import { OfficeGrantsSection } from './office-grants-section';
import { PowerPointSection } from './powerpoint-section';
import { TeamsSection } from './teams-section';
import { ZoomSection } from './zoom-section';

/** Integrations announced but not built yet (shown as "coming soon"); one line each. */
const COMING: readonly { name: TPresenterKey; what: TPresenterKey }[] = [
  { name: 'integrations.m365.name', what: 'integrations.m365.what' },
];

/**
 * /integrations: every integration with its status (available, preview, coming soon), each built
 * one in a section of its own file beside this screen, and the connected add-ins.
 */
export function IntegrationsScreen() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <h1 className="page__title">{t('integrations.title')}</h1>
      <p className="page__lead">{t('integrations.lead')}</p>
      <div className="integrations">
        <PowerPointSection />
        <TeamsSection />
        <ZoomSection />
        <GoogleSlidesSection />
        <OfficeGrantsSection />
        {COMING.length > 0 ? (
          <section aria-labelledby="coming-title">
            <h2 id="coming-title" className="section-card__title">
              {t('integrations.comingSoon')}
            </h2>
            <ul className="integrations__coming">
              {COMING.map((item) => (
                <li key={item.name} className="card section-card">
                  <IntegrationStatus status="comingSoon" />
                  <h3>{t(item.name)}</h3>
                  <p className="section-card__text">{t(item.what)}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </AppShell>
  );
}
