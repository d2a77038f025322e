import type { InputHTMLAttributes } from 'react';
import { FormField, type TFormFieldProps } from './form-field';

type TInputFieldProps = Omit<TFormFieldProps, 'children' | 'className'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'> & {
    /** More classes on the field (e.g. `field--inline`). */
    fieldClassName?: string;
  };

/**
 * A labelled one-line input in the one FormField, for a value the screen keeps itself (no form
 * library): the text in its own direction; the other props go to the input.
 */
export function InputField({
  label,
  hint,
  error,
  isErrorAlert,
  id,
  hintBelow,
  after,
  fieldClassName,
  labelClassName,
  ...input
}: TInputFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      isErrorAlert={isErrorAlert}
      id={id}
      hintBelow={hintBelow}
      after={after}
      className={fieldClassName}
      labelClassName={labelClassName}
    >
      {(control) => <input dir="auto" {...control} className="field__input" {...input} />}
    </FormField>
  );
}
