import {
  API_PATHS,
  DECK_LIMITS,
  ZApiErrorSchema,
  ZUploadImageResponseSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { invalidField } from '../../http/api-error';
import {
  MULTIPART_BODY,
  UPLOAD_ERROR_RESPONSES,
  readUploadedFile,
  registerMultipartRoutes,
} from '../../http/multipart';
import { authedRoute } from '../../http/openapi-schema';
import { contentTypeOfUpload, processImage } from './image-processing';
import { isUploadName, type TReadConditions, type TUploadStore } from './upload-store';
import { UPLOAD_CACHE_CONTROL } from './s3-upload-store';

/** Public path prefix of stored uploads. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * POST /api/upload/image/ (multipart field `file`) and GET /uploads/<file> with long caching,
 * streamed from the upload store (the disk, or the bucket with the disk as fallback).
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: { store: TUploadStore; uploadUrl: string; authenticate: preHandlerAsyncHookHandler },
): Promise<void> {
  const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema };
  const route = authedRoute(deps.authenticate, ['uploads'], errors);
  await registerMultipartRoutes(app, DECK_LIMITS.uploadMaxBytes, (api) => {
    api.post(
      API_PATHS.uploadImage,
      route('Upload a PNG, JPEG, WebP or GIF image (multipart field "file", at most 10 MB)', {
        ...MULTIPART_BODY,
        response: { 201: ZUploadImageResponseSchema, ...UPLOAD_ERROR_RESPONSES },
      }),
      async (request, reply) => {
        const input = await readUploadedFile(request, 'The image is larger than 10 MB.');
        if (input.length === 0) throw invalidField('file', 'file.required');
        const image = await processImage(input);
        const name = await deps.store.save(image.data, image.ext);
        return reply.status(201).send({
          url: `${deps.uploadUrl}${UPLOADS_PREFIX}${name}`,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
        });
      },
    );
  });

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PREFIX}:name`,
    // HEAD answers the file's headers and sends none of its bytes (Fastify's own HEAD would read
    // the whole file to drop it).
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const { name } = request.params;
      const type = isUploadName(name) ? contentTypeOfUpload(name) : null;
      if (!type) return reply.callNotFound();
      const read = await deps.store.read(name, conditionsOf(request.headers));
      if (!read) return reply.callNotFound();
      reply.status(read.statusCode).headers(read.headers).headers(uploadHeaders(type));
      if (read.statusCode >= 300 || request.method === 'HEAD') {
        read.body.destroy();
        return reply.send();
      }
      return reply.send(read.body);
    },
  });
}

/** The request headers a read honours (ranges and revalidation). */
function conditionsOf(headers: IncomingHttpHeaders): TReadConditions {
  const picked: TReadConditions = {};
  for (const name of ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const) {
    const value = headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

/** The headers every stored file is served with, whichever store holds it. */
function uploadHeaders(type: string): Record<string, string> {
  return {
    'content-type': type,
    // Names are random and files never change, so caches may keep them for good.
    'cache-control': UPLOAD_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
    // The audience app runs on another origin and must be able to show these images.
    'cross-origin-resource-policy': 'cross-origin',
    // Browsers fetch fonts of another origin only with CORS (brand fonts on phones).
    ...(type === 'font/woff2' ? { 'access-control-allow-origin': '*' } : {}),
  };
}
