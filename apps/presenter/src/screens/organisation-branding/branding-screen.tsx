import { useTranslation } from '../../i18n/i18n';
import { useOrganisationBranding } from '../../api/organisation-branding';
import { ApiError } from '../../api/api-error';
import { AppShell } from '../../components/app-shell';
import { FormAlert } from '../../components/form-alert';
import { useErrorMessage } from '../../i18n/use-error-message';
import { OrganisationNav } from '../organisation/organisation-nav';
import { BrandingForm } from './branding-form';
import { RetryButton } from '../../components/load-status';

/** /organisation/branding: the organisation's theme, lock, white label and own domain (admins). */
export function BrandingScreen() {
  const { t } = useTranslation();
  const branding = useOrganisationBranding();
  const failure = useErrorMessage(branding.error);
  const notAllowed = branding.error instanceof ApiError && branding.error.status === 404;

  return (
    <AppShell>
      <h1 className="page__title">{t('branding.settings.title')}</h1>
      {!notAllowed && <OrganisationNav />}
      <p className="page__lead">{t('branding.settings.lead')}</p>
      {branding.isPending && (
        <p className="branding__status" role="status">
          {t('branding.settings.loading')}
        </p>
      )}
      {notAllowed && <FormAlert message={t('branding.settings.notAllowed')} />}
      {branding.isError && !notAllowed && (
        <>
          <FormAlert message={t('branding.settings.loadError', { reason: failure ?? '' })} />
          <RetryButton query={branding}>{t('branding.settings.retry')}</RetryButton>
        </>
      )}
      {branding.data && <BrandingForm initial={branding.data} />}
    </AppShell>
  );
}
