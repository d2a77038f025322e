import { useId, useState } from 'react';

interface TNumberFieldProps {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Takes decimals (any step), not only whole numbers. */
  decimal?: boolean;
  /** Why the value cannot be saved as it stands (another field decides), shown below it. */
  error?: string | null;
}

/** A whole-number field that keeps what is typed and passes on only values within min..max. */
export function NumberField(props: TNumberFieldProps) {
  const { label, hint, value, min, max, onChange, decimal, error } = props;
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const accepts = (n: number) => (decimal ? Number.isFinite(n) : Number.isInteger(n));
  const parsed = Number(draft);
  const isValid = draft.trim() !== '' && accepts(parsed) && parsed >= min && parsed <= max;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        className="field__input field__input--narrow"
        type="number"
        inputMode={decimal ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={decimal ? 'any' : 1}
        value={draft}
        aria-invalid={isValid && !error ? undefined : true}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        onChange={(event) => {
          setDraft(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value.trim() !== '' && accepts(next) && next >= min && next <= max)
            onChange(next);
        }}
        onBlur={() => {
          if (!isValid) setDraft(String(value));
        }}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
