import { SubmitButton, type TSubmitButtonProps } from './submit-button';

/** The actions row under a form's fields when it holds only the form's submit button. */
export function FormSubmitRow(props: TSubmitButtonProps) {
  return (
    <div className="form__actions">
      <SubmitButton {...props} />
    </div>
  );
}
