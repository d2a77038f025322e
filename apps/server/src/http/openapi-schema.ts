import { ZApiErrorSchema } from '@crowdeck/core';
import type { preHandlerAsyncHookHandler } from 'fastify';

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

/**
 * The options of a route behind `preHandler` (the bearer sign-in): its OpenAPI tags, bearer
 * security, and `errors` among its response bodies (a body of the route's own wins).
 */
export function authedRoute<TErrors extends object>(
  preHandler: preHandlerAsyncHookHandler,
  tags: string[],
  errors: TErrors,
) {
  return <TSchema extends { response: object }>(summary: string, schema: TSchema) => ({
    preHandler,
    schema: {
      tags,
      security: BEARER_SECURITY,
      summary,
      ...schema,
      response: { ...errors, ...schema.response },
    },
  });
}
