import { useState, type FormEvent } from 'react';
import { FONT_FAMILIES, type TOrganisationBranding } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../api/api-error';
import { useSaveOrganisationBranding } from '../../api/organisation-branding';
import { useValidationText } from '../../forms/use-validation-text';
import { FormAlert } from '../../components/form-alert';
import { FormSubmitRow } from '../../components/form-submit-row';
import { OptionalChoiceSelect } from '../../components/choice-select';
import { toast } from '../../components/toasts';
import { useErrorMessage } from '../../i18n/use-error-message';
import { AudienceHostStatus } from './audience-host-status';
import { BrandCheck, ColourField } from './branding-fields';
import { FontUpload, LogoUpload } from './brand-uploads';
import { PaletteField } from './palette-field';
import { FormField } from '../../components/form-field';
import { InputField } from '../../components/input-field';

/** The branding form: theme, lock, and (on Custom) white label with an own audience domain. */
export function BrandingForm({ initial }: { initial: TOrganisationBranding }) {
  const { t } = useTranslation();
  const save = useSaveOrganisationBranding();
  const failure = useErrorMessage(save.error);
  const translate = useValidationText();
  /** The server's words for one field of the last save, if it refused that field. */
  const fieldError = (name: string) => {
    const found = save.error instanceof ApiError ? save.error.fields?.[name] : undefined;
    return found ? translate(found.code) : undefined;
  };
  const hostError = fieldError('audienceHost');
  const [theme, setTheme] = useState(initial.theme);
  const [themeLocked, setThemeLocked] = useState(initial.themeLocked);
  const [whiteLabel, setWhiteLabel] = useState(initial.whiteLabel);
  const [audienceHost, setAudienceHost] = useState(initial.audienceHost ?? '');
  const change = (patch: Partial<typeof theme>) =>
    setTheme((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        theme,
        themeLocked,
        ...(initial.customPlan
          ? { whiteLabel, audienceHost: audienceHost.trim() ? audienceHost.trim() : null }
          : {}),
      },
      { onSuccess: () => toast.success(t('branding.saved')) },
    );
  };

  return (
    <form className="branding card section-card" onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} />
      <h2 className="section-card__title">{t('branding.theme.heading')}</h2>
      <LogoUpload url={theme.logoUrl ?? null} onChange={(logoUrl) => change({ logoUrl })} />
      <ColourField
        label={t('branding.theme.primary')}
        value={theme.primaryColour ?? ''}
        error={fieldError('theme.primaryColour')}
        onChange={(primaryColour) => change({ primaryColour })}
      />
      <ColourField
        label={t('branding.theme.background')}
        value={theme.backgroundColour ?? ''}
        error={fieldError('theme.backgroundColour')}
        onChange={(backgroundColour) => change({ backgroundColour })}
      />
      <PaletteField value={theme.palette ?? []} onChange={(palette) => change({ palette })} />
      <FormField label={t('branding.theme.font')} id="branding-font">
        {(control) => (
          <OptionalChoiceSelect<string>
            {...control}
            className="field__input"
            blank={t('branding.theme.fontDefault')}
            choices={FONT_FAMILIES.map((font) => font.family)}
            value={theme.fontFamily ?? null}
            label={(family) => family}
            onChange={(fontFamily) => change({ fontFamily })}
          />
        )}
      </FormField>
      <FontUpload url={theme.fontUrl ?? null} onChange={(fontUrl) => change({ fontUrl })} />
      <BrandCheck
        label={t('branding.lock.label')}
        hint={t('branding.lock.hint')}
        checked={themeLocked}
        onChange={setThemeLocked}
      />

      <h2 className="section-card__title">{t('branding.whiteLabel.heading')}</h2>
      {!initial.customPlan && <p className="field__hint">{t('branding.whiteLabel.customOnly')}</p>}
      <BrandCheck
        label={t('branding.whiteLabel.label')}
        hint={t('branding.whiteLabel.hint')}
        checked={whiteLabel}
        disabled={!initial.customPlan}
        onChange={setWhiteLabel}
      />
      <InputField
        id="branding-host"
        label={t('branding.host.label')}
        hint={t('branding.host.hint')}
        error={hostError}
        isErrorAlert
        after={initial.customPlan && <AudienceHostStatus branding={initial} />}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        disabled={!initial.customPlan}
        value={audienceHost}
        onChange={(event) => setAudienceHost(event.target.value)}
      />
      <FormSubmitRow isPending={save.isPending} pendingLabel={t('branding.saving')}>
        {t('branding.save')}
      </FormSubmitRow>
    </form>
  );
}
