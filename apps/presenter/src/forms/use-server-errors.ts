import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { en } from '../i18n/en';
import { pickServerFieldErrors } from './server-field-errors';

const KNOWN_CODES: ReadonlySet<string> = new Set(
  Object.keys(en)
    .filter((key) => key.startsWith('validation.'))
    .map((key) => key.slice('validation.'.length)),
);

/**
 * Puts the server's field problems under the matching inputs; returns whether any was placed, so
 * the caller shows the form-level alert only for failures that belong to no field.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
) {
  return useCallback(
    (error: unknown): boolean => {
      const problems = pickServerFieldErrors(error, formFields, aliases, KNOWN_CODES);
      problems.forEach((problem, index) =>
        setError(
          problem.field,
          { type: 'server', message: problem.message },
          { shouldFocus: index === 0 },
        ),
      );
      return problems.length > 0;
    },
    // The field list and aliases are constants of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setError],
  );
}
