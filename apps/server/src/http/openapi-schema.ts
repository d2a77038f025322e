import { ZApiErrorSchema } from '@crowdeck/core';

/** Route-schema part that marks a route as needing `Authorization: Bearer <token>` in OpenAPI. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The error bodies an authenticated route can answer, for its `schema.response`. */
export const AUTHED_ERROR_RESPONSES = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  404: ZApiErrorSchema,
  409: ZApiErrorSchema,
} as const;

/** The error bodies an account route can answer (bad input, sign-in, conflicts, rate limits). */
export const ACCOUNT_ERROR_RESPONSES = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  409: ZApiErrorSchema,
  429: ZApiErrorSchema,
} as const;
