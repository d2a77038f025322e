import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../../db/client';
import type { TClock } from '../../../lib/clock';
import type { TRateLimits } from '../../../lib/rate-limit';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TLiveGateway } from '../realtime/gateway';
import { createControlRepository } from './remote-pairing.repository';
import { registerControlRoutes } from './remote-pairing.routes';
import { createControlService } from './remote-pairing.service';

/** The phone remote: pairing a phone with a presenter's deck, and the remote's own routes. */
export function createRemotePairingRoom(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    access: ReturnType<typeof createDeckAccess>;
    gateway: TLiveGateway;
    authenticate: preHandlerAsyncHookHandler;
    rateLimits: Pick<TRateLimits, 'consume'>;
    clock: TClock;
  },
): void {
  const { access, gateway, clock } = deps;
  registerControlRoutes(app, {
    control: createControlService({
      access,
      repo: createControlRepository(deps.db),
      gateway,
      clock,
    }),
    authenticate: deps.authenticate,
    rateLimits: deps.rateLimits,
  });
}
