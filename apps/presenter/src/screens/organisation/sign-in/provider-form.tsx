import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSsoSettingsRequestSchema, type TSsoSettings } from '@crowdeck/core';
import { saveSsoSettings, SSO_SETTINGS_QUERY_KEY } from '../../../api/sso';
import { FormAlert } from '../../../components/form-alert';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toasts';
import { useFormSubmission } from '../../../forms/use-form-submission';
import { useTranslation } from '../../../i18n/i18n';

/** The secret field may stay empty: the saved secret is kept then. */
const ZProviderFormSchema = ZSsoSettingsRequestSchema.extend({
  clientSecret: z.string().max(1024),
  ssoRequired: z.boolean(),
});

/** Issuer, client id and secret (never shown, only whether one is saved) and "SSO required". */
export function ProviderForm({ settings }: { settings: TSsoSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(ZProviderFormSchema),
    defaultValues: {
      issuer: settings.issuer ?? '',
      clientId: settings.clientId ?? '',
      clientSecret: '',
      ssoRequired: settings.ssoRequired,
    },
  });
  const { errors } = form.formState;
  const { mutation, failureText, onSubmit } = useFormSubmission({
    form,
    fields: ['issuer', 'clientId', 'clientSecret', 'ssoRequired'],
    send: ({ clientSecret, ...rest }) =>
      saveSsoSettings({ ...rest, ...(clientSecret.trim() && { clientSecret }) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SSO_SETTINGS_QUERY_KEY, saved);
      form.resetField('clientSecret');
      toast.success(t('ssoSettings.saved'));
    },
  });

  return (
    <section className="card section-card" aria-labelledby="sso-provider-title">
      <h2 id="sso-provider-title" className="section-card__title">
        {t('ssoSettings.providerTitle')}
      </h2>
      {!settings.available && (
        <p className="notice notice--error" role="alert">
          {t('ssoSettings.unavailable')}
        </p>
      )}
      <p className="section-card__text">
        {t('ssoSettings.redirectUri')}: <code>{settings.redirectUri}</code>
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failureText} />
        <TextField
          label={t('ssoSettings.issuer')}
          hint={t('ssoSettings.issuerHint')}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          error={errors.issuer?.message}
          registration={form.register('issuer')}
        />
        <TextField
          label={t('ssoSettings.clientId')}
          spellCheck={false}
          autoComplete="off"
          error={errors.clientId?.message}
          registration={form.register('clientId')}
        />
        <TextField
          label={t('ssoSettings.clientSecret')}
          type="password"
          autoComplete="new-password"
          {...(settings.hasSecret && { hint: t('ssoSettings.clientSecretKept') })}
          error={errors.clientSecret?.message}
          registration={form.register('clientSecret')}
        />
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
        <div className="form__actions">
          <SubmitButton isPending={mutation.isPending} pendingLabel={t('ssoSettings.saving')}>
            {t('ssoSettings.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
