import { useId, useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/i18n';
import { useValidationText } from '../forms/use-validation-text';

interface TTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  /** Always-visible help under the label, e.g. the password length. */
  hint?: string;
  /** A validation code or server text; shown under the field. */
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

/** A labelled input with its hint and inline error, wired for screen readers. */
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
  const id = useId();
  const [isRevealed, setIsRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="field__control">
        <input
          dir="auto"
          id={id}
          className="field__input"
          type={isPassword && isRevealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
          {...registration}
        />
        {isPassword && (
          <button
            type="button"
            className="field__reveal"
            aria-label={isRevealed ? t('form.hidePassword') : t('form.showPassword')}
            aria-controls={id}
            onClick={() => setIsRevealed((value) => !value)}
          >
            {isRevealed ? t('form.hide') : t('form.show')}
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {translate(error)}
        </p>
      )}
    </div>
  );
}
