import { AppShell } from '../../components/app-shell';
import { useTranslation } from '../../i18n/i18n';
import { DownloadIntegration, GOOGLE_SLIDES, POWERPOINT, TEAMS } from './download-integrations';
import { Microsoft365Section } from './microsoft-365-section';
import { OfficeGrantsSection } from './office-grants-section';
import { ZoomSection } from './zoom-section';

/**
 * /integrations: every integration with its status, each in a section of its own file beside
 * this screen (those that are a file to download described together in download-integrations),
 * and the connected add-ins (the grants each integration holds).
 */
export function IntegrationsScreen() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <h1 className="page__title">{t('integrations.title')}</h1>
      <p className="page__lead">{t('integrations.lead')}</p>
      <div className="integrations">
        <DownloadIntegration guide={POWERPOINT} />
        <DownloadIntegration guide={TEAMS} />
        <ZoomSection />
        <DownloadIntegration guide={GOOGLE_SLIDES} />
        <Microsoft365Section />
        <OfficeGrantsSection />
      </div>
    </AppShell>
  );
}
