import { useQuery } from '@tanstack/react-query';
import { fetchSsoSettings, SSO_SETTINGS_QUERY_KEY } from '../../../api/sso';
import { AppShell } from '../../../components/app-shell';
import { PageLoader } from '../../../components/page-loader';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { OrganisationNav } from '../organisation-nav';
import { DomainsSection } from './domains-section';
import { ProviderForm } from './provider-form';
import { RetryButton } from '../../../components/load-status';

/** Owners and admins: the organisation's OpenID provider and its email domains. */
export function OrganisationSignInScreen() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: SSO_SETTINGS_QUERY_KEY, queryFn: fetchSsoSettings });
  const errorText = useErrorMessage(settings.error);

  return (
    <AppShell>
      <h1 className="page__title">{t('ssoSettings.title')}</h1>
      <OrganisationNav />
      <p className="section-card__text">{t('ssoSettings.intro')}</p>
      {settings.isPending && <PageLoader inline />}
      {settings.isError && (
        <div className="notice notice--error" role="alert">
          <p>
            <strong>{t('ssoSettings.loadFailed')}</strong> {errorText}
          </p>
          <RetryButton query={settings} className="button button--secondary button--small">
            {t('ssoSettings.retry')}
          </RetryButton>
        </div>
      )}
      {settings.data && (
        <div className="account-grid">
          <ProviderForm settings={settings.data} />
          <DomainsSection />
        </div>
      )}
    </AppShell>
  );
}
