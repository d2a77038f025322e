import type { TOrganisationBranding } from '@crowdeck/core';
import { isApiError } from '../../api/api-error';
import { useVerifyAudienceHost } from '../../api/organisation-branding';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/toasts';
import { useValidationText } from '../../forms/use-validation-text';
import { useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { BusyButton } from '../../components/busy-button';

/**
 * The saved own audience domain: verified, or the TXT record to publish and a Verify button. It
 * takes effect only once verified.
 */
export function AudienceHostStatus({ branding }: { branding: TOrganisationBranding }) {
  const { t } = useTranslation();
  const verify = useVerifyAudienceHost();
  const translate = useValidationText();
  const generic = useErrorMessage(verify.error);
  const code = isApiError(verify.error)
    ? Object.values(verify.error.fields ?? {})[0]?.code
    : undefined;
  const host = branding.audienceHost;
  const record = branding.audienceHostRecord;
  if (!host) return null;
  if (branding.audienceHostVerified) {
    return (
      <p className="field__hint" data-testid="audience-host-status">
        {t('branding.host.verified', { host })}
      </p>
    );
  }
  return (
    <div className="audience-host-status" data-testid="audience-host-status">
      <p className="field__hint">{t('branding.host.pending')}</p>
      {record && (
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('branding.host.recordName')}</dt>
            <dd>
              <code dir="auto" className="sso-domains__record">
                {record.name}
              </code>
            </dd>
          </div>
          <div className="facts__row">
            <dt>{t('branding.host.recordValue')}</dt>
            <dd>
              <code className="sso-domains__record">{record.value}</code>
            </dd>
          </div>
        </dl>
      )}
      <FormAlert message={code ? translate(code) : generic} />
      <div className="form__actions">
        <BusyButton
          className="button button--secondary button--small"
          isBusy={verify.isPending}
          onClick={() =>
            verify.mutate(undefined, {
              onSuccess: () => toast.success(t('branding.host.verifiedToast', { host })),
            })
          }
        >
          {verify.isPending ? t('branding.host.verifying') : t('branding.host.verify', { host })}
        </BusyButton>
      </div>
    </div>
  );
}
