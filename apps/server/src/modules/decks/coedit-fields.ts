/**
 * Co-editing: what a save of text fields did, field by field. A field whose stored value is no
 * longer the base the editor sent (another editor saved it meanwhile) is still saved — last
 * writer wins — and the value it replaced is kept as `overwritten`, so that editor is told and
 * sees their text. Empty and missing texts are the same value,
 * and replacing an empty text loses nothing.
 */
export function savedFields<TField extends string>(
  prefix: string,
  fields: readonly TField[],
  current: Partial<Record<TField, string | null | undefined>>,
  input: Partial<Record<TField, string | null | undefined>>,
  base: Partial<Record<TField, string | null | undefined>> | undefined,
): { field: string; value: string | null; overwritten: string | null }[] {
  const text = (value: string | null | undefined) => value ?? '';
  return fields.flatMap((field) => {
    const value = input[field];
    if (value === undefined) return [];
    const stored = text(current[field]);
    const sentBase = base?.[field];
    const replacedNewer =
      sentBase !== undefined &&
      stored !== '' &&
      stored !== text(sentBase) &&
      stored !== text(value);
    return [
      { field: `${prefix}:${field}`, value: value, overwritten: replacedNewer ? stored : null },
    ];
  });
}
