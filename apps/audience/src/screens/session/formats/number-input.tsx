import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { FieldError } from '../../card-page';
import { formatValue } from '../../../lib/format-number';
import type { TFormatInputProps } from './format-input';
import { FormatForm } from './format-form';

/** Numeric guess: a slider and a number field kept in step, between the slide's min and max. */
export function NumberInput(props: TFormatInputProps): ReactNode {
  const { t } = useTranslation();
  const { slide, locked, status } = props;
  const min = slide.settings?.min ?? 0;
  const max = slide.settings?.max ?? 100;
  const step = slide.settings?.step ?? 1;
  /** The field and the slider take the same values. */
  const range = { min, max, step };
  const [value, setValue] = useState(() => snap((min + max) / 2, min, max, step));
  const [typed, setTyped] = useState(String(value));
  const hintId = useId();
  const typedNumber = Number(typed.replace(',', '.'));
  const valid =
    typed.trim() !== '' && Number.isFinite(typedNumber) && typedNumber >= min && typedNumber <= max;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || !valid) return;
    const n = snap(typedNumber, min, max, step);
    setValue(n);
    setTyped(String(n));
    props.onSubmit({ number: n });
  };
  return (
    <FormatForm onSubmit={onSubmit} status={status} disabled={locked || !valid}>
      <label htmlFor="number-answer">{t('formats.numberLabel')}</label>
      <input
        id="number-answer"
        className="text-input number-field"
        type="number"
        inputMode="decimal"
        {...range}
        value={typed}
        readOnly={locked}
        aria-describedby={hintId}
        onChange={(e) => {
          setTyped(e.target.value);
          const n = Number(e.target.value);
          if (Number.isFinite(n) && n >= min && n <= max) setValue(n);
        }}
      />
      <input
        className="number-slider"
        type="range"
        {...range}
        value={value}
        disabled={locked}
        aria-label={t('formats.numberSlider')}
        onChange={(e) => {
          const n = Number(e.target.value);
          setValue(n);
          setTyped(String(n));
        }}
      />
      <p className="hint" id={hintId}>
        {t('formats.numberRange', { min: formatValue(min), max: formatValue(max) })}
      </p>
      <FieldError
        message={
          !valid && typed.trim() !== ''
            ? t('formats.numberOutside', { min: formatValue(min), max: formatValue(max) })
            : null
        }
      />
    </FormatForm>
  );
}

/** The nearest value on the slider. */
function snap(n: number, min: number, max: number, step: number): number {
  const steps = Math.round((n - min) / step);
  const value = Math.min(max, Math.max(min, min + steps * step));
  // Decimal steps: keep the step's precision (0.1 + 0.2 would show 0.30000000000000004).
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}
