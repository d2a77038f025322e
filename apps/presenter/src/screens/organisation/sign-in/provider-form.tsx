import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { SSO_PROTOCOLS, ZSsoSettingsRequestSchema, type TSsoSettings } from '@crowdeck/core';
import { saveSsoSettings, SSO_SETTINGS_QUERY_KEY } from '../../../api/sso';
import { FormAlert } from '../../../components/form-alert';
import { FormSubmitRow } from '../../../components/form-submit-row';
import { fieldOf } from '../../../forms/field-of';
import { PasswordField, TextField, UrlField } from '../../../components/text-field';
import { toast } from '../../../components/toasts';
import { useFormSubmission } from '../../../forms/use-form-submission';
import { useTranslation } from '../../../i18n/i18n';
import {
  formValuesOf,
  toRequest,
  ZProviderFormSchema,
  type TProviderFormValues,
} from './provider-form-values';
import { SamlFields, SamlServiceProviderDetails } from './saml-fields';
import { SectionCard } from '../../../components/section-card';

/** OpenID Connect or SAML 2.0 settings of the organisation's identity provider and "SSO required". */
export function ProviderForm({ settings }: { settings: TSsoSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<TProviderFormValues>({
    resolver: zodResolver(ZProviderFormSchema),
    defaultValues: formValuesOf(settings),
  });
  const { errors } = form.formState;
  const protocol = useWatch({ control: form.control, name: 'protocol' });
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: [
      'protocol',
      'issuer',
      'clientId',
      'clientSecret',
      'samlEntryPoint',
      'samlIdpEntityId',
      'samlIdpCert',
      'samlIdpMetadata',
      'ssoRequired',
    ],
    send: (values) => saveSsoSettings(ZSsoSettingsRequestSchema.parse(toRequest(values))),
    onSuccess: (saved) => {
      queryClient.setQueryData(SSO_SETTINGS_QUERY_KEY, saved);
      // What the server kept, and what metadata filled in, replace what was typed.
      form.reset(formValuesOf(saved));
      toast.success(t('ssoSettings.saved'));
    },
  });

  return (
    <SectionCard id="sso-provider" label={t('ssoSettings.providerTitle')}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <fieldset className="sso-protocol">
          <legend>{t('ssoSettings.protocol')}</legend>
          {SSO_PROTOCOLS.map((value) => (
            <label key={value} className="room-qa__check">
              <input type="radio" value={value} {...form.register('protocol')} />
              {t(value === 'saml' ? 'ssoSettings.protocolSaml' : 'ssoSettings.protocolOidc')}
            </label>
          ))}
        </fieldset>
        {protocol === 'oidc' ? (
          <>
            {!settings.available && (
              <p className="notice notice--error" role="alert">
                {t('ssoSettings.unavailable')}
              </p>
            )}
            <p className="section-card__text">
              {t('ssoSettings.redirectUri')}: <code>{settings.redirectUri}</code>
            </p>
            <UrlField
              label={t('ssoSettings.issuer')}
              hint={t('ssoSettings.issuerHint')}
              {...fieldOf(form, 'issuer')}
            />
            <TextField
              label={t('ssoSettings.clientId')}
              spellCheck={false}
              autoComplete="off"
              {...fieldOf(form, 'clientId')}
            />
            <PasswordField
              label={t('ssoSettings.clientSecret')}
              isNew
              {...(settings.hasSecret && { hint: t('ssoSettings.clientSecretKept') })}
              {...fieldOf(form, 'clientSecret')}
            />
          </>
        ) : (
          <>
            <SamlServiceProviderDetails settings={settings} />
            <SamlFields
              register={(name) => form.register(name)}
              errors={{
                samlEntryPoint: errors.samlEntryPoint?.message,
                samlIdpEntityId: errors.samlIdpEntityId?.message,
                samlIdpCert: errors.samlIdpCert?.message,
                samlIdpMetadata: errors.samlIdpMetadata?.message,
              }}
            />
          </>
        )}
        <div className="field">
          <label className="room-qa__check">
            <input
              type="checkbox"
              aria-describedby="sso-required-hint"
              {...form.register('ssoRequired')}
            />
            {t('ssoSettings.required')}
          </label>
          <p id="sso-required-hint" className="field__hint">
            {t('ssoSettings.requiredHint')}
          </p>
        </div>
        <FormSubmitRow isPending={mutation.isPending} pendingLabel={t('ssoSettings.saving')}>
          {t('ssoSettings.save')}
        </FormSubmitRow>
      </form>
    </SectionCard>
  );
}
