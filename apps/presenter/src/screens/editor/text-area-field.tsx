import { FormField } from '../../components/form-field';
import { TakenNote, useFieldLock } from './coedit/field-lock';

/** A labelled multi-line text field of the editor, with its hint and, optionally, a counter. */
export function TextAreaField(props: {
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  rows: number;
  withCounter?: boolean;
  /** Co-editing: the field's key (taken while typing, read-only while another editor has it). */
  lockKey: string;
  onChange: (value: string) => void;
}) {
  const lock = useFieldLock(props.lockKey);
  return (
    <FormField
      label={props.label}
      hint={props.hint}
      hintBelow
      after={
        <>
          <TakenNote holder={lock.holder} id={lock.hintId} />
          {props.withCounter && (
            <p className="field__hint field__counter" aria-hidden="true">
              <bdi dir="ltr">
                {props.value.length}/{props.maxLength}
              </bdi>
            </p>
          )}
        </>
      }
    >
      {(control) => (
        <textarea
          dir="auto"
          {...control}
          {...lock.inputProps(control['aria-describedby'])}
          className="field__input field__textarea"
          rows={props.rows}
          value={props.value}
          maxLength={props.maxLength}
          onChange={(event) => {
            lock.typed();
            props.onChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}
