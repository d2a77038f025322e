import { useContext, useEffect, useRef, useState } from 'react';
import {
  Input,
  Label,
  NumberField as AriaNumberField,
  NumberFieldStateContext,
  Text,
} from 'react-aria-components';

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

/**
 * Passes on each value typed that is within min..max as it is typed (the editor saves as you
 * type), and reports whether what stands in the field is one.
 */
function LiveValue(props: {
  accepts: (n: number) => boolean;
  onValue: (n: number) => void;
  onValidity: (isValid: boolean) => void;
}) {
  const state = useContext(NumberFieldStateContext);
  const parsed = state?.numberValue ?? Number.NaN;
  const isValid = props.accepts(parsed);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // Only a change of what is typed reports, so a parent that re-renders is not called again.
  useEffect(() => {
    latest.current.onValidity(isValid);
    if (isValid) latest.current.onValue(parsed);
  }, [parsed, isValid]);
  return null;
}

/** A number field on React Aria's: typed in the app's language, kept within min..max. */
export function NumberField(props: TNumberFieldProps) {
  const { label, hint, value, min, max, onChange, decimal, error } = props;
  // The field shows what is typed; `shown` moves only when a value is committed (blur, Enter).
  const [shown, setShown] = useState(value);
  const [isValid, setIsValid] = useState(true);
  const typedIsValid = useRef(true);
  const lastGood = useRef(value);
  const accepts = (n: number) =>
    (decimal ? Number.isFinite(n) : Number.isInteger(n)) && n >= min && n <= max;
  const onValue = (n: number) => {
    lastGood.current = n;
    if (n !== value) onChange(n);
  };

  return (
    <AriaNumberField
      className="field"
      value={shown}
      minValue={min}
      maxValue={max}
      step={decimal ? undefined : 1}
      formatOptions={{ useGrouping: false, maximumFractionDigits: decimal ? 20 : 0 }}
      isInvalid={!isValid || Boolean(error)}
      onChange={(next) => {
        // What was typed and is out of range or not a number goes back to the last good value.
        const kept = typedIsValid.current && accepts(next) ? next : lastGood.current;
        setShown(kept);
        onValue(kept);
      }}
    >
      <Label className="field__label">{label}</Label>
      {hint && (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      )}
      <Input className="field__input field__input--narrow" />
      <LiveValue
        accepts={accepts}
        onValue={onValue}
        onValidity={(valid) => {
          typedIsValid.current = valid;
          setIsValid(valid);
        }}
      />
      {error ? (
        <Text slot="errorMessage" className="field__error" role="alert">
          {error}
        </Text>
      ) : null}
    </AriaNumberField>
  );
}
