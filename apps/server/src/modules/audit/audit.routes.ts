import { API_PATHS, ZAuditPageSchema, ZAuditQuerySchema } from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth } from '../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../http/openapi-schema';
import type { TAuditService } from './audit.service';

/** The organisation's audit log (owners and admins). */
export function registerAuditRoutes(
  app: FastifyInstance,
  deps: { service: TAuditService; authenticate: preHandlerAsyncHookHandler },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    API_PATHS.organisationAudit,
    {
      preHandler: deps.authenticate,
      schema: {
        tags: ['organisations'],
        security: BEARER_SECURITY,
        summary:
          "The organisation's audit log, newest first: who changed sign-in settings, branding, members, roles or retention, and who exported or deleted which run or deck (owners and admins; 404 for anyone else)",
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditPageSchema, ...AUTHED_ERROR_RESPONSES },
      },
    },
    async (request) => deps.service.page(getAuth(request), request.query),
  );
}
