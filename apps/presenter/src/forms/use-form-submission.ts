import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useErrorMessage } from '../i18n/use-error-message';
import { useServerFieldErrors } from './use-server-errors';
import { toSubmitHandler } from './submit-handler';

/**
 * Sends a validated form to the API: server field problems land under their inputs, any other
 * failure becomes the form's alert text, and the mutation's state drives the submit button.
 */
export function useFormSubmission<TValues extends FieldValues, TResult>(options: {
  form: UseFormReturn<TValues>;
  fields: readonly Path<TValues>[];
  aliases?: Partial<Record<string, Path<TValues>>>;
  send: (values: TValues) => Promise<TResult>;
  onSuccess: (result: TResult, values: TValues) => void;
}) {
  const { form, fields, aliases, send, onSuccess } = options;
  const [failure, setFailure] = useState<unknown>(null);
  const applyFieldErrors = useServerFieldErrors(form.setError, fields, aliases);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess,
    onError: (error) => setFailure(applyFieldErrors(error) ? null : error),
  });
  const failureText = useErrorMessage(failure);
  const onSubmit = toSubmitHandler(
    form.handleSubmit((values) => {
      setFailure(null);
      mutation.mutate(values);
    }),
  );
  return { mutation, failureText, onSubmit, setFailure };
}
