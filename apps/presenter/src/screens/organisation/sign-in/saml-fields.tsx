import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TSsoSettings } from '@crowdeck/core';
import { FormField } from '../../../components/form-field';
import { TextField, UrlField } from '../../../components/text-field';
import { useValidationText } from '../../../forms/use-validation-text';
import { useTranslation } from '../../../i18n/i18n';

/** What the admin registers at their SAML IdP: our entity ID, ACS and metadata addresses. */
export function SamlServiceProviderDetails({ settings }: { settings: TSsoSettings }) {
  const { t } = useTranslation();
  return (
    <div className="section-card__text">
      <p>{t('ssoSettings.samlRegister')}</p>
      <dl className="sso-sp-details">
        <dt>{t('ssoSettings.samlSpEntityId')}</dt>
        <dd>
          <code>{settings.samlSpEntityId}</code>
        </dd>
        <dt>{t('ssoSettings.samlAcsUrl')}</dt>
        <dd>
          <code>{settings.samlAcsUrl}</code>
        </dd>
        <dt>{t('ssoSettings.samlMetadataUrl')}</dt>
        <dd>
          <a href={settings.samlMetadataUrl} target="_blank" rel="noreferrer">
            <code>{settings.samlMetadataUrl}</code>
          </a>
        </dd>
      </dl>
    </div>
  );
}

/** Pasted text (a PEM certificate, metadata XML): a monospace multi-line field. */
function PastedTextField(props: {
  label: string;
  hint: string;
  rows: number;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const translate = useValidationText();
  return (
    <FormField
      label={props.label}
      hint={props.hint}
      error={props.error ? translate(props.error) : undefined}
    >
      {(control) => (
        <textarea
          dir="auto"
          {...control}
          className="field__input field__textarea sso-pasted"
          rows={props.rows}
          spellCheck={false}
          autoComplete="off"
          {...props.registration}
        />
      )}
    </FormField>
  );
}

type TSamlField = 'samlEntryPoint' | 'samlIdpEntityId' | 'samlIdpCert' | 'samlIdpMetadata';

/** The SAML IdP's sign-in URL, entity ID and certificate, or its metadata to read them from. */
export function SamlFields(props: {
  register: (name: TSamlField) => UseFormRegisterReturn;
  errors: Partial<Record<TSamlField, string>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <UrlField
        label={t('ssoSettings.samlEntryPoint')}
        hint={t('ssoSettings.samlEntryPointHint')}
        error={props.errors.samlEntryPoint}
        registration={props.register('samlEntryPoint')}
      />
      <TextField
        label={t('ssoSettings.samlIdpEntityId')}
        hint={t('ssoSettings.samlIdpEntityIdHint')}
        spellCheck={false}
        autoComplete="off"
        error={props.errors.samlIdpEntityId}
        registration={props.register('samlIdpEntityId')}
      />
      <PastedTextField
        label={t('ssoSettings.samlIdpCert')}
        hint={t('ssoSettings.samlIdpCertHint')}
        rows={6}
        registration={props.register('samlIdpCert')}
        error={props.errors.samlIdpCert}
      />
      <PastedTextField
        label={t('ssoSettings.samlIdpMetadata')}
        hint={t('ssoSettings.samlIdpMetadataHint')}
        rows={4}
        registration={props.register('samlIdpMetadata')}
        error={props.errors.samlIdpMetadata}
      />
    </>
  );
}
