import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authedRoutes, authedUserId, type TAuthedRouteSpec } from '../../../http/authed-route';

/** What a request part parses to, when the route states it. */
type TParsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A request of a presenter route, its params and body parsed by the route's schemas. */
export type TPresenterRequest<P, B> = Omit<FastifyRequest, 'params' | 'body'> & {
  params: TParsed<P>;
  body: TParsed<B>;
};

/** One signed-in live route of the presenter: its method, path, spec and what it answers. */
export interface TPresenterRoute {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  spec: TAuthedRouteSpec;
  handle(userId: string, request: FastifyRequest): Promise<unknown>;
}

/**
 * A presenter route: `handle` gets the signed-in user's id and the parsed request, and answers
 * the body of `ok`. The services behind it check that the user may act on what `:id` names.
 */
export function presenterRoute<
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  O extends z.ZodType = z.ZodType,
>(
  method: TPresenterRoute['method'],
  url: string,
  route: TAuthedRouteSpec & {
    params?: P;
    body?: B;
    ok: O;
    handle(userId: string, request: TPresenterRequest<P, B>): Promise<z.input<O>>;
  },
): TPresenterRoute {
  const { handle, ...spec } = route;
  return {
    method,
    url,
    spec,
    // The schemas in `spec` parse the request before it gets here.
    handle: (userId, request) => handle(userId, request as TPresenterRequest<P, B>),
  };
}

/** Registers presenter routes in order, in the `live` OpenAPI group, behind `authenticate`. */
export function registerPresenterRoutes(
  app: FastifyInstance,
  authenticate: preHandlerAsyncHookHandler,
  routes: readonly TPresenterRoute[],
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authed = authedRoutes(authenticate, ['live']);
  for (const { method, url, spec, handle } of routes) {
    api.route({
      method,
      url,
      ...authed(spec),
      handler: async (request) => handle(authedUserId(request), request),
    });
  }
}
