import type { BaseSyntheticEvent } from 'react';

/**
 * react-hook-form's `handleSubmit` returns a promise (validation, then our callback); React's
 * onSubmit ignores what it returns. Our callbacks never throw (failures go to the mutation's
 * state and the form's alert), so the promise is deliberately left to settle by itself.
 */
export function toSubmitHandler(
  submit: (event?: BaseSyntheticEvent) => Promise<void>,
): (event?: BaseSyntheticEvent) => void {
  return (event) => void submit(event);
}
