import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TClock } from '../../lib/clock';
import type { TMailer } from '../../lib/mailer';
import type { TRateLimits } from '../../lib/rate-limit';
import { createWindowedLimits } from '../../lib/windowed-limits';
import { createUsersRepository } from '../accounts/users.repository';
import type { TUploadStore } from '../uploads/upload-store';
import type { TResolveTxt } from '../sso/domain-verification';
import { createAudienceHostRepository } from './audience-host.repository';
import { createAudienceHostService } from './audience-host.service';
import { registerBrandingRoutes } from './branding.routes';
import { createBrandingService } from './branding.service';
import { registerOperatorRoutes } from './operator.routes';
import { createOperatorService } from './operator.service';
import { registerOrganisationRoutes } from './organisations.routes';
import { createOrganisationsRepository } from './organisations.repository';
import { startInvitationPurge } from './invitation-purge';
import { createMemberDecks } from './member-decks.repository';
import { createOrganisationsService } from './organisations.service';
import type { TIsServerOwnHost } from './server-own-hosts';

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
    /** Hosts of this server, never an organisation's own audience domain. */
    isServerOwnHost: TIsServerOwnHost;
    /** DNS TXT lookup proving an own audience domain (tests pass their own). */
    resolveTxt: TResolveTxt;
    /** The live engine reads a deck again (plan, brand), on every node. */
    deckChanged: (presentationId: string) => void;
    rateLimits: Pick<TRateLimits, 'consume' | 'giveBack'>;
    /** The time invitation limits and their purge go by (a manual clock in tests). */
    clock: TClock;
  },
): Promise<void> {
  const repo = createOrganisationsRepository(deps.db);
  const memberDecks = createMemberDecks(deps.db, deps.deckChanged);
  const purge = startInvitationPurge({
    repo,
    clock: deps.clock,
    background: deps.background,
  });
  app.addHook('onClose', async () => purge.stop());
  const audienceHosts = createAudienceHostService({
    repo: createAudienceHostRepository(deps.db),
    isServerOwnHost: deps.isServerOwnHost,
    resolveTxt: deps.resolveTxt,
    changed: async (organisationId) => {
      await deps.audienceHostsChanged?.();
      await memberDecks.ofOrganisation(organisationId);
    },
  });
  registerOrganisationRoutes(app, {
    authenticate: deps.authenticate,
    service: createOrganisationsService({
      repo,
      mailer: deps.mailer,
      background: deps.background,
      presenterUrl: deps.presenterUrl,
      memberDecks,
      limits: createWindowedLimits(deps.rateLimits, deps.clock),
      clock: deps.clock,
    }),
  });
  await registerBrandingRoutes(app, {
    authenticate: deps.authenticate,
    service: createBrandingService({
      repo,
      uploads: deps.uploads,
      uploadUrl: deps.uploadUrl,
      audienceHosts,
    }),
  });
  registerOperatorRoutes(app, {
    operatorToken: deps.operatorToken,
    service: createOperatorService({
      repo,
      users: createUsersRepository(deps.db),
      domains: deps.domains,
      audienceHosts,
      memberDecks,
    }),
  });
}
