import {
  API_PATHS,
  ZIdParamsSchema,
  ZLiveControlResponseSchema,
  ZLiveSnapshotSchema,
  ZPresenterJoinRequestSchema,
  ZSlideGameRequestSchema,
  ZSlideNextRequestSchema,
} from '@crowdeck/core';
import {
  REMOTE_PRESENTATION_BODY,
  REMOTE_PRESENTATION_PARAM,
  REMOTE_SLIDE_PARAM,
} from '../../../http/authenticate';
import { presenterRoute } from '../realtime/presenter-routes';
import type { TLiveControlService } from './control.service';

/** The presenter's live controls; each is limited to the caller's own presentations. */
export const liveControlRoutes = (control: TLiveControlService) => [
  presenterRoute('POST', API_PATHS.audiencePresenterJoin, {
    summary: "Attach the presenter's socket to its presentation and read the live state",
    body: ZPresenterJoinRequestSchema,
    ok: ZLiveSnapshotSchema,
    remote: REMOTE_PRESENTATION_BODY,
    handle: (ownerId, { body }) => control.presenterJoin(ownerId, body),
  }),
  presenterRoute('PUT', `${API_PATHS.slideNext}:id/`, {
    summary: 'Change the live slide; phones follow',
    params: ZIdParamsSchema,
    body: ZSlideNextRequestSchema,
    ok: ZLiveControlResponseSchema,
    remote: REMOTE_PRESENTATION_PARAM,
    handle: (ownerId, { params, body }) => control.next(ownerId, params.id, body),
  }),
  presenterRoute('POST', `${API_PATHS.slideGame}:id/`, {
    summary: 'Start (intro, then open for the time limit) or close a quiz question',
    params: ZIdParamsSchema,
    body: ZSlideGameRequestSchema,
    ok: ZLiveControlResponseSchema,
    remote: REMOTE_SLIDE_PARAM,
    handle: (ownerId, { params, body }) => control.game(ownerId, params.id, body),
  }),
];
