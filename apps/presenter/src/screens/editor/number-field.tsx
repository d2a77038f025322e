import { useId, useState } from 'react';

interface TNumberFieldProps {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A whole-number field that keeps what is typed and passes on only values within min..max. */
export function NumberField({ label, hint, value, min, max, onChange }: TNumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const parsed = Number(draft);
  const isValid = draft.trim() !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max;
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
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft}
        aria-invalid={isValid ? undefined : true}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = Number(event.target.value);
          if (
            event.target.value.trim() !== '' &&
            Number.isInteger(next) &&
            next >= min &&
            next <= max
          )
            onChange(next);
        }}
        onBlur={() => {
          if (!isValid) setDraft(String(value));
        }}
      />
    </div>
  );
}
