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
import type { TAuthContext } from '../accounts/auth.service';
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

  /** Replaces the organisation's setting (owners and admins), audited when it changes. */
  async function setOrganisation(auth: TAuthContext, to: TRetentionDays): Promise<void> {
    const found = await deps.repo.settingsOf(auth.user.id);
    const organisation = found?.organisation;
    if (!organisation || !mayManageOrganisation(membershipOf(organisation))) throw notFound();
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
  }

  /** Each setting is read and replaced at its own path. */
  const settings = [
    {
      scope: 'account' as const,
      path: API_PATHS.usersRetention,
      read: "How long the account's ended sessions are kept, and what applies",
      replace:
        "Keep the account's ended sessions 30, 90 or 365 days, or forever (null); an organisation's setting applies to its members",
      set: (auth: TAuthContext, to: TRetentionDays) => deps.repo.setOwn(auth.user.id, to),
    },
    {
      scope: 'organisation' as const,
      path: API_PATHS.organisationRetention,
      read: "How long the organisation's ended sessions are kept (members)",
      replace:
        "Keep the organisation's ended sessions 30, 90 or 365 days, or forever (null) (owners and admins)",
      set: setOrganisation,
    },
  ];

  for (const setting of settings) {
    api.get(
      setting.path,
      route(setting.read, { response: { 200: ZRetentionSettingsSchema } }),
      async (request) => view(getAuth(request).user.id, setting.scope),
    );

    api.put(
      setting.path,
      route(setting.replace, {
        body: ZRetentionRequestSchema,
        response: { 200: ZRetentionSettingsSchema },
      }),
      async (request) => {
        const auth = getAuth(request);
        await setting.set(auth, request.body.retentionDays);
        return view(auth.user.id, setting.scope);
      },
    );
  }
}
