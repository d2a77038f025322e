import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TMailer } from '../../lib/mailer';
import { createUsersRepository } from '../accounts/users.repository';
import type { TUploadStore } from '../uploads/upload-store';
import { registerBrandingRoutes } from './branding.routes';
import { createBrandingService } from './branding.service';
import { registerOperatorRoutes } from './operator.routes';
import { createOperatorService } from './operator.service';
import { registerOrganisationRoutes } from './organisations.routes';
import { createOrganisationsRepository } from './organisations.repository';
import { createOrganisationsService } from './organisations.service';

/** Wires organisations (members, invitations, branding) and the operator API into the app. */
export async function registerOrganisations(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    authenticate: preHandlerAsyncHookHandler;
    mailer: TMailer;
    background: TBackgroundTasks;
    presenterUrl: string;
    operatorToken: string | null;
    /** Claimed email domains (single sign-on): the operator may mark one verified. */
    domains: Parameters<typeof createOperatorService>[0]['domains'];
    uploads: TUploadStore;
    uploadUrl: string;
    /** Called after an own audience domain changed (the API's CORS list reads them again). */
    audienceHostsChanged?: () => Promise<void>;
  },
): Promise<void> {
  const repo = createOrganisationsRepository(deps.db);
  registerOrganisationRoutes(app, {
    authenticate: deps.authenticate,
    service: createOrganisationsService({
      repo,
      mailer: deps.mailer,
      background: deps.background,
      presenterUrl: deps.presenterUrl,
    }),
  });
  await registerBrandingRoutes(app, {
    authenticate: deps.authenticate,
    service: createBrandingService({
      repo,
      uploads: deps.uploads,
      uploadUrl: deps.uploadUrl,
      audienceHostsChanged: deps.audienceHostsChanged,
    }),
  });
  registerOperatorRoutes(app, {
    operatorToken: deps.operatorToken,
    service: createOperatorService({
      repo,
      users: createUsersRepository(deps.db),
      domains: deps.domains,
    }),
  });
}
