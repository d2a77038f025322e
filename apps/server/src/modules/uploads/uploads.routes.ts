import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  API_PATHS,
  DECK_LIMITS,
  ZApiErrorSchema,
  ZUploadImageResponseSchema,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidField, payloadTooLarge } from '../../http/api-error';
import { BEARER_SECURITY } from '../../http/openapi-schema';
import { contentTypeOfUpload, processImage } from './image-processing';
import type { TUploadStore } from './upload-store';

/** Public path prefix of stored uploads. */
export const UPLOADS_PREFIX = '/uploads/';

/** POST /api/upload/image/ (multipart field `file`) and GET /uploads/<file> with long caching. */
export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: { store: TUploadStore; uploadUrl: string; authenticate: preHandlerAsyncHookHandler },
): Promise<void> {
  // Multipart is parsed only in this scope, so no other route accepts form bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DECK_LIMITS.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      API_PATHS.uploadImage,
      {
        preHandler: deps.authenticate,
        schema: {
          tags: ['uploads'],
          security: BEARER_SECURITY,
          summary: 'Upload a PNG, JPEG, WebP or GIF image (multipart field "file", at most 10 MB)',
          consumes: ['multipart/form-data'],
          response: {
            201: ZUploadImageResponseSchema,
            ...{ 400: ZApiErrorSchema, 401: ZApiErrorSchema },
            ...{ 413: ZApiErrorSchema, 415: ZApiErrorSchema },
          },
        },
      },
      async (request, reply) => {
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file || file.fieldname !== 'file') throw invalidField('file', 'file.required');
        const input = await file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw payloadTooLarge('The image is larger than 10 MB.');
          }
          throw error;
        });
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

  await app.register(fastifyStatic, {
    root: deps.store.dir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const type = contentTypeOfUpload(filePath);
      if (type) res.setHeader('Content-Type', type);
      // Names are random and files never change, so caches may keep them for good.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // The audience app runs on another origin and must be able to show these images.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      // Browsers fetch fonts of another origin only with CORS (brand fonts on phones).
      if (type === 'font/woff2') res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
