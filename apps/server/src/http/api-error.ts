import {
  API_ERROR_CODES,
  getValidationMessage,
  type TApiError,
  type TApiErrorCode,
  type TFieldError,
  type TRefusalReason,
} from '@crowdeck/core';

/** An error the client is meant to see: HTTP status plus the API's error body. */
export class ApiError extends Error {
  override name = 'ApiError';
  /**
   * A finer code than `code` naming this refusal (`billing.nothingRenews`) and the values its
   * text needs, so each app words it in its user's language; `message` stays the English text.
   */
  reason?: { key: TRefusalReason; values?: Record<string, string | number> };

  constructor(
    readonly statusCode: number,
    readonly code: TApiErrorCode,
    message: string,
    readonly fields?: Record<string, TFieldError>,
    /** Seconds the client should wait before retrying (sent as Retry-After). */
    readonly retryAfterSec?: number,
  ) {
    super(message);
  }

  /** Names the refusal for the apps' catalogues (see `reason`); returns this error. */
  because(key: TRefusalReason, values?: Record<string, string | number>): this {
    this.reason = values ? { key, values } : { key };
    return this;
  }

  /** The JSON body sent to the client. */
  toBody(): TApiError {
    return {
      code: this.code,
      message: this.message,
      ...(this.fields && { fields: this.fields }),
      ...(this.reason && { reason: this.reason.key }),
      ...(this.reason?.values && { values: this.reason.values }),
    };
  }
}

/** One field error in the API's shape, with the default-language text of its code. */
export function fieldError(code: string): TFieldError {
  return { code, message: getValidationMessage(code) };
}

/** 400 naming the fields that need attention. */
export function invalidInput(fields: Record<string, TFieldError>): ApiError {
  return new ApiError(400, API_ERROR_CODES.invalidInput, 'Some fields need attention.', fields);
}

/** 400 for a single field, by validation code. */
export function invalidField(field: string, code: string): ApiError {
  return invalidInput({ [field]: fieldError(code) });
}

/** 401: no valid session. */
export function unauthorized(): ApiError {
  return new ApiError(401, API_ERROR_CODES.unauthorized, 'Please sign in again.');
}

/** 409 because the email already belongs to an account. */
export function emailTaken(): ApiError {
  return new ApiError(409, API_ERROR_CODES.conflict, 'An account with this email already exists.', {
    email: fieldError('email.taken'),
  });
}

/** 429 with the wait in seconds. */
export function tooManyRequests(retryAfterSec: number): ApiError {
  return new ApiError(
    429,
    API_ERROR_CODES.tooManyRequests,
    `Too many attempts. Try again in ${retryAfterSec} seconds.`,
    undefined,
    retryAfterSec,
  );
}

/** 404 for anything missing or not the caller's: the two are indistinguishable on purpose. */
export function notFound(): ApiError {
  return new ApiError(404, API_ERROR_CODES.notFound, 'Nothing is here.');
}

/** 403: a Pro feature (custom font, logo) on a Free plan; `what` names it. */
export function proRequired(what: string): ApiError {
  return new ApiError(403, API_ERROR_CODES.proRequired, `${what} Upgrade to Pro to use it.`);
}

/** 409 because the editor's join code is stale (the presentation was reset or changed elsewhere). */
export function uniqueCodeConflict(): ApiError {
  return new ApiError(
    409,
    API_ERROR_CODES.conflict,
    'This presentation changed elsewhere. Reload it and try again.',
    { uniqueCode: fieldError('uniqueCode.stale') },
  ).because('deck.changedElsewhere');
}

/** 409: a quiz question runs once; its results must be reset before it runs again. */
export function quizAlreadyRun(): ApiError {
  return new ApiError(409, API_ERROR_CODES.conflict, getValidationMessage('slide.quizAlreadyRun'), {
    slideId: fieldError('slide.quizAlreadyRun'),
  });
}

/** 409: the deck's current run has ended, so nothing could answer a question started now. */
export function questionRunEnded(): ApiError {
  return new ApiError(409, API_ERROR_CODES.conflict, getValidationMessage('slide.runEnded'), {
    slideId: fieldError('slide.runEnded'),
  });
}

/** 413 for a body or file over its limit. */
export function payloadTooLarge(message = 'The request body is too large.'): ApiError {
  return new ApiError(413, API_ERROR_CODES.payloadTooLarge, message);
}

/** 415 for an upload that is not one of the accepted image formats. */
export function unsupportedImage(): ApiError {
  return new ApiError(
    415,
    API_ERROR_CODES.unsupportedMediaType,
    'Upload a PNG, JPEG, WebP or GIF image.',
  );
}

/** A refusal about one field with a status other than 400: 403 (not yours to do) or 409 (conflict). */
export function fieldRefusal(status: 403 | 409, field: string, code: string): ApiError {
  return new ApiError(
    status,
    status === 403 ? API_ERROR_CODES.forbidden : API_ERROR_CODES.conflict,
    getValidationMessage(code),
    { [field]: fieldError(code) },
  );
}
