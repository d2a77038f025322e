import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { describeFieldRefusal, refusalCode } from './field-refusal';

const refusal = (status: number, code: string, field: string, fieldCode: string) =>
  new ApiError({
    status,
    code,
    message: 'server words',
    fields: { [field]: { code: fieldCode, message: 'server words' } },
  });

describe('describeFieldRefusal', () => {
  it('words an organisation refusal by its validation code', () => {
    expect(
      describeFieldRefusal(refusal(409, 'conflict', 'role', 'organisation.lastOwner')),
    ).toEqual({ key: 'validation.organisation.lastOwner' });
    expect(
      describeFieldRefusal(refusal(403, 'forbidden', 'token', 'invitation.otherEmail')),
    ).toEqual({ key: 'validation.invitation.otherEmail' });
  });

  it('falls back to the words for the status when the code is unknown or absent', () => {
    expect(describeFieldRefusal(refusal(409, 'conflict', 'role', 'no.such.code'))).toEqual({
      key: 'errors.conflict',
    });
    expect(
      describeFieldRefusal(new ApiError({ status: 404, code: 'not_found', message: '' })),
    ).toEqual({ key: 'errors.notFound' });
  });

  it('names the first field code of a refusal', () => {
    expect(refusalCode(refusal(400, 'invalid_input', 'token', 'invitation.invalid'))).toBe(
      'invitation.invalid',
    );
    expect(refusalCode(new Error('x'))).toBeNull();
  });
});
