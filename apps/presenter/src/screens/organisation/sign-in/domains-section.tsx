import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  domainVerificationRecord,
  ZClaimDomainRequestSchema,
  type TOrganisationDomain,
} from '@crowdeck/core';
import {
  claimDomain,
  fetchDomains,
  removeDomain,
  SSO_DOMAINS_QUERY_KEY,
  verifyDomain,
} from '../../../api/sso';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { FormSubmitRow } from '../../../components/form-submit-row';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toasts';
import { useFormSubmission } from '../../../forms/use-form-submission';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { isApiError } from '../../../api/api-error';
import { useValidationText } from '../../../forms/use-validation-text';
import { SectionCard } from '../../../components/section-card';

/** Claimed email domains: the TXT record to publish, Verify and Remove; a form to add one. */
export function DomainsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const domains = useQuery({ queryKey: SSO_DOMAINS_QUERY_KEY, queryFn: fetchDomains });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SSO_DOMAINS_QUERY_KEY });
  const [actionError, setActionError] = useState<unknown>(null);
  const translate = useValidationText();
  const genericText = useErrorMessage(actionError);
  // Verify and Remove name their problem on the domain (`domain.notVerified`): in the user's words.
  const fieldCode = isApiError(actionError)
    ? Object.values(actionError.fields ?? {})[0]?.code
    : null;
  const actionText = fieldCode ? translate(fieldCode) : genericText;
  const loadText = useErrorMessage(domains.error);

  const form = useForm({
    resolver: zodResolver(ZClaimDomainRequestSchema),
    defaultValues: { domain: '' },
  });
  const claim = useFormSubmission({
    form,
    fields: ['domain'],
    send: ({ domain }) => claimDomain(domain),
    onSuccess: () => {
      form.reset({ domain: '' });
      void refresh();
    },
  });
  const verify = useMutation({
    mutationFn: (domain: TOrganisationDomain) => verifyDomain(domain.id),
    onMutate: () => setActionError(null),
    onSuccess: (domain) => {
      toast.success(t('ssoSettings.verifiedToast', { domain: domain.domain }));
      void refresh();
    },
    onError: setActionError,
  });
  const remove = useMutation({
    mutationFn: (domain: TOrganisationDomain) => removeDomain(domain.id),
    onMutate: () => setActionError(null),
    onSuccess: (_, domain) => {
      toast.success(t('ssoSettings.removed', { domain: domain.domain }));
      void refresh();
    },
    onError: setActionError,
  });

  return (
    <SectionCard id="sso-domains" label={t('ssoSettings.domainsTitle')}>
      <p className="section-card__text">{t('ssoSettings.domainsIntro')}</p>
      {domains.isPending && <PageLoader inline />}
      {domains.isError && (
        <FormAlert message={`${t('ssoSettings.loadFailed')} ${loadText ?? ''}`} />
      )}
      <FormAlert message={actionText} />
      {domains.data?.domains.length === 0 && (
        <p className="section-card__text">{t('ssoSettings.noDomains')}</p>
      )}
      <ul className="sso-domains">
        {domains.data?.domains.map((domain) => (
          <li key={domain.id} className="sso-domains__item">
            <p>
              <strong>{domain.domain}</strong> —{' '}
              {domain.verifiedAt ? t('ssoSettings.verified') : t('ssoSettings.pending')}
            </p>
            {!domain.verifiedAt && (
              <p className="field__hint">
                {t('ssoSettings.txtRecord')}:{' '}
                <code className="sso-domains__record">
                  {domainVerificationRecord(domain.verificationToken)}
                </code>
              </p>
            )}
            <div className="form__actions">
              {!domain.verifiedAt && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={verify.isPending}
                  aria-busy={(verify.isPending && verify.variables.id === domain.id) || undefined}
                  onClick={() => verify.mutate(domain)}
                >
                  {verify.isPending && verify.variables.id === domain.id
                    ? t('ssoSettings.verifying')
                    : t('ssoSettings.verify', { domain: domain.domain })}
                </button>
              )}
              <button
                type="button"
                className="button button--ghost-danger button--small"
                disabled={remove.isPending}
                onClick={() => remove.mutate(domain)}
              >
                {t('ssoSettings.remove', { domain: domain.domain })}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <form className="form" onSubmit={claim.onSubmit} noValidate>
        <FormAlert message={claim.failureText} />
        <TextField
          label={t('ssoSettings.domain')}
          spellCheck={false}
          autoComplete="off"
          inputMode="url"
          error={form.formState.errors.domain?.message}
          registration={form.register('domain')}
        />
        <FormSubmitRow
          isPending={claim.mutation.isPending}
          pendingLabel={t('ssoSettings.claiming')}
        >
          {t('ssoSettings.claim')}
        </FormSubmitRow>
      </form>
    </SectionCard>
  );
}
