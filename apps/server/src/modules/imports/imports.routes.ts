import type { IncomingMessage } from 'node:http';
import {
  API_PATHS,
  IMPORT_LIMITS,
  ZApiErrorSchema,
  ZIdParamsSchema,
  ZImportCapabilitiesSchema,
  ZImportJobSchema,
} from '@crowdeck/core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { invalidField } from '../../http/api-error';
import { getAuth } from '../../http/authenticate';
import {
  MULTIPART_BODY,
  UPLOAD_ERROR_RESPONSES,
  registerMultipartRoutes,
} from '../../http/multipart';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import type { TImportsService } from './imports.service';
import { startImportFromUpload } from './start-import';

const tags = ['imports'];

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
  const route = authedRoute(deps.authenticate, tags, AUTHED_ERROR_RESPONSES);
  /** A route that answers the same to every signed-in user: its only error is the sign-in's. */
  const signedInRoute = authedRoute(deps.authenticate, tags, { 401: ZApiErrorSchema });
  const ownerId = (request: FastifyRequest) => getAuth(request).user.id;

  await registerMultipartRoutes(app, IMPORT_LIMITS.fileMaxBytes, (api) => {
    api.get(
      API_PATHS.importCapabilities,
      signedInRoute(
        'Which file formats this server can import (PDF always; PPTX with LibreOffice)',
        {
          response: { 200: ZImportCapabilitiesSchema },
        },
      ),
      async () => deps.imports.capabilities(),
    );

    api.post(
      API_PATHS.importJobs,
      route(
        'Import a PDF or PowerPoint file into a deck (multipart "file"); answers the job at once',
        {
          ...MULTIPART_BODY,
          response: {
            202: ZImportJobSchema,
            ...UPLOAD_ERROR_RESPONSES,
            422: ZApiErrorSchema,
            429: ZApiErrorSchema,
          },
        },
      ),
      async (request, reply) => {
        if (!request.isMultipart()) throw invalidField('file', 'file.required');
        const owner = ownerId(request);
        const job = await startImportFromUpload(deps.imports, owner, request.parts());
        await deps.beforeAnswer?.(job.id, request.raw);
        cancelIfGone(request, reply, () => deps.imports.cancel(owner, job.id));
        return reply.status(202).send(job);
      },
    );

    api.get(
      `${API_PATHS.importJobs}:id/`,
      route("An import's progress and outcome", {
        params: ZIdParamsSchema,
        response: { 200: ZImportJobSchema },
      }),
      async (request) => deps.imports.get(ownerId(request), request.params.id),
    );

    api.delete(
      `${API_PATHS.importJobs}:id/`,
      route('Cancel an import (it stops between pages; nothing of the deck changes)', {
        params: ZIdParamsSchema,
        response: { 200: ZImportJobSchema },
      }),
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
