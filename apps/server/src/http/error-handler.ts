import { API_ERROR_CODES, toFieldErrors, type TApiError, type TApiErrorCode } from '@crowdeck/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, invalidInput } from './api-error';

/** Reports an unexpected error (to Sentry when it is on). */
export type TReportError = (error: unknown, request: FastifyRequest) => void;

/** Installs the handlers that turn every failure, and every unknown route, into a TApiError body. */
export function registerErrorHandlers(app: FastifyInstance, reportError?: TReportError): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError) return sendApiError(reply, apiError);
    request.log.error({ err: error }, 'unhandled error');
    reportError?.(error, request);
    const body: TApiError = {
      code: API_ERROR_CODES.internal,
      message: 'Something went wrong on our side. Please try again.',
    };
    return reply.status(500).send(body);
  });
}

/** Sends an ApiError with its status, body and Retry-After. */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.retryAfterSec !== undefined) reply.header('Retry-After', String(error.retryAfterSec));
  return reply.status(error.statusCode).send(error.toBody());
}

/** 404 body for an unknown route. */
export function notFoundBody(): TApiError {
  return { code: API_ERROR_CODES.notFound, message: 'Nothing is here.' };
}

function toApiError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The provider flattens zod issues; rebuild them so core's toFieldErrors names each field.
    const issues = error.validation.map((item) => ({
      ...item.params,
      code: item.keyword,
      message: item.message ?? '',
      path: item.instancePath.split('/').filter(Boolean),
    }));
    // Cast: the provider's flattened issues carry zod's fields again (code, path, message and params).
    return invalidInput(toFieldErrors(new z.ZodError(issues as z.core.$ZodIssue[])));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, API_ERROR_CODES.invalidInput, 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, API_ERROR_CODES.payloadTooLarge, 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        415,
        API_ERROR_CODES.unsupportedMediaType,
        'Send the request body as JSON.',
      );
  }
  // Other client errors raised by Fastify or its plugins keep their status, and its own code
  // where the API has one, so a client can tell "wrong method" from "bad field".
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const code = PLUGIN_STATUS_CODES[error.statusCode] ?? API_ERROR_CODES.invalidInput;
    return new ApiError(error.statusCode, code, 'The request is not valid.');
  }
  return null;
}

/** The API's code for a client-error status raised outside the routes' own ApiErrors. */
const PLUGIN_STATUS_CODES: Partial<Record<number, TApiErrorCode>> = {
  401: API_ERROR_CODES.unauthorized,
  403: API_ERROR_CODES.forbidden,
  404: API_ERROR_CODES.notFound,
  405: API_ERROR_CODES.methodNotAllowed,
  406: API_ERROR_CODES.notAcceptable,
  409: API_ERROR_CODES.conflict,
  413: API_ERROR_CODES.payloadTooLarge,
  415: API_ERROR_CODES.unsupportedMediaType,
  429: API_ERROR_CODES.tooManyRequests,
};
