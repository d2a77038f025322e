import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { APP_LANGUAGES } from '../constants/languages';
import { PLAN_IDS } from '../constants/plans';
import { oneTimeTokenSchema } from './ids';
import { singleLineText } from './text';

/** An email address, trimmed and lower-cased so that one address is one account. */
export const ZEmailSchema = z
  .string('required')
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, 'email.tooLong')
  .regex(z.regexes.email, 'email.invalid');

/** A new password: 8 to 128 characters (the server also refuses common passwords). */
export const ZNewPasswordSchema = z
  .string('required')
  .min(LIMITS.passwordMin, 'password.tooShort')
  .max(LIMITS.passwordMax, 'password.tooLong');

/** A password given to prove identity: only presence and the upper bound are checked. */
export const ZGivenPasswordSchema = z
  .string('password.required')
  .min(1, 'password.required')
  .max(LIMITS.passwordMax, 'password.tooLong');

/** A presenter's name: one line, at least one visible character. */
export const ZUserNameSchema = singleLineText({
  max: LIMITS.userNameMax,
  tooLong: 'name.tooLong',
  required: 'name.tooShort',
});

export const ZPlanIdSchema = z.enum(PLAN_IDS);

/** The signed-in user as the API returns it. */
export const ZUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: ZPlanIdSchema,
  /** The presenter app's language chosen in the account; null: the browser's. */
  language: z.enum(APP_LANGUAGES).nullable().optional(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** A user as the other members of their organisation see them (member lists, deck sharing). */
export const ZMemberIdentitySchema = z.object({
  userId: z.string(),
  ...ZUserSchema.pick({ name: true, email: true }).shape,
});

/** POST /api/users/create/ */
export const ZRegisterRequestSchema = z.strictObject({
  name: ZUserNameSchema,
  email: ZEmailSchema,
  password: ZNewPasswordSchema,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/** POST /api/auth/app/ */
export const ZLoginRequestSchema = z.strictObject({
  email: ZEmailSchema,
  password: ZGivenPasswordSchema,
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** Answer of register and login: an opaque bearer token and the user. */
export const ZAuthResponseSchema = z.object({ token: z.string(), user: ZUserSchema });
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>;

/**
 * PUT /api/users/update/: a new name, email and/or app language; changing the email needs the
 * current password.
 */
export const ZUpdateProfileRequestSchema = z
  .strictObject({
    name: ZUserNameSchema.optional(),
    email: ZEmailSchema.optional(),
    currentPassword: ZGivenPasswordSchema.optional(),
    language: z.enum(APP_LANGUAGES, 'language.invalid').nullable().optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.email !== undefined || body.language !== undefined,
    {
      message: 'update.empty',
      path: ['name'],
    },
  );
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

/** PUT /api/users/update-password/ */
export const ZUpdatePasswordRequestSchema = z.strictObject({
  currentPassword: z.string('currentPassword.required').min(1, 'currentPassword.required'),
  newPassword: ZNewPasswordSchema,
});
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequestSchema>;

/** POST /api/users/forgot-password/ */
export const ZForgotPasswordRequestSchema = z.strictObject({ email: ZEmailSchema });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;

/** POST /api/users/reset-password/: the token from the mailed link and the new password. */
export const ZResetPasswordRequestSchema = z.strictObject({
  token: oneTimeTokenSchema('token.invalid'),
  password: ZNewPasswordSchema,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

/** Plain acknowledgement for calls that return no object. */
export const ZOkResponseSchema = z.object({ ok: z.literal(true) });
