import {
  ZOOM_API_PATHS,
  ZZoomContextBodySchema,
  ZZoomJoinSchema,
  ZZoomMeetingLinkedSchema,
} from '@crowdeck/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@crowdeck/core';
import { ApiError, unauthorized } from '../../../http/api-error';
import { AUTHED_ERROR_RESPONSES, BEARER_SECURITY } from '../../../http/openapi-schema';
import type { TAddinCaller, TOfficeGrantsService } from '../office/grants.service';
import type { TZoomMeetingService } from './meeting.service';

const tags = ['integrations'];
const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

const notSetUp = () =>
  new ApiError(
    404,
    API_ERROR_CODES.notFound,
    'The operator of this server has not set Zoom up (ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET).',
  );

/**
 * The Zoom app's API: linking a meeting takes the app's grant (client `zoom`) and Zoom's
 * encrypted app context; reading a meeting's join takes the context only — being in the meeting
 * (what the verified context says) is what lets a participant join.
 */
export function registerZoomMeetingRoutes(
  app: FastifyInstance,
  deps: {
    meetings: TZoomMeetingService | null;
    grants: Pick<TOfficeGrantsService, 'authenticate'>;
    /** The public addresses of the presenter and audience apps for a request. */
    addressesOf: (request: FastifyRequest) => { presenterUrl: string; audienceUrl: string };
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = () => {
    if (!deps.meetings) throw notSetUp();
    return deps.meetings;
  };
  const grantOf = async (request: FastifyRequest): Promise<TAddinCaller> => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const caller = match?.[1] ? await deps.grants.authenticate(match[1]) : null;
    if (!caller) throw unauthorized();
    return caller;
  };

  api.put(
    ZOOM_API_PATHS.meeting,
    {
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          "Link the Zoom meeting of an app context to the grant's presentation (Zoom app grant)",
        body: ZZoomContextBodySchema,
        response: { 200: ZZoomMeetingLinkedSchema, ...AUTHED_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const meetings = service();
      return meetings.link(await grantOf(request), request.body.context);
    },
  );

  api.post(
    ZOOM_API_PATHS.join,
    {
      schema: {
        tags,
        summary:
          "The join code and live view of the presentation linked to the app context's meeting",
        body: ZZoomContextBodySchema,
        response: { 200: ZZoomJoinSchema, ...AUTHED_ERROR_RESPONSES },
      },
    },
    async (request) => service().join(request.body.context, deps.addressesOf(request)),
  );
}
