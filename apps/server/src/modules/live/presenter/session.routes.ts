import {
  API_PATHS,
  ZIdParamsSchema,
  ZRunChoiceRequestSchema,
  ZRunEndedSchema,
  ZRunStatusSchema,
} from '@crowdeck/core';
import { REMOTE_PRESENTATION_PARAM } from '../../../http/authenticate';
import type { createDeckAccess } from '../../decks/deck-access';
import { presenterRoute } from '../realtime/presenter-routes';
import type { TEndRun } from './end-run';
import type { TLiveSessionService } from './session.service';

/** The session's beginning and end (current run, end, continue or new); owner-only (404). */
export const liveSessionRoutes = (deps: {
  session: TLiveSessionService;
  endRun: TEndRun;
  access: Pick<ReturnType<typeof createDeckAccess>, 'presentation'>;
}) => [
  presenterRoute('GET', `${API_PATHS.liveRun}:id/`, {
    summary: 'The run phones join now: started, ended, participants and responses',
    params: ZIdParamsSchema,
    ok: ZRunStatusSchema,
    remote: REMOTE_PRESENTATION_PARAM,
    handle: (ownerId, { params }) => deps.session.current(ownerId, params.id),
  }),
  presenterRoute('POST', `${API_PATHS.liveRun}:id/`, {
    summary: 'Present again: continue the current run, or start a new one (the old one is kept)',
    params: ZIdParamsSchema,
    body: ZRunChoiceRequestSchema,
    ok: ZRunStatusSchema,
    handle: (ownerId, { params, body }) => deps.session.choose(ownerId, params.id, body.mode),
  }),
  presenterRoute('POST', `${API_PATHS.liveEnd}:id/`, {
    summary: 'End the session: phones are told, nobody joins or answers after',
    params: ZIdParamsSchema,
    ok: ZRunEndedSchema,
    remote: REMOTE_PRESENTATION_PARAM,
    handle: async (ownerId, { params }) => {
      const deck = await deps.access.presentation(ownerId, params.id, 'present');
      return deps.endRun(deck.id);
    },
  }),
];
