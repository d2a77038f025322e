import {
  API_PATHS,
  ZIdParamsSchema,
  ZQaActionRequestSchema,
  ZQaQueueSchema,
  ZQaSettingsRequestSchema,
} from '@crowdeck/core';
import { z } from 'zod';
import { REMOTE_PRESENTATION_PARAM } from '../../../http/authenticate';
import { presenterRoute } from '../realtime/presenter-routes';
import type { TQaService } from './qa.service';

/** The presenter's Q&A: the queue, settings and moderation; owner-only (404 otherwise). */
export const qaRoutes = (qa: TQaService) => [
  presenterRoute('GET', `${API_PATHS.liveQa}:id/`, {
    summary: 'Q&A of the current run: settings and every question (pending, dismissed included)',
    params: ZIdParamsSchema,
    ok: ZQaQueueSchema,
    remote: REMOTE_PRESENTATION_PARAM,
    handle: (ownerId, { params }) => qa.queue(ownerId, params.id),
  }),
  presenterRoute('PUT', `${API_PATHS.liveQa}:id/settings/`, {
    summary: 'Turn Q&A on or off, choose how names show and whether questions need approval',
    params: ZIdParamsSchema,
    body: ZQaSettingsRequestSchema,
    ok: ZQaQueueSchema,
    handle: (ownerId, { params, body }) => qa.saveSettings(ownerId, params.id, body),
  }),
  presenterRoute('POST', `${API_PATHS.liveQa}:id/question/:questionId/`, {
    summary:
      'Moderate a question: approve, dismiss, restore, answer, unanswer, highlight, unhighlight',
    params: z.object({ id: z.string(), questionId: z.string() }),
    body: ZQaActionRequestSchema,
    ok: ZQaQueueSchema,
    remote: REMOTE_PRESENTATION_PARAM,
    handle: (ownerId, { params, body }) =>
      qa.act(ownerId, params.id, params.questionId, body.action),
  }),
];
