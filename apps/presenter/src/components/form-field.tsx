import { useId, type ReactNode } from 'react';

/** What the field hands its control: the id its label points at and the ARIA wiring. */
export interface TFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface TFormFieldProps {
  label: string;
  /** Always-visible help under the label. */
  hint?: ReactNode;
  /** The error text (already translated), shown under the control. */
  error?: string | null | undefined;
  /** Replaces the field's generated id, for a control something else points at. */
  id?: string;
  /** Draws the control, spreading the given props on it. */
  children: (control: TFieldControlProps) => ReactNode;
}

/**
 * The one labelled form field: label, hint, control and error, the hint and error tied to the
 * control by aria-describedby and an error marking it aria-invalid.
 */
export function FormField({ label, hint, error, id: givenId, children }: TFormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
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
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
