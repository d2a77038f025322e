import {
  API_PATHS,
  ZRetentionRequestSchema,
  ZRetentionSettingsSchema,
  type TRetentionDays,
  type TRetentionSettings,
} from '@crowdeck/core';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../http/api-error';
import { getAuth } from '../../http/authenticate';
import { AUTHED_ERROR_RESPONSES, authedRoute } from '../../http/openapi-schema';
import { mayManageOrganisation, mayReadOrganisation, type TMembership } from '../../policies';
import { auditBy } from '../audit';
import type { TRetentionRepository } from './retention.repository';

const errors = AUTHED_ERROR_RESPONSES;

/**
 * How long ended runs are kept: the account's own setting (applies while it belongs to no
 * organisation) and the organisation's (any member reads it, owners and admins change it; anyone
 * else gets the 404 an organisation that does not exist gives).
 */
export function registerRetentionRoutes(
  app: FastifyInstance,
  deps: {
    repo: TRetentionRepository;
    authenticate: preHandlerAsyncHookHandler;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = authedRoute(deps.authenticate, ['privacy'], errors);
  const membershipOf = (organisation: { id: string; role: TMembership['role'] } | null) =>
    organisation ? { organisation: { id: organisation.id }, role: organisation.role } : null;

  async function view(
    userId: string,
    scope: 'account' | 'organisation',
  ): Promise<TRetentionSettings> {
    const found = await deps.repo.settingsOf(userId);
    if (!found) throw notFound();
    const organisation = found.organisation;
    if (scope === 'organisation' && !mayReadOrganisation(membershipOf(organisation))) {
      throw notFound();
    }
    const effective = organisation
      ? { retentionDays: organisation.retentionDays, source: 'organisation' as const }
      : { retentionDays: found.own, source: 'account' as const };
    const own: TRetentionDays =
      scope === 'organisation' && organisation ? organisation.retentionDays : found.own;
    return { retentionDays: own, effective };
  }

  api.get(
    API_PATHS.usersRetention,
    route("How long the account's ended sessions are kept, and what applies", {
      response: { 200: ZRetentionSettingsSchema },
    }),
    async (request) => view(getAuth(request).user.id, 'account'),
  );

  api.put(
    API_PATHS.usersRetention,
    route(
      "Keep the account's ended sessions 30, 90 or 365 days, or forever (null); an organisation's setting applies to its members",
      {
        body: ZRetentionRequestSchema,
        response: { 200: ZRetentionSettingsSchema },
      },
    ),
    async (request) => {
      const userId = getAuth(request).user.id;
      await deps.repo.setOwn(userId, request.body.retentionDays);
      return view(userId, 'account');
    },
  );

  api.get(
    API_PATHS.organisationRetention,
    route("How long the organisation's ended sessions are kept (members)", {
      response: { 200: ZRetentionSettingsSchema },
    }),
    async (request) => view(getAuth(request).user.id, 'organisation'),
  );

  api.put(
    API_PATHS.organisationRetention,
    route(
      "Keep the organisation's ended sessions 30, 90 or 365 days, or forever (null) (owners and admins)",
      {
        body: ZRetentionRequestSchema,
        response: { 200: ZRetentionSettingsSchema },
      },
    ),
    async (request) => {
      const auth = getAuth(request);
      const userId = auth.user.id;
      const found = await deps.repo.settingsOf(userId);
      const organisation = found?.organisation;
      if (!organisation || !mayManageOrganisation(membershipOf(organisation))) throw notFound();
      const to = request.body.retentionDays;
      const audit =
        to === organisation.retentionDays
          ? undefined
          : auditBy(
              auth,
              organisation.id,
              'retentionChanged',
              { type: 'organisation', id: organisation.id },
              { from: organisation.retentionDays, to },
            );
      await deps.repo.setOrganisation(organisation.id, to, audit);
      return view(userId, 'organisation');
    },
  );
}
