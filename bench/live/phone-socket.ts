// The connection one load-process phone holds: the lean protocol client by default, or
// socket.io-client itself (`--client socket.io-client`), behind the same few calls.
import { io, type Socket } from 'socket.io-client';
import { audienceSocketOptions } from '@crowdeck/core';
import { LeanSocket, type TLeanOptions } from './lean-socket';

export type TPhoneClient = 'lean' | 'socket.io-client';

export interface TPhoneSocket {
  on<T>(event: string, listener: (message: T) => void): void;
  /** Connects (retrying as the phone app does): true, or why it was refused. */
  connect(): Promise<true | string>;
  emitWithAck<T>(event: string, payload: unknown, timeoutMs: number): Promise<T>;
  disconnect(): void;
  /** Cuts the TCP connection without a word (no DISCONNECT, no close frame), as a network drop. */
  drop(): void;
}

/** A phone on socket.io-client: the calls that only hand on to the client. */
abstract class IoPhoneSocket implements TPhoneSocket {
  constructor(readonly socket: Socket) {}

  abstract connect(): Promise<true | string>;
  abstract drop(): void;

  on<T>(event: string, listener: (message: T) => void): void {
    this.socket.on(event, listener);
  }

  emitWithAck<T>(event: string, payload: unknown, timeoutMs: number): Promise<T> {
    return this.socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
  }

  disconnect(): void {
    this.socket.disconnect();
  }

  /**
   * Cuts the TCP connection: engine.io-client's WebSocket transport holds a `ws` WebSocket in
   * Node, whose terminate() destroys its socket; the client then sees a transport close.
   */
  protected cutTransport(): void {
    const transport = this.socket.io.engine?.transport as unknown as
      { ws?: { terminate?: () => void } } | undefined;
    transport?.ws?.terminate?.();
  }
}

/** socket.io-client with the phone app's options (apps/audience/src/live/socket.ts). */
class LibrarySocket extends IoPhoneSocket {
  constructor(url: string, options: TLeanOptions) {
    super(
      io(url, {
        transports: ['websocket'],
        forceNew: true,
        autoConnect: false,
        // The phone app's own retries while it first connects: a connection the kernel reset (a
        // SYN cookie that failed) is tried again, as a phone would.
        reconnection: true,
        reconnectionAttempts: options.retries,
        reconnectionDelay: options.delayMs,
        reconnectionDelayMax: options.delayMaxMs,
        query: options.query,
        auth: options.auth,
        timeout: options.timeoutMs,
        localAddress: options.localAddress,
      } as Parameters<typeof io>[1]),
    );
    this.socket.io.on('reconnect_attempt', () => options.onRetry());
  }

  connect(): Promise<true | string> {
    return new Promise((resolve) => {
      let lastError = 'connect_error';
      this.socket.on('connect_error', (error) => {
        // engine.io's "websocket error" wraps the transport's own error (ECONNRESET…).
        const cause = (error as Error & { description?: { message?: string } }).description;
        lastError = `connect_error: ${error.message}${cause?.message ? ` (${cause.message})` : ''}`;
      });
      this.socket.io.once('reconnect_failed', () => resolve(lastError));
      this.socket.once('connect', () => {
        // From now on the benchmark decides when a phone drops and comes back.
        this.socket.io.reconnection(false);
        resolve(true);
      });
      this.socket.connect();
    });
  }

  drop(): void {
    // Its reconnection is off by now: the transport close ends the connection.
    this.cutTransport();
  }
}

/**
 * socket.io-client exactly as the phone app opens it (`openLiveSocket` in
 * apps/audience/src/live/socket.ts, with the same `audienceSocketOptions`: query, auth, transports,
 * reconnection delays and time-out; reconnection on, without a limit, so connection-state recovery
 * is attempted with the session id and offset it holds), plus what a load process needs: its own
 * Manager per phone (a page has one) and a loopback source address. Like the app, it joins again
 * on every `connect` (`onConnectAgain`), recovered or not.
 */
export class AppSocket extends IoPhoneSocket {
  private again: ((recovered: boolean) => void) | null = null;
  private firstConnected = false;
  /** When the client last tried to reconnect (epoch ms; 0 before any attempt). */
  attemptAt = 0;

  constructor(url: string, options: TLeanOptions) {
    super(
      io(url, {
        ...audienceSocketOptions(),
        forceNew: true,
        autoConnect: false,
        localAddress: options.localAddress,
      } as Parameters<typeof io>[1]),
    );
    this.socket.io.on('reconnect_attempt', () => {
      this.attemptAt = Date.now();
      options.onRetry();
    });
    this.socket.on('connect', () => {
      if (!this.firstConnected) return;
      this.again?.(this.socket.recovered);
    });
  }

  connect(): Promise<true | string> {
    return new Promise((resolve) => {
      let failures = 0;
      this.socket.on('connect_error', (error) => {
        // The app retries for ever; a load process gives up after as many attempts as the lean one.
        if (!this.firstConnected && ++failures > 5) {
          this.socket.disconnect();
          resolve(`connect_error: ${error.message}`);
        }
      });
      this.socket.once('connect', () => {
        this.firstConnected = true;
        resolve(true);
      });
      this.socket.connect();
    });
  }

  /** What to do on every later `connect` (the app joins again): told whether it was recovered. */
  onConnectAgain(handler: ((recovered: boolean) => void) | null): void {
    this.again = handler;
  }

  /** A network blip: the TCP connection is cut, and the client reconnects by itself (recovery). */
  blip(): void {
    this.cutTransport();
  }

  /** Cut for good (its reconnection off): the benchmark brings the phone back itself. */
  drop(): void {
    this.socket.io.reconnection(false);
    this.blip();
  }
}

export function createPhoneSocket(
  client: TPhoneClient,
  url: string,
  options: TLeanOptions,
): TPhoneSocket {
  return client === 'lean' ? new LeanSocket(url, options) : new LibrarySocket(url, options);
}
