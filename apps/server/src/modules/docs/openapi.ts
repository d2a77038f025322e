import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects every route registered after this call into an OpenAPI 3 document, converting the
 * same zod schemas that validate requests. Call before registering any route.
 */
export async function registerOpenApi(app: FastifyInstance, options: { apiUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Crowdeck API',
        description:
          'Presenter API. Errors answer { code, message, fields? }; fields name each bad input.',
        version: '1.0.0',
      },
      servers: [{ url: options.apiUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from sign-in.' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}
