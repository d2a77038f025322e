import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import { systemClock, type TClock } from '../../lib/clock';
import type { TParticipantIdentitySigner } from '../../lib/participant-identity';
import type { TRateLimits } from '../../lib/rate-limit';
import { createAssignmentsRepository } from './assignments.repository';
import { registerAssignmentRoutes } from './assignments.routes';
import { createAssignmentsService } from './assignments.service';

/**
 * Self-paced assignments: runs of a deck (kind 'assignment') that participants take at their own
 * pace between an opening and a closing time, over plain HTTP. Their reports and exports are the
 * reports module's, as for live runs.
 */
export function registerAssignments(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    authenticate: preHandlerAsyncHookHandler;
    rateLimits: TRateLimits;
    clock?: TClock;
    /** Checks the identities phones bring back from their organisation's sign-in. */
    participantIdentities?: Pick<TParticipantIdentitySigner, 'verify'>;
  },
): void {
  const service = createAssignmentsService({
    repo: createAssignmentsRepository(deps.db),
    clock: deps.clock ?? systemClock,
    identities: deps.participantIdentities ?? null,
  });
  registerAssignmentRoutes(app, {
    service,
    authenticate: deps.authenticate,
    rateLimits: deps.rateLimits,
  });
}
