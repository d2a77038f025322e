import {
  LIVE_PROTOCOL_OUTDATED,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  type TLiveMessage,
} from '@crowdeck/core';
import { openPresenterSocket, type TPresenterSocket } from '../auth/presenter-socket';
import { usePresenterStore } from '../state/presenter-store';
import { applyLiveMessage } from './live-reducer';
import { showNewRun } from './new-run';
import { followScreen } from './screen-sync';
import { useSessionEndStore } from './session-end-store';

/** The one presenter socket of this page, while present mode is open. */
let socket: TPresenterSocket | null = null;

/** Id of the connected socket, sent as `socketId` with slide changes; null while disconnected. */
export function getSocketId(): string | null {
  return socket?.connected ? (socket.id ?? null) : null;
}

/** Applies one `new_message` to the shared store; a malformed message is dropped, never thrown. */
export function receiveLiveMessage(message: TLiveMessage, receivedAt = Date.now()): void {
  if (!message || typeof message !== 'object' || typeof message.type !== 'string') return;
  // What other presenter windows did to the big screen, and a session ended from any of them.
  if (message.type === 'screen') return followScreen(message.screen);
  if (message.type === 'runEnded') {
    useSessionEndStore.setState({ ended: message.ended, isEndAsked: false });
    return;
  }
  if (message.type === 'runStarted') return showNewRun(message.screen);
  try {
    const changes = applyLiveMessage(usePresenterStore.getState(), message, receivedAt);
    if (changes && Object.keys(changes).length > 0) usePresenterStore.setState(changes);
  } catch (error) {
    console.warn('Ignored a live message that could not be applied', error);
  }
}

const setStatus = (connected: boolean) => {
  const store = usePresenterStore.getState();
  // Out of date stays so until the page reloads: nothing else can fix it.
  if (store.socketConnectStatus === 'outdated') return;
  store.setSocketConnectStatus(connected ? 'connected' : 'disconnected');
};

/**
 * Opens the presenter's realtime connection (query type=presenter, reconnect 1 s
 * rising to 5 s, 20 s timeout). `onConnect` runs on the first connection and on every reconnect,
 * with the new socket id. Failures only flip the status to disconnected. Returns the closer.
 */
export function startPresenterSocket(onConnect: (socketId: string) => void): () => void {
  let stopped = false;
  let current: TPresenterSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  // Lazy: the client library is only downloaded when a deck is presented.
  void openPresenterSocket(() => stopped)
    .then((created) => {
      if (!created) return;
      current = created;
      socket = created;
      created.on('connect', () => {
        setStatus(true);
        if (created.id) onConnect(created.id);
      });
      created.on('disconnect', (reason) => {
        setStatus(false);
        // The client does not reconnect by itself after the server closed the connection
        // (a restart or deploy); try again after the longest delay.
        if (reason === 'io server disconnect' && !stopped) {
          retryTimer = setTimeout(() => created.connect(), SOCKET_RECONNECT_DELAY_MAX_MS);
        }
      });
      created.on('connect_error', (error) => {
        if (error.message !== LIVE_PROTOCOL_OUTDATED) return setStatus(false);
        // The server was upgraded under this tab: the presenter is offered a reload.
        clearTimeout(retryTimer);
        created.disconnect();
        usePresenterStore.getState().setSocketConnectStatus('outdated');
      });
      created.on('new_message', (message) => receiveLiveMessage(message));
    })
    .catch(() => setStatus(false));

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    current?.removeAllListeners();
    current?.disconnect();
    if (socket === current) socket = null;
    setStatus(false);
  };
}
