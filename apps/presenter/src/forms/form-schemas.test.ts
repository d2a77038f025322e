import { describe, expect, it } from 'vitest';
import {
  makeProfileFormSchema,
  toProfileUpdate,
  ZChangePasswordFormSchema,
  ZResetPasswordFormSchema,
} from './form-schemas';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('password forms', () => {
  it('require the confirmation to match', () => {
    const result = ZResetPasswordFormSchema.safeParse({
      password: 'long enough',
      confirmPassword: 'other',
    });
    expect(firstMessage(result)).toEqual(['confirmPassword:password.mismatch']);
    const ok = ZChangePasswordFormSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'long enough',
      confirmPassword: 'long enough',
    });
    expect(ok.success).toBe(true);
  });

  it('apply the core length rule to the new password', () => {
    const result = ZResetPasswordFormSchema.safeParse({
      password: 'short',
      confirmPassword: 'short',
    });
    expect(firstMessage(result)).toEqual(['password:password.tooShort']);
  });
});

describe('profile form', () => {
  const saved = { name: 'Ada', email: 'ada@example.com' };
  const schema = makeProfileFormSchema(saved.email);

  it('asks for the current password only when the email changes', () => {
    expect(
      schema.safeParse({ name: 'Ada L', email: 'ada@example.com', currentPassword: '' }).success,
    ).toBe(true);
    const result = schema.safeParse({ name: 'Ada', email: 'new@example.com', currentPassword: '' });
    expect(firstMessage(result)).toEqual(['currentPassword:currentPassword.required']);
  });

  it('sends only what changed', () => {
    expect(
      toProfileUpdate(saved, { name: 'Ada L', email: 'ada@example.com', currentPassword: 'x' }),
    ).toEqual({
      name: 'Ada L',
    });
    expect(
      toProfileUpdate(saved, { name: 'Ada', email: 'new@example.com', currentPassword: 'pw' }),
    ).toEqual({
      email: 'new@example.com',
      currentPassword: 'pw',
    });
    expect(
      toProfileUpdate(saved, { name: 'Ada', email: 'ADA@example.com', currentPassword: '' }),
    ).toBeNull();
  });
});
