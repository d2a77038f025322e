import { isApiError } from '../api/api-error';

/** One server-reported problem mapped onto a form field: the field and its validation code or text. */
export interface TFormFieldError<TField extends string> {
  field: TField;
  message: string;
}

/**
 * The `fields` of a 400/409 answer that belong to this form, renamed through `aliases` when the
 * API names a field differently (e.g. reset's `password` shown as `newPassword`). The message is
 * the validation code, which the field translates; unknown codes keep the server's words.
 */
export function pickServerFieldErrors<TField extends string>(
  error: unknown,
  formFields: readonly TField[],
  aliases: Partial<Record<string, TField>> = {},
  knownCodes: ReadonlySet<string> = new Set(),
): TFormFieldError<TField>[] {
  if (!isApiError(error) || !error.fields) return [];
  const result: TFormFieldError<TField>[] = [];
  for (const [name, problem] of Object.entries(error.fields)) {
    const field = aliases[name] ?? (formFields as readonly string[]).find((f) => f === name);
    if (!field) continue;
    const message = knownCodes.has(problem.code) ? problem.code : problem.message || problem.code;
    result.push({ field: field as TField, message });
  }
  return result;
}
