import { useId, type ComponentProps } from 'react';
import { CheckField } from '../../components/check-field';
import { useTranslation } from '../../i18n/i18n';

/** A brand colour typed as #rrggbb, with a swatch; empty means the default. */
export function ColourField(props: {
  label: string;
  value: string;
  /** The server's words when it refused the colour. */
  error?: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const valid = /^#[0-9a-f]{6}$/i.test(props.value);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t('branding.theme.colourHint')}
      </p>
      <div className="branding__colour">
        <input
          dir="auto"
          id={id}
          className="field__input field__input--narrow"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-describedby={props.error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={props.error ? true : undefined}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value.trim() || null)}
        />
        <span
          className="branding__swatch"
          aria-hidden="true"
          style={{ background: valid ? props.value : 'transparent' }}
        />
      </div>
      {props.error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox with a hint under it. */
export function BrandCheck(props: Omit<ComponentProps<typeof CheckField>, 'className'>) {
  return <CheckField className="branding__check" {...props} />;
}
