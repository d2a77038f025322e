/**
 * Validation messages in the default language, keyed by the code the schemas emit.
 * The server answers with both code and text; clients translate the code through their catalogue.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  invalidType: 'This value has the wrong type.',
  unknownField: 'This field is not expected.',
  'name.tooShort': 'Enter your name.',
  'name.tooLong': 'Use at most 80 characters.',
  'email.invalid': 'Enter a valid email address, like name@example.com.',
  'email.tooLong': 'Use at most 254 characters.',
  'password.tooShort': 'Use at least 8 characters.',
  'password.tooLong': 'Use at most 128 characters.',
  'password.common': 'This password is too common. Choose one that is harder to guess.',
  'password.required': 'Enter your password.',
  'currentPassword.required': 'Enter your current password.',
  'currentPassword.wrong': 'Your current password is not right.',
  'token.invalid': 'This reset link is not valid.',
  'email.taken': 'An account with this email already exists.',
  'update.empty': 'Change at least one field.',
} as const;

export type TValidationCode = keyof typeof VALIDATION_MESSAGES;

/** Text of a validation code in the default language (unknown codes are passed through). */
export function getValidationMessage(code: string): string {
  return (VALIDATION_MESSAGES as Record<string, string>)[code] ?? code;
}
