import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TRateLimits } from '../../lib/rate-limit';
import { createCurrentPasswordCheck } from '../accounts/current-password';
import type { TReportsService } from '../reports/reports.service';
import type { TUploadStore } from '../uploads/upload-store';
import { createAccountArchive } from './account-archive';
import { createAccountArchiveRepository } from './account-archive.repository';
import { createAccountDeletion } from './account-deletion';
import type { TErasure } from './erasure';
import { createErasureRepository } from './erasure.repository';
import { createParticipantDataRepository } from './participant-data.repository';
import { createParticipantDataService } from './participant-data.service';
import { registerRightsRoutes } from './rights.routes';

/**
 * Data subjects' rights, wired after the reports (it reads them) and the live engine (deleting a
 * participant goes through it): a participant's own data, the owner deleting a participant's, an
 * account's archive and its deletion.
 */
export function registerPrivacyRights(
  app: FastifyInstance,
  deps: {
    db: TDatabase;
    authenticate: preHandlerAsyncHookHandler;
    rateLimits: TRateLimits;
    uploads: Pick<TUploadStore, 'read'>;
    erasure: Pick<TErasure, 'eraseAccount'>;
    reports: Pick<TReportsService, 'report' | 'slideResponses' | 'slidesOf'>;
    eraseParticipant(
      presentationId: string,
      participantId: string,
      erase: () => Promise<void>,
    ): Promise<void>;
    deckDeleted(presentationId: string, code: string): void;
    /** Ends the account's paid subscription at its payment provider (billing). */
    cancelSubscription(userId: string): Promise<void>;
  },
): void {
  const archiveRepo = createAccountArchiveRepository(deps.db);
  const erasureRepo = createErasureRepository(deps.db);
  const { reports } = deps;
  registerRightsRoutes(app, {
    authenticate: deps.authenticate,
    rateLimits: deps.rateLimits,
    participantData: createParticipantDataService({
      repo: createParticipantDataRepository(deps.db),
      slidesOf: reports.slidesOf,
      eraseParticipant: deps.eraseParticipant,
    }),
    archive: createAccountArchive({
      repo: archiveRepo,
      uploadsOfDecks: (ids) => erasureRepo.uploadsOfDecks(ids),
      uploads: deps.uploads,
      report: reports.report,
      slideResponses: reports.slideResponses,
    }),
    deletion: createAccountDeletion({
      checkCurrentPassword: createCurrentPasswordCheck(deps.rateLimits),
      erasure: deps.erasure,
      decksOf: (userId) => archiveRepo.deckCodes(userId),
      ownedOrganisationsOf: (userId) => archiveRepo.ownedOrganisations(userId),
      cancelSubscription: deps.cancelSubscription,
      deckDeleted: deps.deckDeleted,
    }),
  });
}
