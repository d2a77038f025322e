import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  API_ERROR_CODES,
  API_PATHS,
  IMPORT_LIMITS,
  ZApiErrorSchema,
  ZIdParamsSchema,
  ZImportCapabilitiesSchema,
  ZImportFieldsSchema,
  ZImportJobSchema,
  toFieldErrors,
} from '@crowdeck/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, invalidField, invalidInput } from '../../http/api-error';
import { getAuth } from '../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../http/openapi-schema';
import { importFailureMessage } from './import-failure';
import type { TImportsService, TImportUpload } from './imports.service';

const tags = ['imports'];
const security = BEARER_SECURITY;
/** Longest file name kept for the job (the dialog shows it; the deck's title comes from it). */
const FILE_NAME_MAX = 200;

/**
 * `GET import/capabilities/`, `POST import/` (multipart: `file` and the fields of
 * ZImportFieldsSchema, in any order), `GET` and `DELETE import/<id>/`. Every call is the
 * signed-in owner's: someone else's deck or job answers 404.
 */
export async function registerImportRoutes(
  app: FastifyInstance,
  deps: {
    imports: TImportsService;
    authenticate: preHandlerAsyncHookHandler;
    beforeAnswer?: (jobId: string, request: IncomingMessage) => Promise<void>;
  },
): Promise<void> {
  const preHandler = deps.authenticate;
  const ownerId = (request: FastifyRequest) => getAuth(request).user.id;

  await app.register(async (scope) => {
    // Multipart is parsed in this scope only (as for image uploads), up to the import limit.
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_LIMITS.fileMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      API_PATHS.importCapabilities,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Which file formats this server can import (PDF always; PPTX with LibreOffice)',
          response: { 200: ZImportCapabilitiesSchema, 401: ZApiErrorSchema },
        },
      },
      async () => deps.imports.capabilities(),
    );

    api.post(
      API_PATHS.importJobs,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary:
            'Import a PDF or PowerPoint file into a deck (multipart "file"); answers the job at once',
          consumes: ['multipart/form-data'],
          response: {
            202: ZImportJobSchema,
            ...AUTHED_ERROR_RESPONSES,
            ...{ 413: ZApiErrorSchema, 415: ZApiErrorSchema },
            ...{ 422: ZApiErrorSchema, 429: ZApiErrorSchema },
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw invalidField('file', 'file.required');
        const workDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-import-'));
        try {
          const { upload, fields } = await receive(request, workDir);
          const parsed = ZImportFieldsSchema.safeParse(fields);
          if (!parsed.success) throw invalidInput(toFieldErrors(parsed.error));
          const owner = ownerId(request);
          const job = await deps.imports.start(owner, upload, parsed.data);
          await deps.beforeAnswer?.(job.id, request.raw);
          cancelIfGone(request, reply, () => deps.imports.cancel(owner, job.id));
          return reply.status(202).send(job);
        } catch (error) {
          await rm(workDir, { recursive: true, force: true });
          throw error;
        }
      },
    );

    api.get(
      `${API_PATHS.importJobs}:id/`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "An import's progress and outcome",
          params: ZIdParamsSchema,
          response: { 200: ZImportJobSchema, ...AUTHED_ERROR_RESPONSES },
        },
      },
      async (request) => deps.imports.get(ownerId(request), request.params.id),
    );

    api.delete(
      `${API_PATHS.importJobs}:id/`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Cancel an import (it stops between pages; nothing of the deck changes)',
          params: ZIdParamsSchema,
          response: { 200: ZImportJobSchema, ...AUTHED_ERROR_RESPONSES },
        },
      },
      async (request) => deps.imports.cancel(ownerId(request), request.params.id),
    );
  });
}

/**
 * A browser that gave up (cancel, closed tab) after its file fully arrived never learns the job's
 * id, so nobody could cancel it: when its connection is gone before the 202 is written, the job is
 * cancelled here.
 */
function cancelIfGone(
  request: FastifyRequest,
  reply: FastifyReply,
  cancel: () => Promise<unknown>,
): void {
  if (!reply.raw.destroyed && request.raw.socket?.destroyed !== true) return;
  cancel().catch((error: unknown) => {
    request.log.warn({ err: error }, 'import: cancel of an unanswered job failed');
  });
}

/** Streams the `file` part to `workDir` (never whole in memory) and collects the other fields. */
async function receive(
  request: FastifyRequest,
  workDir: string,
): Promise<{ upload: TImportUpload; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let upload: TImportUpload | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || upload) {
      part.file.resume();
      throw invalidField(part.fieldname, 'file.required');
    }
    const file = path.join(workDir, 'upload');
    try {
      await pipeline(part.file, createWriteStream(file));
    } catch (error) {
      if (Reflect.get(Object(error), 'code') === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (part.file.truncated) throw tooLarge();
    upload = { workDir, file, fileName: toFileName(part.filename) };
  }
  if (!upload) throw invalidField('file', 'file.required');
  return { upload, fields };
}

/** 413 naming the import's `tooLarge`. */
function tooLarge(): ApiError {
  const message = importFailureMessage('tooLarge');
  return new ApiError(413, API_ERROR_CODES.payloadTooLarge, message, {
    file: { code: 'tooLarge', message },
  });
}

/** The uploaded file's name as the job keeps it: controls dropped, path dropped, cut to fit. */
function toFileName(name: string | undefined): string {
  const base = path.posix.basename((name ?? '').replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/gu, '').trim();
  return (clean || 'deck').slice(0, FILE_NAME_MAX);
}
