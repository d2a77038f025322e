import multipart from '@fastify/multipart';
import { ZApiErrorSchema } from '@crowdeck/core';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidField, payloadTooLarge } from './api-error';

/** A scope whose routes are typed by their zod schemas. */
export type TMultipartApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The route-schema part that documents a multipart body. */
export const MULTIPART_BODY = { consumes: ['multipart/form-data'] };

/** The error bodies of an upload that is too large (413) or of a type the route does not take (415). */
export const UPLOAD_ERROR_RESPONSES = { 413: ZApiErrorSchema, 415: ZApiErrorSchema } as const;

/**
 * Registers the routes `register` adds in a scope of their own, the only one that parses
 * multipart bodies (so no other route accepts form bodies): one file of at most `fileMaxBytes`
 * and a few fields.
 */
export async function registerMultipartRoutes(
  app: FastifyInstance,
  fileMaxBytes: number,
  register: (api: TMultipartApi) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: fileMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    register(scope.withTypeProvider<ZodTypeProvider>());
  });
}

/**
 * The bytes of a multipart request's field `file`: 400 (`file.required`) when there is none,
 * 413 with `tooLargeMessage` when it is over the scope's limit.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  tooLargeMessage: string,
): Promise<Buffer> {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (!file || file.fieldname !== 'file') throw invalidField('file', 'file.required');
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(tooLargeMessage);
    throw error;
  });
}
