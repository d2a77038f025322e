import { z } from 'zod';
import { getValidationMessage, VALIDATION_MESSAGES } from './validation-messages';

/** Problem with one input field: a stable code and its text in the default language. */
export const ZFieldErrorSchema = z.object({ code: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldErrorSchema>;

/** Every error the API answers: a stable code, a plain message and, for bad input, each bad field. */
export const ZApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), ZFieldErrorSchema).optional(),
  /** Names a refusal finer than `code`, for the apps' catalogues (`refusal.<reason>`). */
  reason: z.string().optional(),
  /** Values the reason's text needs (a plan id, an ISO date, a status). */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

/**
 * Error codes the HTTP API uses, the one list of them (the live socket's codes are
 * LIVE_ERROR_CODES in live/live-schemas.ts). Clients key their messages on these.
 */
export const API_ERROR_CODES = {
  invalidInput: 'invalid_input',
  unauthorized: 'unauthorized',
  invalidCredentials: 'invalid_credentials',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  notAcceptable: 'not_acceptable',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  invalidResetToken: 'invalid_reset_token',
  /** A Pro feature (custom font, logo) asked for on the Free plan. */
  proRequired: 'plan.proRequired',
  paymentProviderUnavailable: 'payment_provider_unavailable',
  paymentsNotConfigured: 'payments_not_configured',
  /** A format the endpoint does not offer (oEmbed's xml). */
  notImplemented: 'not_implemented',
  internal: 'internal_error',
} as const;
export type TApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/**
 * Refusals the HTTP API names beyond their code, each worded by the apps as `refusal.<reason>`
 * (the English catalogue must have every one: en.test.ts checks it).
 */
export const REFUSAL_REASONS = [
  'embed.tooMany',
  'billing.alreadyOnPlan',
  'billing.alreadyOnPlanRenews',
  'billing.customIncludesPro',
  'billing.nothingRenews',
  'billing.checkoutClosed',
  'billing.noSandboxPeriod',
  'reports.runActive',
  'remote.pairingGone',
  'deck.changedElsewhere',
  'account.lastOwner',
] as const;
export type TRefusalReason = (typeof REFUSAL_REASONS)[number];

/** Turns zod issues into the API's `fields` map: the first problem of each field, by path. */
export function toFieldErrors(error: z.ZodError): Record<string, TFieldError> {
  const fields: Record<string, TFieldError> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) fields[[...issue.path, name].join('.')] ??= unknownField();
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (fields[key]) continue;
    const code = toValidationCode(issue);
    fields[key] = { code, message: getValidationMessage(code) };
  }
  return fields;
}

function toValidationCode(issue: z.core.$ZodIssue): string {
  if (issue.message in VALIDATION_MESSAGES) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'required';
  if (issue.code === 'invalid_type') return 'invalidType';
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  return issue.message;
}

function unknownField(): TFieldError {
  return { code: 'unknownField', message: getValidationMessage('unknownField') };
}
