import { describe, expect, it } from 'vitest';
import { ZRegisterRequestSchema, ZUpdateProfileRequestSchema } from './auth';
import { toFieldErrors } from './errors';

describe('account schemas', () => {
  it('normalises the email so one address is one account', () => {
    const parsed = ZRegisterRequestSchema.parse({
      name: ' Ada ',
      email: '  Ada@Example.COM ',
      password: 'correct horse battery',
    });
    expect(parsed).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
  });

  it('names every bad field with a code and a plain message', () => {
    const result = ZRegisterRequestSchema.safeParse({ email: 'nope', password: 'short', role: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual({
      name: { code: 'required', message: 'This field is required.' },
      email: {
        code: 'email.invalid',
        message: 'Enter a valid email address, like name@example.com.',
      },
      password: { code: 'password.tooShort', message: 'Use at least 8 characters.' },
      role: { code: 'unknownField', message: 'This field is not expected.' },
    });
  });

  it('refuses passwords longer than 128 characters', () => {
    const result = ZRegisterRequestSchema.safeParse({
      name: 'A',
      email: 'a@b.co',
      password: 'x'.repeat(129),
    });
    expect(result.success).toBe(false);
  });

  it('requires a change in a profile update', () => {
    expect(ZUpdateProfileRequestSchema.safeParse({}).success).toBe(false);
    expect(ZUpdateProfileRequestSchema.safeParse({ name: 'New' }).success).toBe(true);
  });
});
