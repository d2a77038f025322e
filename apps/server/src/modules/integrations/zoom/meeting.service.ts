import { createHash } from 'node:crypto';
import {
  API_ERROR_CODES,
  ZOOM_MEETING_LINK_TTL_MS,
  type TZoomJoin,
  type TZoomMeetingLinked,
} from '@crowdeck/core';
import { ApiError, notFound } from '../../../http/api-error';
import type { TClock } from '../../../lib/clock';
import type { createDeckAccess } from '../../decks/deck-access';
import { deckAudienceUrl } from '../../../http/deck-audience-url';
import type { TLive } from '../../live';
import { mayLinkZoomMeeting } from '../../../policies';
import type { TAddinCaller, TEmbedAddressOf } from '../office/grants.service';
import { decryptZoomAppContext, ZoomContextError, type TZoomAppContext } from './app-context';
import type { TMeetingLinksRepository } from './meeting-links.repository';

/** The operator's Zoom app (config.zoom). */
export interface TZoomCredentials {
  clientId: string;
  clientSecret: string;
}

const refused = (reason: string) =>
  new ApiError(401, API_ERROR_CODES.unauthorized, `Zoom's app context was refused (${reason}).`);

const notInMeeting = () =>
  new ApiError(
    409,
    API_ERROR_CODES.conflict,
    'The Zoom app is not open in a meeting: open it from a meeting to link or join one.',
  );

const wrongClient = () =>
  new ApiError(
    403,
    API_ERROR_CODES.forbidden,
    'Only a grant made for the Zoom app links a meeting.',
  );

/** The stored key of a meeting: its UUID's SHA-256 (Zoom's identifier is not kept). */
export const meetingHashOf = (meetingUuid: string) =>
  createHash('sha256').update(meetingUuid, 'utf8').digest('hex');

/** Where the audience joins a code: the deck's audience origin, then the code. */
export const joinUrlOf = (audienceUrl: string, code: string) =>
  `${audienceUrl.replace(/\/+$/, '')}/${code}`;

/**
 * The Zoom meeting ↔ presentation link: the presenter's Zoom app links the meeting it is open in
 * (its grant says which presentation, and whose); anyone in that meeting (their own verified app
 * context names it) reads the presentation's join code and live view from it.
 */
export function createZoomMeetingService(deps: {
  zoom: TZoomCredentials;
  repo: TMeetingLinksRepository;
  access: ReturnType<typeof createDeckAccess>;
  live: Pick<TLive, 'embeds'>;
  embedAddressOf: TEmbedAddressOf;
  clock: TClock;
}) {
  const verify = (header: string): TZoomAppContext & { mid: string } => {
    let context: TZoomAppContext;
    try {
      context = decryptZoomAppContext(header, { ...deps.zoom, now: deps.clock.now() });
    } catch (error) {
      if (error instanceof ZoomContextError) throw refused(error.reason);
      throw error;
    }
    if (!context.mid) throw notInMeeting();
    return { ...context, mid: context.mid };
  };

  return {
    /** PUT /api/integrations/zoom/meeting/: links the context's meeting to the grant's deck. */
    async link(caller: TAddinCaller, header: string): Promise<TZoomMeetingLinked> {
      if (!mayLinkZoomMeeting(caller)) throw wrongClient();
      const context = verify(header);
      const deck = await deps.access.granted(caller);
      const now = deps.clock.now();
      const expiresAt = new Date(now + ZOOM_MEETING_LINK_TTL_MS);
      await deps.repo.upsert({
        meetingHash: meetingHashOf(context.mid),
        grantId: caller.id,
        userId: caller.userId,
        presentationId: deck.id,
        expiresAt,
        now: new Date(now),
      });
      return { presentationTitle: deck.title, expiresAt: expiresAt.toISOString() };
    },

    /** POST /api/integrations/zoom/join/: the join of the presentation linked to the meeting. */
    async join(
      header: string,
      addresses: { presenterUrl: string; audienceUrl: string },
    ): Promise<TZoomJoin> {
      const context = verify(header);
      const link = await deps.repo.findLive(meetingHashOf(context.mid), new Date(deps.clock.now()));
      if (!link) {
        throw new ApiError(
          404,
          API_ERROR_CODES.notFound,
          "No presentation is linked to this meeting yet: the presenter links it from Crowdeck's Zoom app.",
        );
      }
      // The link reaches its deck as the grant that made it did: 404 once the owner lost it.
      const deck = await deps.access.granted(link);
      const state = await deps.live.embeds.view(deck.id, { view: 'join', screen: null });
      if (!state) throw notFound();
      const embedUrl = await deps.embedAddressOf({
        ownerId: link.userId,
        presentationId: deck.id,
        presenterUrl: addresses.presenterUrl,
        client: 'zoom',
      });
      return {
        presentationTitle: deck.title,
        code: state.code,
        joinUrl: joinUrlOf(deckAudienceUrl(addresses.audienceUrl, state.audienceHost), state.code),
        embedUrl,
      };
    },
  };
}

export type TZoomMeetingService = ReturnType<typeof createZoomMeetingService>;
