import { ZIdParamsSchema, ZOkResponseSchema, ZResetRequestSchema } from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authedUserId } from '../../http/authed-route';
import { answerOk } from '../../http/ok-answer';
import type { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import type { TDeckResultResets } from './reset-results';

/** The options builder of a deck route (authedRoute with the signed-in route's error bodies). */
type TDeckRoute = ReturnType<typeof authedRoute<typeof AUTHED_ERROR_RESPONSES>>;

/**
 * Registers POST `path` + `:id/` with `route`'s options: `copy` copies what the id names for the
 * signed-in owner, and the copy (of `schema`) is the 201 answer.
 */
export function registerCopyRoute<TCopy extends z.ZodType>(
  app: FastifyInstance,
  route: TDeckRoute,
  call: {
    path: string;
    summary: string;
    schema: TCopy;
    copy(ownerId: string, id: string): Promise<z.input<TCopy>>;
  },
): void {
  // The route states the schema as a plain zod type; `copy`'s type ties the answer to it.
  const schema: z.ZodType = call.schema;
  app.withTypeProvider<ZodTypeProvider>().post(
    `${call.path}:id/`,
    route(call.summary, {
      params: ZIdParamsSchema,
      response: { 201: schema },
    }),
    async (request, reply) =>
      reply.status(201).send(await call.copy(authedUserId(request), request.params.id)),
  );
}

/**
 * Registers POST `path` + `:id/` with `route`'s options: `reset` clears the live results of what
 * the id names for the signed-in owner (the optional body carries the editor's uniqueCode).
 */
export function registerResetRoute(
  app: FastifyInstance,
  route: TDeckRoute,
  call: { path: string; summary: string; reset: TDeckResultResets['slide'] },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${call.path}:id/`,
    route(call.summary, {
      params: ZIdParamsSchema,
      body: ZResetRequestSchema.nullish(),
      response: { 200: ZOkResponseSchema },
    }),
    async (request) =>
      answerOk(call.reset(authedUserId(request), request.params.id, request.body ?? {})),
  );
}
