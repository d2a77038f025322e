import type {
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';

/**
 * One field of a react-hook-form form as a TextField takes it: its registration and its error
 * (a validation code or the server's text), to spread on the field.
 */
export function fieldOf<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  name: Path<TValues>,
  options?: RegisterOptions<TValues, Path<TValues>>,
): { registration: UseFormRegisterReturn; error: string | undefined } {
  return {
    registration: form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
