import {
  API_PATHS,
  ZApiErrorSchema,
  ZContactRequestSchema,
  ZOkResponseSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TBillingRouteDeps } from './billing-deps';

/** POST checkout/contact/: a Custom-plan contact request, open to visitors, rate-limited per IP. */
export function registerContactRoutes(app: FastifyInstance, deps: TBillingRouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.checkoutContact,
    {
      // Counted before validation, so malformed floods are limited too.
      preValidation: async (request) => deps.rateLimits.consume('contactPerIp', request.ip),
      // A signed-in sender is remembered with the request; a visitor is welcome too.
      preHandler: async function (request, reply) {
        if (!request.headers.authorization) return;
        await deps.authenticate.call(this, request, reply).catch(() => undefined);
      },
      schema: {
        tags: ['billing'],
        summary: 'Ask for a Custom plan (stored and mailed to sales)',
        body: ZContactRequestSchema,
        response: { 201: ZOkResponseSchema, 400: ZApiErrorSchema, 429: ZApiErrorSchema },
      },
    },
    async (request, reply) => {
      await deps.contact.submit(request.auth?.user.id ?? null, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );
}
