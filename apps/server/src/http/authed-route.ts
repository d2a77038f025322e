import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { getAuth, type TRemoteAccess } from './authenticate';
import { AUTHED_ERROR_RESPONSES, authedRoute } from './openapi-schema';

/** What one signed-in route states: its summary, its request parts and its answer. */
export interface TAuthedRouteSpec {
  summary: string;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The body of a 200 answer. */
  ok: z.ZodType;
  /** Open to the phone remote of the presentation the request names (see TRemoteAccess). */
  remote?: TRemoteAccess;
  /** The OpenAPI tags, when not the group's. */
  tags?: string[];
}

/**
 * The options of routes behind `authenticate` in one OpenAPI group (`tags`): `authedRoute`'s
 * bearer security and error bodies, with the spec's summary, schemas and remote reach.
 */
export function authedRoutes(preHandler: preHandlerAsyncHookHandler, tags: string[]) {
  return <const S extends TAuthedRouteSpec>(spec: S) => {
    const { summary, ok, remote, tags: ownTags, ...parts } = spec;
    const route = authedRoute(preHandler, ownTags ?? tags, AUTHED_ERROR_RESPONSES);
    return {
      ...route(summary, { ...parts, response: { 200: ok } }),
      ...(remote ? { config: { remote } } : {}),
    };
  };
}

/** The id of the signed-in user of a request that went through authenticate. */
export const authedUserId = (request: FastifyRequest): string => getAuth(request).user.id;
