import type { TCoeditRoom, TSavedField } from './coedit/coedit-room';
import type { TParticipantIdentitySigner } from '../../lib/participant-identity';
import type { IncomingMessage } from 'node:http';
import type { TLiveControlResponse } from '@crowdeck/core';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TDatabase } from '../../db/client';
import type { TRateLimits } from '../../lib/rate-limit';
import type { TMetrics } from '../../lib/metrics';
import type { TRedisClients } from '../../lib/redis';
import type { TIdleDecks } from './idle-decks';
import type { TOnlineCounter } from './capacity/online-counter';
import type { TLiveControlService } from './presenter/control.service';
import type { TResetResults } from './presenter/reset-results';
import type { TEmbedViews } from './presenter/embed-view';
import type { TLiveGateway, TLiveServer } from './realtime/gateway';
import type { TEmbedViewer, TPresenterSession } from './realtime/socket-server';
import type { TLiveTuning } from './tuning';

/** What the live module needs from the app. */
export interface TLiveDeps {
  db: TDatabase;
  /** Whether a page at `origin` may open a socket on the API reached at `host`. */
  isOriginAllowed(origin: string, host: string | undefined): boolean;
  /** The organisation's own audience domain a page is on, or null (its phones join its decks). */
  audienceOriginHost?(origin: string | undefined, host: string | undefined): string | null;
  authenticate: preHandlerAsyncHookHandler;
  /** The user and session of a bearer token, or null. */
  findSession(token: string): Promise<TPresenterSession | null>;
  /** The presentation a live embed's view token shows, or null (unknown or revoked). */
  findEmbedToken?(token: string): Promise<TEmbedViewer | null>;
  /** Phones' addresses: X-Forwarded-For as far as TRUST_PROXY allows. */
  clientIp(request: IncomingMessage): string;
  /** False for load tests (RATE_LIMIT_ENABLED=false): joins are not limited per address. */
  rateLimitEnabled?: boolean;
  /** Checks the identities phones bring back from their organisation's sign-in (identified decks). */
  participantIdentities?: Pick<TParticipantIdentitySigner, 'verify'> | null;
  /** The API's named limits (remote pairing per address). */
  rateLimits: Pick<TRateLimits, 'consume'>;
  /** Several nodes: Socket.IO's adapter and the shared stores in Redis. Null: all in memory. */
  redis?: TRedisClients | null;
  /** One node: an in-memory counter of the test's own (ignored with `redis`). */
  onlineCounter?: TOnlineCounter;
  /** Tests' and benchmarks' knobs (defaults in production). */
  tuning?: TLiveTuning;
  /** The server's Prometheus metrics: the engine counts phones, joins, answers and writes. */
  metrics: TMetrics;
}

/** The live module's handles: the socket server, resets for the deck routes, shutdown. */
export interface TLive {
  io: TLiveServer;
  resets: TResetResults & {
    deckChanged(presentationId: string): void;
    identityRequired(code: string): void;
    deckDeleted(presentationId: string, code: string, slideIds: string[]): void;
    codeCreated(code: string): void;
    fieldsSaved(presentationId: string, userId: string, saved: TSavedField[]): void;
    deckReshaped(presentationId: string, userId: string): void;
  };
  /** Co-editing: the editors rooms of decks (presence, taken fields, saved fields). */
  coedit: Pick<TCoeditRoom, 'sweep' | 'presenceOf'>;
  /** Frees idle decks now, and reports what is kept per kind of state (tests, soak benchmark). */
  idle: Pick<TIdleDecks, 'sweep' | 'sizes'>;
  /** Ends the sessions left with phones but without a presenter long enough, now (tests). */
  checkUnattended(): Promise<void>;
  /** Sessions ended: their presenter sockets are disconnected on every node. */
  endSessions: TLiveGateway['endSessions'];
  /**
   * Makes a slide of the owner's presentation the live one, as `PUT /api/slide/next/` does
   * (phones and presenter windows follow); for callers that are not a presenter window (the
   * PowerPoint add-in).
   */
  moveSlide(
    ownerId: string,
    presentationId: string,
    slideId: string,
  ): Promise<TLiveControlResponse>;
  /** Starts or closes a slide's question as `POST /api/slide/game/` does (the Teams side panel). */
  game: TLiveControlService['game'];
  /** Live embeds: their public state, and closing those of a revoked view token. */
  embeds: TEmbedViews & { close: TLiveGateway['closeEmbeds'] };
  /**
   * Deletes a participant's data while the engine holds still: its phones are let go and its
   * token refused, answers accepted before are written, `erase` runs, then results, words, ranks
   * and the Q&A board are read afresh and pushed on every node.
   */
  eraseParticipant(
    presentationId: string,
    participantId: string,
    erase: () => Promise<void>,
  ): Promise<void>;
  /** Resolves once the work the engine started without awaiting it has settled (tests). */
  settled(): Promise<void>;
  /** Stops timers, waits for work in flight, writes pending answers, disconnects sockets. */
  close(): Promise<void>;
}
