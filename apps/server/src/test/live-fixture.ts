import { API_PATHS, type TPresentation, type TSlideType } from '@crowdeck/core';
import { afterAll, beforeAll } from 'vitest';
import type { TApp, TAppDeps } from '../app';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { call, callOk, createDeck, getDeck } from './deck-factories';
import {
  closeAll,
  joinOk,
  listen,
  markCorrect,
  openPresenter,
  openSocket,
  type TClientSocket,
} from './live-clients';
import { createTestApp, registerUser, type TTestApp } from './test-app';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a spec's live fixture starts with. */
export interface TLiveFixtureOptions {
  /** Passed to createTestApp. */
  env?: Record<string, string>;
  deps?: Partial<TAppDeps>;
  addressesFromRequest?: boolean;
  /** Signs up a presenter whose token is `token` (default); false leaves `token` unset. */
  presenter?: boolean;
  /** Signs up a second account whose token is `strangerToken`. */
  stranger?: boolean;
  /** Runs first at the end (before the sockets close), e.g. to let held requests through. */
  beforeClose?: () => void;
}

/** A deck on the big screen with named phones joined. */
export interface TLiveRoom {
  deck: TPresentation;
  presenter: TClientSocket;
  phones: TClientSocket[];
  joined: Array<Awaited<ReturnType<typeof joinOk>>>;
}

/**
 * The integration fixture every live spec uses: the app on a fresh database (the driver the
 * project chose) listening on a local port, a signed-up presenter, and real sockets for the big
 * screen and the phones, all closed once the spec's tests are done.
 */
export interface TLiveFixture {
  readonly t: TTestApp;
  readonly app: TApp;
  readonly db: TDatabase;
  readonly config: TConfig;
  /** The app's base URL. */
  readonly url: string;
  /** The presenter's token. */
  readonly token: string;
  /** A second account's token (with `stranger: true`). */
  readonly strangerToken: string;
  /** Sockets closed at the end; a spec that opens one itself pushes it here. */
  readonly sockets: TClientSocket[];
  /** Opens a phone socket (closed at the end). */
  phone(options?: { forwardedFor?: string; reconnection?: boolean }): Promise<TClientSocket>;
  /** Opens `count` phone sockets at once. */
  phones(count: number): Promise<TClientSocket[]>;
  /** Opens the big screen's socket attached to the deck (as the presenter unless `as`). */
  presenter(deckId: string, as?: string): Promise<TClientSocket>;
  /** Creates a deck with one slide of each type (as the presenter unless `as`). */
  deck(types?: TSlideType[], as?: string): Promise<TPresentation>;
  /** A request as the presenter (unless `as`), and one that must succeed. */
  call(method: TMethod, path: string, payload?: unknown, as?: string): ReturnType<typeof call>;
  callOk<T>(method: TMethod, path: string, payload?: unknown, as?: string): Promise<T>;
  /** How many phones hold a place in the deck's room, as the big screen is told. */
  playerCount(deckId: string, presenter: TClientSocket, as?: string): Promise<number>;
  /**
   * A deck (or a new one of `types`, option 0 correct on the slides at `correct`), its big
   * screen, and phones joined under `names`.
   */
  room(
    deck: TPresentation | TSlideType[],
    names: string[],
    options?: { correct?: number[] },
  ): Promise<TLiveRoom>;
}

/** Starts the live fixture around the calling `describe` (beforeAll / afterAll). */
export function useLiveFixture(options: TLiveFixtureOptions = {}): TLiveFixture {
  let started: { t: TTestApp; url: string; token?: string; strangerToken?: string } | null = null;
  const sockets: TClientSocket[] = [];
  const get = () => {
    if (!started) throw new Error('the live fixture is used before it started');
    return started;
  };
  const defined = (value: string | undefined, name: string) => {
    if (value === undefined) throw new Error(`the live fixture has no ${name}`);
    return value;
  };

  beforeAll(async () => {
    const t = await createTestApp({
      ...(options.env ? { env: options.env } : {}),
      ...(options.deps ? { deps: options.deps } : {}),
      ...(options.addressesFromRequest ? { addressesFromRequest: true } : {}),
    });
    started = { t, url: await listen(t.app) };
    if (options.presenter !== false) started.token = (await registerUser(t.app)).token;
    if (options.stranger) started.strangerToken = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    options.beforeClose?.();
    closeAll(sockets);
    await started?.t.close();
  });

  const fixture: TLiveFixture = {
    get t() {
      return get().t;
    },
    get app() {
      return get().t.app;
    },
    get db() {
      return get().t.db;
    },
    get config() {
      return get().t.config;
    },
    get url() {
      return get().url;
    },
    get token() {
      return defined(get().token, 'presenter');
    },
    get strangerToken() {
      return defined(get().strangerToken, 'stranger');
    },
    sockets,
    async phone(phoneOptions = {}) {
      const socket = await openSocket(get().url, { type: 'audience', ...phoneOptions });
      sockets.push(socket);
      return socket;
    },
    phones(count) {
      return Promise.all(Array.from({ length: count }, () => fixture.phone()));
    },
    async presenter(deckId, as = fixture.token) {
      const socket = await openPresenter(get().t.app, get().url, as, deckId);
      sockets.push(socket);
      return socket;
    },
    deck(types = [], as = fixture.token) {
      return createDeck(get().t.app, as, types);
    },
    call(method, path, payload, as = fixture.token) {
      return call(get().t.app, as, method, path, payload);
    },
    callOk(method, path, payload, as = fixture.token) {
      return callOk(get().t.app, as, method, path, payload);
    },
    async playerCount(deckId, presenter, as = fixture.token) {
      const snapshot = await callOk<{ playerCount: number }>(
        get().t.app,
        as,
        'POST',
        API_PATHS.audiencePresenterJoin,
        { presentationId: deckId, socketId: presenter.id },
      );
      return snapshot.playerCount;
    },
    async room(deckOrTypes, names, roomOptions = {}) {
      const { app } = get().t;
      let deck = Array.isArray(deckOrTypes)
        ? await createDeck(app, fixture.token, deckOrTypes)
        : deckOrTypes;
      if (roomOptions.correct) {
        for (const index of roomOptions.correct) await markCorrect(app, fixture.token, deck, index);
        deck = await getDeck(app, fixture.token, deck.id);
      }
      const presenter = await fixture.presenter(deck.id);
      const phones = await fixture.phones(names.length);
      const joined = [];
      for (const [i, phone] of phones.entries()) {
        joined.push(await joinOk(phone, { code: deck.uniqueCode, name: names[i] }));
      }
      return { deck, presenter, phones, joined };
    },
  };
  return fixture;
}
