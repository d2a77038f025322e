import { describe, expect, it } from 'vitest';
import type { TFieldError } from '@crowdeck/core';
import { ApiError } from '../api/api-error';
import { pickServerFieldErrors } from './server-field-errors';

const known = new Set(['email.taken', 'password.common']);

/** A refusal of the input, naming the fields it is about. */
function invalidInput(fields: Record<string, TFieldError>) {
  return new ApiError({ status: 400, code: 'invalid_input', message: 'Invalid', fields });
}

describe('pickServerFieldErrors', () => {
  it('maps the fields of a conflict onto the form by name, keeping the code to translate', () => {
    const error = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'Conflict',
      fields: {
        email: { code: 'email.taken', message: 'An account with this email already exists.' },
      },
    });
    expect(pickServerFieldErrors(error, ['name', 'email', 'password'], {}, known)).toEqual([
      { field: 'email', message: 'email.taken' },
    ]);
  });

  it('renames API fields through aliases and ignores fields the form does not have', () => {
    const error = invalidInput({
      password: { code: 'password.common', message: 'Too common' },
      token: { code: 'token.invalid', message: 'Bad link' },
    });
    expect(
      pickServerFieldErrors(error, ['newPassword'], { password: 'newPassword' }, known),
    ).toEqual([{ field: 'newPassword', message: 'password.common' }]);
  });

  it("keeps the server's words for a code the client does not know", () => {
    const error = invalidInput({
      name: { code: 'name.reserved', message: 'That name is reserved.' },
    });
    expect(pickServerFieldErrors(error, ['name'], {}, known)).toEqual([
      { field: 'name', message: 'That name is reserved.' },
    ]);
  });

  it('gives nothing for errors without fields', () => {
    expect(pickServerFieldErrors(new Error('x'), ['name'])).toEqual([]);
  });
});
