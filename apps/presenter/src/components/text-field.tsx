import { useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/i18n';
import { useValidationText } from '../forms/use-validation-text';
import { FormField } from './form-field';

interface TTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  /** Always-visible help under the label, e.g. the password length. */
  hint?: string;
  /** A validation code or server text; shown under the field. */
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

/** A labelled input (with a show/hide button for passwords) in the one FormField. */
export function TextField({
  label,
  hint,
  error,
  registration,
  type = 'text',
  ...rest
}: TTextFieldProps) {
  const { t } = useTranslation();
  const translate = useValidationText();
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <FormField label={label} hint={hint} error={error ? translate(error) : undefined}>
      {(control) => (
        <div className="field__control">
          <input
            dir="auto"
            className="field__input"
            type={isPassword && isRevealed ? 'text' : type}
            {...control}
            {...rest}
            {...registration}
          />
          {isPassword && (
            <button
              type="button"
              className="field__reveal"
              aria-label={isRevealed ? t('form.hidePassword') : t('form.showPassword')}
              aria-controls={control.id}
              onClick={() => setIsRevealed((value) => !value)}
            >
              {isRevealed ? t('form.hide') : t('form.show')}
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}

/** An email address: the email keyboard, the browser's autofill, no spell check. */
export function EmailField(props: Omit<TTextFieldProps, 'type'>) {
  return (
    <TextField type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />
  );
}

/** A web address: the URL keyboard, no spell check and no autofill. */
export function UrlField(props: Omit<TTextFieldProps, 'type'>) {
  return <TextField type="url" inputMode="url" spellCheck={false} autoComplete="off" {...props} />;
}

/** A password, hidden as typed: a new one (the policy's hint) or the current one, for autofill. */
export function PasswordField({
  isNew = false,
  ...props
}: Omit<TTextFieldProps, 'type' | 'autoComplete'> & { isNew?: boolean }) {
  return (
    <TextField
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      {...props}
    />
  );
}
