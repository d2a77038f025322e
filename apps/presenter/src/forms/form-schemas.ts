import { z } from 'zod';
import {
  ZEmailSchema,
  ZOrganisationRoleSchema,
  ZResetPasswordRequestSchema,
  ZUpdatePasswordRequestSchema,
  ZUserNameSchema,
} from '@crowdeck/core';

const MISMATCH = 'password.mismatch';

/** Reset form: the new password (core rules) typed twice. */
export const ZResetPasswordFormSchema = z
  .object({
    password: ZResetPasswordRequestSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MISMATCH,
    path: ['confirmPassword'],
  });

/** Change-password form: current and new password (core rules) plus the confirmation. */
export const ZChangePasswordFormSchema = z
  .object({
    currentPassword: ZUpdatePasswordRequestSchema.shape.currentPassword,
    newPassword: ZUpdatePasswordRequestSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MISMATCH,
    path: ['confirmPassword'],
  });

/** Whether an edited email differs from the saved one (case and spaces do not count). */
export function isEmailChanged(savedEmail: string, editedEmail: string): boolean {
  return savedEmail.trim().toLowerCase() !== editedEmail.trim().toLowerCase();
}

/** Profile form of a user: the current password is required only when the email changes. */
export function makeProfileFormSchema(savedEmail: string) {
  return z
    .object({ name: ZUserNameSchema, email: ZEmailSchema, currentPassword: z.string() })
    .superRefine((form, ctx) => {
      if (isEmailChanged(savedEmail, form.email) && form.currentPassword === '') {
        ctx.addIssue({
          code: 'custom',
          message: 'currentPassword.required',
          path: ['currentPassword'],
        });
      }
    });
}
export type TProfileForm = z.infer<ReturnType<typeof makeProfileFormSchema>>;

/** The update body: only what changed; the current password only with a new email. Null if nothing changed. */
export function toProfileUpdate(
  saved: { name: string; email: string },
  form: TProfileForm,
): { name?: string; email?: string; currentPassword?: string } | null {
  const body: { name?: string; email?: string; currentPassword?: string } = {};
  if (form.name !== saved.name) body.name = form.name;
  if (isEmailChanged(saved.email, form.email)) {
    body.email = form.email;
    body.currentPassword = form.currentPassword;
  }
  return Object.keys(body).length ? body : null;
}

/** Invite form: core's request without its default role (the select always sends one). */
export const ZInviteFormSchema = z.object({ email: ZEmailSchema, role: ZOrganisationRoleSchema });
export type TInviteForm = z.infer<typeof ZInviteFormSchema>;
