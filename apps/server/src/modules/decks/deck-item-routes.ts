import { ZIdParamsSchema, ZOkResponseSchema } from '@crowdeck/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authedUserId } from '../../http/authed-route';
import { answerOk } from '../../http/ok-answer';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import type { TDeckDeps } from './deck-deps';

/** The calls of the service of an ordered part of a deck, each for the deck's owner. */
interface TDeckItemService<TCreate, TUpdate, TSort, TItem> {
  create(ownerId: string, input: TCreate): Promise<TItem>;
  update(ownerId: string, id: string, input: TUpdate): Promise<TItem>;
  sort(ownerId: string, input: TSort): Promise<void>;
  delete(ownerId: string, id: string): Promise<void>;
}

/** A request of one of the four calls as its schemas parsed it (`params` where it takes an id). */
type TParsedRequest = Omit<FastifyRequest, 'params' | 'body'> & {
  params: { id: string };
  body: unknown;
};

/** What one of the four calls states: the path (an id is appended where it takes one) and summary. */
interface TDeckItemCall {
  path: string;
  summary: string;
}

/**
 * The calls every ordered part of a deck (slides, options) answers, in its OpenAPI group `tag`:
 * add one (201), change one by id, reorder them, delete one by id. Each `register…` adds its
 * route, so that the part's own calls can stand between them; `route` gives those their options.
 */
export function deckItemRoutes<
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TSort extends z.ZodType,
  TItem extends z.ZodType,
>(
  app: FastifyInstance,
  deps: Pick<TDeckDeps, 'authenticate'>,
  item: {
    tag: string;
    schema: TItem;
    create: TDeckItemCall & { body: TCreate };
    update: TDeckItemCall & { body: TUpdate };
    sort: TDeckItemCall & { body: TSort };
    delete: TDeckItemCall;
    service: TDeckItemService<
      z.output<TCreate>,
      z.output<TUpdate>,
      z.output<TSort>,
      z.input<TItem>
    >;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, [item.tag], AUTHED_ERROR_RESPONSES);
  const ownerId = authedUserId;
  const { service } = item;

  /**
   * Registers one of the calls: its path takes the item's id or not, its body (when it has one)
   * and `response` are its schemas; `answer` gets the owner's id and the request they parsed.
   */
  const register = (
    method: 'POST' | 'PUT' | 'DELETE',
    call: TDeckItemCall & { body?: z.ZodType },
    byId: boolean,
    response: Record<number, z.ZodType>,
    answer: (ownerId: string, request: TParsedRequest, reply: FastifyReply) => Promise<unknown>,
  ) =>
    api.route({
      method,
      url: byId ? `${call.path}:id/` : call.path,
      ...route(call.summary, {
        ...(byId && { params: ZIdParamsSchema }),
        ...(call.body && { body: call.body }),
        response,
      }),
      // The schemas parse the request before it gets here.
      handler: async (request, reply) => answer(ownerId(request), request as TParsedRequest, reply),
    });

  // Casts below: each call's body schema (TCreate, TUpdate, TSort) parsed the body before the
  // handler runs; the shared register() only knows it as some schema's output.
  return {
    route,
    registerCreate: () =>
      register('POST', item.create, false, { 201: item.schema }, async (owner, { body }, reply) =>
        reply.status(201).send(await service.create(owner, body as z.output<TCreate>)),
      ),
    registerUpdate: () =>
      register('PUT', item.update, true, { 200: item.schema }, async (owner, { params, body }) =>
        service.update(owner, params.id, body as z.output<TUpdate>),
      ),
    registerSort: () =>
      register('PUT', item.sort, false, { 200: ZOkResponseSchema }, async (owner, { body }) =>
        answerOk(service.sort(owner, body as z.output<TSort>)),
      ),
    registerDelete: () =>
      register('DELETE', item.delete, true, { 200: ZOkResponseSchema }, async (owner, { params }) =>
        answerOk(service.delete(owner, params.id)),
      ),
  };
}
