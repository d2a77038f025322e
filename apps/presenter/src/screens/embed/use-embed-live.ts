import { useEffect, useRef, useState } from 'react';
import {
  EMBED_SOCKET_TYPE,
  LIVE_PROTOCOL_VERSION,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  type ServerToClientEvents,
  type TEmbedViewState,
  type TLiveMessage,
} from '@crowdeck/core';
import type { Socket } from 'socket.io-client';
import { fetchEmbedView } from '../../api/embed';
import { runtimeConfig } from '../../config/runtime-config';
import { EMPTY_LIVE_DATA } from '../../live/live-data';
import { applyLiveMessage } from '../../live/live-reducer';
import { usePresenterStore } from '../../state/presenter-store';
import { toEmbedDeck } from './embed-deck';

/** What the embed page shows: loading, the view, turned off, or a connection problem. */
export type TEmbedStatus = 'loading' | 'ready' | 'gone' | 'error';

/** Messages applied in place; any other means the screen may have changed: read the view again. */
const APPLIED: ReadonlySet<TLiveMessage['type']> = new Set([
  'results',
  'leaderboard',
  'question',
  'players',
]);

/** A read coalesces the messages of one burst (a slide change sends several). */
const RELOAD_DELAY_MS = 80;
/** Without a connection the view is read again this often. */
const POLL_MS = 5_000;

/** Puts a view into the shared presenter store the present view's components read. */
function showState(state: TEmbedViewState): void {
  const { deck, slide } = toEmbedDeck(state);
  usePresenterStore.setState({
    presentation: deck,
    slide,
    presentingSlideId: slide?.id ?? null,
    playerCount: state.playerCount,
    showQrCode: true,
    audienceData: {
      ...EMPTY_LIVE_DATA,
      names: state.names,
      question: state.question,
      results: state.results ? { [state.results.slideId]: state.results } : {},
      leaderboard: state.leaderboard,
    },
  });
}

/**
 * Follows one live embed: reads its view, then listens on a read-only socket (type `embed`) for
 * the results and leaderboard the big screen gets, reading the view again when the screen
 * changes, on every (re)connection and, while disconnected, every few seconds.
 */
export function useEmbedLive(token: string, query: { view: string | null; slide: string | null }) {
  const [status, setStatus] = useState<TEmbedStatus>('loading');
  const [state, setState] = useState<TEmbedViewState | null>(null);
  const gone = useRef(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: Socket<ServerToClientEvents> | null = null;
    let reading = 0;

    const read = async () => {
      const id = ++reading;
      const result = await fetchEmbedView(token, query);
      if (stopped || id !== reading) return;
      if (result.kind === 'gone') {
        gone.current = true;
        socket?.disconnect();
        setStatus('gone');
        return;
      }
      if (result.kind === 'error') {
        setStatus((current) => (current === 'ready' ? current : 'error'));
        return;
      }
      showState(result.state);
      setState(result.state);
      setStatus('ready');
    };
    const readSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void read(), RELOAD_DELAY_MS);
    };
    const poll = setInterval(() => {
      if (!gone.current && !socket?.connected) void read();
    }, POLL_MS);

    void read();
    // The client library downloads beside the first read.
    void import('socket.io-client').then(({ io }) => {
      if (stopped || gone.current) return;
      const created: Socket<ServerToClientEvents> = io(
        runtimeConfig.apiUrl || window.location.origin,
        {
          query: { type: EMBED_SOCKET_TYPE },
          auth: { token, protocol: LIVE_PROTOCOL_VERSION },
          transports: ['websocket'],
          reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
          reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
          timeout: SOCKET_TIMEOUT_MS,
        },
      );
      socket = created;
      created.on('connect', readSoon);
      // Refused (turned off) or closed by the server (turned off now, or a restart): ask again.
      created.on('connect_error', readSoon);
      created.on('disconnect', (reason) => {
        readSoon();
        if (reason === 'io server disconnect' && !stopped) {
          setTimeout(() => {
            if (!stopped && !gone.current) created.connect();
          }, SOCKET_RECONNECT_DELAY_MAX_MS);
        }
      });
      created.on('new_message', (message) => {
        if (!message || typeof message.type !== 'string') return;
        if (!APPLIED.has(message.type)) return readSoon();
        const store = usePresenterStore.getState();
        const changes = applyLiveMessage(store, message, Date.now());
        if (Object.keys(changes).length > 0) usePresenterStore.setState(changes);
        // A leaderboard shown after a question closed, or a quiz moving on: the view decides.
        if (message.type === 'question') readSoon();
      });
    });

    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(poll);
      socket?.removeAllListeners();
      socket?.disconnect();
    };
    // The query is read from the address once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return { status, state };
}
