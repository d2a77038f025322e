import type { z } from 'zod';
import { LIVE_MESSAGES, LiveError } from '../errors';
import type { createReactionLimiter } from '../phones/reaction-limiter';
import type { TLiveSocket } from '../realtime/gateway';
import { joinedRun } from '../realtime/joined-socket';
import { withAck } from '../realtime/socket-ack';
import { LIVE_EVENT_SCHEMAS } from '../realtime/socket-server';
import type { TQaAsker, TQaService } from './qa.service';

/** The joined participant behind a socket, as the Q&A needs it. */
function askerOf(socket: TLiveSocket, addressKey: string): TQaAsker {
  return {
    ...joinedRun(socket),
    name: socket.data.name ?? null,
    addressKey,
    socketId: socket.id,
  };
}

/**
 * A phone's Q&A events: ask, like, and read the board. Every event counts against one sliding
 * window per participant in memory (like reactions), so a flood never reaches the database;
 * questions are also limited per participant in the database, across nodes.
 */
export function registerQaHandlers(
  socket: TLiveSocket,
  deps: {
    qa: TQaService;
    /** The phone's network (lib/address-key of its address). */
    addressKey: string;
    /** Asks, likes and reads per participant per 10 s. */
    limiter: ReturnType<typeof createReactionLimiter>;
    /** Tracks the work so shutdown waits for it; refuses it while closing. */
    guarded<T>(event: string, work: () => Promise<T>): Promise<T>;
    onError(error: unknown): void;
  },
): void {
  const limited = (asker: TQaAsker) => {
    if (!deps.limiter.tryConsume(asker.participantId)) {
      throw new LiveError('rate_limited', LIVE_MESSAGES.rateLimited, { retryAfterSec: 10 });
    }
    return asker;
  };

  /** A written event (ask, like): limited, then tracked so shutdown waits for its write. */
  const guardedAck = <TSchema extends z.ZodType, TData>(
    schema: TSchema,
    event: string,
    run: (asker: TQaAsker, payload: z.infer<TSchema>) => Promise<TData>,
  ) =>
    withAck(
      schema,
      async (payload) =>
        deps.guarded(event, () => run(limited(askerOf(socket, deps.addressKey)), payload)),
      deps.onError,
    );

  socket.on('qa:ask', guardedAck(LIVE_EVENT_SCHEMAS['qa:ask'], 'audience.qa.ask', deps.qa.ask));
  socket.on('qa:vote', guardedAck(LIVE_EVENT_SCHEMAS['qa:vote'], 'audience.qa.vote', deps.qa.vote));
  socket.on(
    'qa:list',
    withAck(
      LIVE_EVENT_SCHEMAS['qa:list'],
      async () => deps.qa.list(limited(askerOf(socket, deps.addressKey))),
      deps.onError,
    ),
  );
}
