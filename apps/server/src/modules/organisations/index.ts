import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TMailer } from '../../lib/mailer';
import { createUsersRepository } from '../accounts/users.repository';
import { registerOperatorRoutes } from './operator.routes';
import { createOperatorService } from './operator.service';
import { registerOrganisationRoutes } from './organisations.routes';
import { createOrganisationsRepository } from './organisations.repository';
import { createOrganisationsService } from './organisations.service';

/** Wires organisations (members, invitations) and the operator API into the app. */
export function registerOrganisations(
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
  },
): void {
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
  registerOperatorRoutes(app, {
    operatorToken: deps.operatorToken,
    service: createOperatorService({
      repo,
      users: createUsersRepository(deps.db),
      domains: deps.domains,
    }),
  });
}
