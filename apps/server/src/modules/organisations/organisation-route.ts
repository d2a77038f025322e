import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';

/** The error bodies of an organisation's routes: a signed-in route's, and 403 for a role that may not. */
export const ORGANISATION_ERROR_RESPONSES = {
  ...AUTHED_ERROR_RESPONSES,
  403: AUTHED_ERROR_RESPONSES[404],
};

/** The params of a route on one thing of an organisation by `:id` (a UUID). */
export const ZOrganisationIdParams = z.strictObject({ id: z.uuid('invalidType') });

/** The options of a route of the caller's organisation, in the `organisations` OpenAPI group. */
export const organisationRoute = (authenticate: preHandlerAsyncHookHandler) =>
  authedRoute(authenticate, ['organisations'], ORGANISATION_ERROR_RESPONSES);
