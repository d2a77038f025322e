// A Socket.IO client for the load processes that speaks the phone's wire protocol (engine.io 4
// over WebSocket, Socket.IO 5 packets through socket.io-parser) without socket.io-client's layers
// (a Manager, an engine.io socket, a transport and their emitters and timers per connection).
// On this machine the load processes share the 2 cores with the server: 15,000 socket.io-client
// connections cost more CPU than the server itself, and that time showed up in what the benchmark
// measured. Real phones bring their own CPU. Crowdeck's phones and the bare Socket.IO floor use the
// same client (`--client socket.io-client` runs both with the library instead).
import { decodePacket, encodePacket, type Packet as EnginePacket } from 'engine.io-parser';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import WebSocket from 'ws';

type TListener = (message: never) => void;

export interface TLeanOptions {
  query: Record<string, string>;
  auth: Record<string, unknown>;
  localAddress?: string;
  /** Attempts after the first refused one (the phone app's reconnection while it first connects). */
  retries: number;
  delayMs: number;
  delayMaxMs: number;
  /** Gives up an attempt that has not connected after this long. */
  timeoutMs: number;
  onRetry(): void;
}

const encoder = new Encoder();

/** One phone's connection: events in, events with acknowledgements out. */
export class LeanSocket {
  private ws: WebSocket | null = null;
  private readonly decoder = new Decoder();
  private readonly acks = new Map<number, (args: unknown[]) => void>();
  private nextAck = 0;
  private readonly listeners = new Map<string, TListener>();
  connected = false;

  constructor(
    private readonly url: string,
    private readonly options: TLeanOptions,
  ) {
    this.decoder.on('decoded', (packet: Packet) => this.onPacket(packet));
  }

  /** Listens to one event (one listener per event is all the load processes need). */
  on<T>(event: string, listener: (message: T) => void): void {
    this.listeners.set(event, listener as TListener);
  }

  /** Connects, retrying a refused attempt as socket.io-client's backoff does; the reason if not. */
  async connect(): Promise<true | string> {
    let lastError = 'connect_error';
    for (let attempt = 0; attempt <= this.options.retries; attempt++) {
      if (attempt > 0) {
        this.options.onRetry();
        await new Promise((r) => setTimeout(r, this.backoff(attempt)));
      }
      const result = await this.attempt();
      if (result === true) return true;
      lastError = result;
    }
    return lastError;
  }

  /** socket.io-client's Backoff: delay × 2^(attempt−1) with ±50 % jitter, capped. */
  private backoff(attempt: number): number {
    const base = this.options.delayMs * 2 ** (attempt - 1);
    const jitter = (Math.random() * 2 - 1) * 0.5 * base;
    return Math.min(this.options.delayMaxMs, base + jitter);
  }

  private attempt(): Promise<true | string> {
    const query = new URLSearchParams({ ...this.options.query, EIO: '4', transport: 'websocket' });
    const address = `${this.url.replace(/^http/, 'ws')}/socket.io/?${query}`;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: true | string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (result !== true) ws.terminate();
        resolve(result);
      };
      const timer = setTimeout(() => settle('connect_error: timeout'), this.options.timeoutMs);
      const ws = new WebSocket(address, {
        perMessageDeflate: false,
        ...(this.options.localAddress ? { localAddress: this.options.localAddress } : {}),
      });
      this.ws = ws;
      this.onConnect = () => settle(true);
      this.onRefused = (message) => settle(`connect_error: ${message}`);
      ws.on('error', (error) => settle(`connect_error: websocket error (${error.message})`));
      ws.on('close', () => {
        this.connected = false;
        settle('connect_error: closed');
      });
      ws.on('message', (data) => this.onFrame(String(data)));
    });
  }

  private onConnect: () => void = () => undefined;
  private onRefused: (message: string) => void = () => undefined;

  private onFrame(frame: string): void {
    const packet = decodePacket(frame) as EnginePacket;
    if (packet.type === 'open')
      this.send({ type: PacketType.CONNECT, nsp: '/', data: this.options.auth });
    else if (packet.type === 'ping') this.write({ type: 'pong' });
    else if (packet.type === 'message') this.decoder.add(packet.data as string);
    else if (packet.type === 'close') this.ws?.terminate();
  }

  private onPacket(packet: Packet): void {
    if (packet.type === PacketType.CONNECT) {
      this.connected = true;
      this.onConnect();
    } else if (packet.type === PacketType.CONNECT_ERROR) {
      this.onRefused(String((packet.data as { message?: string })?.message ?? 'refused'));
    } else if (packet.type === PacketType.EVENT) {
      const [event, message] = packet.data as [string, unknown];
      this.listeners.get(event)?.(message as never);
    } else if (packet.type === PacketType.ACK && packet.id !== undefined) {
      const ack = this.acks.get(packet.id);
      this.acks.delete(packet.id);
      ack?.(packet.data as unknown[]);
    } else if (packet.type === PacketType.DISCONNECT) {
      this.ws?.terminate();
    }
  }

  private write(packet: EnginePacket): void {
    encodePacket(packet, false, (encoded) => this.ws?.send(encoded as string));
  }

  private send(packet: Packet): void {
    for (const data of encoder.encode(packet)) this.write({ type: 'message', data });
  }

  /** Emits an event and resolves with the acknowledgement's first argument (or rejects on time). */
  emitWithAck<T>(event: string, payload: unknown, timeoutMs: number): Promise<T> {
    const id = this.nextAck++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error('operation has timed out'));
      }, timeoutMs);
      this.acks.set(id, (args) => {
        clearTimeout(timer);
        resolve(args[0] as T);
      });
      this.send({ type: PacketType.EVENT, nsp: '/', id, data: [event, payload] });
    });
  }

  /** Closes the connection as a phone that goes away does (a DISCONNECT packet, then the close). */
  disconnect(): void {
    if (this.connected) this.send({ type: PacketType.DISCONNECT, nsp: '/' });
    this.connected = false;
    this.ws?.close();
  }

  /** Cuts the TCP connection without a word, as a network drop (the server only sees it close). */
  drop(): void {
    this.connected = false;
    this.ws?.terminate();
  }
}
