import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import { createOrganisationsRepository } from '../organisations/organisations.repository';
import { createAuditRepository } from './audit.repository';
import { registerAuditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

export { auditBy, changedFields, OPERATOR_ACTOR_LABEL } from './audit-entry';
export type { TAuditDraft, TAuditEvent } from './audit-entry';

/** Wires the organisations' audit log: its read route (the services write entries themselves). */
export function registerAudit(
  app: FastifyInstance,
  deps: { db: TDatabase; authenticate: preHandlerAsyncHookHandler },
): void {
  registerAuditRoutes(app, {
    authenticate: deps.authenticate,
    service: createAuditService({
      repo: createAuditRepository(deps.db),
      organisations: createOrganisationsRepository(deps.db),
    }),
  });
}
