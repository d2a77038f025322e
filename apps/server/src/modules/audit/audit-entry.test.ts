import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-entry';

describe('changedFields', () => {
  it('names the fields whose values changed, and no others', () => {
    const before = { theme: { primaryColour: '#112233' }, themeLocked: false, whiteLabel: true };
    expect(changedFields(before, { themeLocked: true, whiteLabel: true })).toEqual(['themeLocked']);
    expect(changedFields(before, { theme: { primaryColour: '#445566' } })).toEqual(['theme']);
  });

  it('takes a theme saved with empty fields, or in another key order, as no change', () => {
    const before: Record<string, unknown> = { theme: null };
    expect(changedFields(before, { theme: { logoUrl: null, fontUrl: null } })).toEqual([]);
    const kept: Record<string, unknown> = { theme: { a: 1, b: 2 } };
    expect(changedFields(kept, { theme: { b: 2, a: 1, c: null } })).toEqual([]);
  });

  it('skips fields left out of the change', () => {
    expect(changedFields({ ssoRequired: true }, { ssoRequired: undefined })).toEqual([]);
  });
});
