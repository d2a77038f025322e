import {
  API_PATHS,
  ZCreatePresentationRequestSchema,
  ZIdParamsSchema,
  ZOkResponseSchema,
  ZPresentationListResponseSchema,
  ZPresentationSchema,
  ZUpdatePresentationRequestSchema,
  ZApiErrorSchema,
  ZRosterSchema,
  ZRosterUploadRequestSchema,
  ZDeckSharesSchema,
  ZUpdateDeckSharesRequestSchema,
} from '@crowdeck/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAuth, REMOTE_PRESENTATION_PARAM } from '../../http/authenticate';
import { answerOk } from '../../http/ok-answer';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import type { TDeckDeps } from './deck-deps';
import { registerCopyRoute, registerResetRoute } from './deck-id-routes';

/** Presentation calls; every one is limited to the owner's presentations. */
export function registerPresentationRoutes(app: FastifyInstance, deps: TDeckDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['presentations'], AUTHED_ERROR_RESPONSES);
  const ownerId = (request: Parameters<typeof getAuth>[0]) => getAuth(request).user.id;

  api.post(
    API_PATHS.presentationCreate,
    route('Create an empty presentation', {
      body: ZCreatePresentationRequestSchema.nullish(),
      response: { 201: ZPresentationSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await deps.presentations.create(ownerId(request), request.body ?? {})),
  );

  api.get(
    API_PATHS.presentationList,
    route("List the user's presentations, most recently edited first", {
      response: { 200: ZPresentationListResponseSchema },
    }),
    async (request) => ({ presentations: await deps.presentations.list(ownerId(request)) }),
  );

  const roster = `${API_PATHS.presentationRoster}:id/`;
  api.get(
    roster,
    route('The roster of real names a roster deck’s participants pick from', {
      params: ZIdParamsSchema,
      response: { 200: ZRosterSchema },
    }),
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await deps.presentations.roster(ownerId(request), request.params.id)),
  );

  api.put(
    roster,
    route(
      'Replace the roster with an upload: a CSV’s first column or one name a line (at most 2,000 names)',
      {
        params: ZIdParamsSchema,
        body: ZRosterUploadRequestSchema,
        response: { 200: ZRosterSchema },
      },
    ),
    async (request) =>
      deps.presentations.setRoster(ownerId(request), request.params.id, request.body.text),
  );

  api.delete(
    roster,
    route('Clear the roster', {
      params: ZIdParamsSchema,
      response: { 200: ZRosterSchema },
    }),
    async (request) => deps.presentations.setRoster(ownerId(request), request.params.id, null),
  );

  const shares = `${API_PATHS.presentationShares}:id/`;
  api.get(
    shares,
    route('Who the deck is shared with in its owner’s organisation (owner only)', {
      params: ZIdParamsSchema,
      response: { 200: ZDeckSharesSchema },
    }),
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await deps.shares.get(ownerId(request), request.params.id)),
  );

  api.put(
    shares,
    route(
      'Share the deck with the whole organisation and/or members as viewer or editor; members left out lose access at once',
      {
        params: ZIdParamsSchema,
        body: ZUpdateDeckSharesRequestSchema,
        response: { 200: ZDeckSharesSchema, 403: ZApiErrorSchema },
      },
    ),
    async (request) => deps.shares.update(ownerId(request), request.params.id, request.body),
  );

  registerCopyRoute(app, route, {
    path: API_PATHS.presentationDuplicate,
    summary: 'Copy a presentation with its slides and options',
    schema: ZPresentationSchema,
    copy: deps.presentations.duplicate,
  });

  api.delete(
    `${API_PATHS.presentationDelete}:id/`,
    route('Delete a presentation with its slides', {
      params: ZIdParamsSchema,
      response: { 200: ZOkResponseSchema },
    }),
    async (request) => answerOk(deps.presentations.delete(ownerId(request), request.params.id)),
  );

  api.get(
    `${API_PATHS.presentationDetail}:id/`,
    {
      ...route('A presentation with its slides and options, in order', {
        params: ZIdParamsSchema,
        response: { 200: ZPresentationSchema },
      }),
      config: { remote: REMOTE_PRESENTATION_PARAM },
    },
    async (request) => deps.presentations.detail(ownerId(request), request.params.id),
  );

  api.put(
    `${API_PATHS.presentationUpdate}:id/`,
    route(
      'Change title, font, logo or active slide (uniqueCode guards against stale editors; Pro fonts and a logo need Pro)',
      {
        params: ZIdParamsSchema,
        body: ZUpdatePresentationRequestSchema,
        response: { 200: ZPresentationSchema, 403: ZApiErrorSchema },
      },
    ),
    async (request) =>
      deps.presentations.update(
        { id: ownerId(request), plan: getAuth(request).user.plan },
        request.params.id,
        request.body,
      ),
  );

  registerResetRoute(app, route, {
    path: API_PATHS.presentationReset,
    summary: "Clear the presentation's live results",
    reset: deps.resetResults.presentation,
  });
}
