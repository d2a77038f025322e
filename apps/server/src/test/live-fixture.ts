import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_PATHS,
  type TOrganisationRole,
  type TPresentation,
  type TRunListResponse,
  type TRunReport,
  type TSlideType,
} from '@crowdeck/core';
import { afterAll, beforeAll } from 'vitest';
import type { TApp, TAppDeps } from '../app';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { call, callOk, createDeck, getDeck } from './deck-factories';
import { createGatedOnlineCounter } from './gated-online-counter';
import { createManualClock, type TManualClock } from './manual-clock';
import {
  closeAll,
  dropTransport,
  joinOk,
  listen,
  markCorrect,
  nextMessage,
  openPresenter,
  openSocket,
  type TClientSocket,
} from './live-clients';
import {
  createTestApp,
  OPERATOR_TOKEN,
  registerUser,
  type TRegisteredUser,
  type TTestApp,
} from './test-app';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a spec's live fixture starts with. */
export interface TLiveFixtureOptions {
  /** Passed to createTestApp. */
  env?: Record<string, string>;
  deps?: Partial<TAppDeps>;
  /** Runs the live timers (question intros, time limits) on a manual clock (`clock`). */
  clock?: boolean;
  addressesFromRequest?: boolean;
  /** Signs up a presenter whose token is `token` (default); false leaves `token` unset. */
  presenter?: boolean;
  /** Signs up a second account whose token is `strangerToken`. */
  stranger?: boolean;
  /** Sets OPERATOR_TOKEN, for `operator` requests. */
  operator?: boolean;
  /** Makes a temporary directory named from this prefix (`dir`), removed at the end. */
  tempDir?: string;
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
 * The integration fixture the specs use: the app on a fresh database (the driver the project
 * chose) listening on a local port, a signed-up presenter, real sockets for the big screen and
 * the phones, and on request a second account, the operator and a temporary directory; all
 * closed once the spec's tests are done.
 */
export interface TLiveFixture {
  readonly t: TTestApp;
  readonly app: TApp;
  readonly db: TDatabase;
  readonly config: TConfig;
  /** The app's base URL. */
  readonly url: string;
  /** The presenter's token and user id. */
  readonly token: string;
  readonly userId: string;
  /** A second account's token (with `stranger: true`). */
  readonly strangerToken: string;
  /** The temporary directory (with `tempDir`). */
  readonly dir: string;
  /** The manual clock the live timers run on (with `clock: true`). */
  readonly clock: TManualClock;
  /** Writes `content` to `name` in the temporary directory; answers its path. */
  file(name: string, content: Buffer | string): Promise<string>;
  /** Sockets closed at the end; a spec that opens one itself pushes it here. */
  readonly sockets: TClientSocket[];
  /** Mails written to the dev outbox so far (see createTestApp). */
  readOutbox(): ReturnType<TTestApp['readOutbox']>;
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
  /** A request as `user`, an account the spec signed up. */
  as(
    user: { token: string },
    method: TMethod,
    path: string,
    payload?: unknown,
  ): ReturnType<typeof call>;
  /** A request with the operator's token (with `operator: true`). */
  operator(method: TMethod, path: string, payload?: unknown): ReturnType<typeof call>;
  /** A request as the second account (with `stranger: true`). */
  stranger(method: TMethod, path: string, payload?: unknown): ReturnType<typeof call>;
  /**
   * An organisation the operator makes (with `operator: true`), on `plan` when given, with a new
   * account in each of `roles` (in order, `null`: the default role); throws on a refused step.
   */
  organisation<const R extends ReadonlyArray<TOrganisationRole | null>>(
    roles: R,
    options?: { name?: string; plan?: { plan: string | null; audienceLimit?: number } },
  ): Promise<{ id: string; members: { [K in keyof R]: TRegisteredUser } }>;
  /** The deck's first run in its report list, and that run's report. */
  firstRun(deckId: string): Promise<{ run: TRunListResponse['runs'][number]; report: TRunReport }>;
  /** How many phones hold a place in the deck's room, as the big screen is told. */
  playerCount(deckId: string, presenter: TClientSocket, as?: string): Promise<number>;
  /**
   * The deck moves to its second slide (a broadcast: what lets a dropped socket recover its
   * session later), then the phone's network drops; resolves once the big screen counts
   * `playersLeft` phones.
   */
  dropAfterBroadcast(
    deck: TPresentation,
    phone: TClientSocket,
    presenter: TClientSocket,
    playersLeft: number,
  ): Promise<void>;
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
  let started: {
    t: TTestApp;
    url: string;
    token?: string;
    userId?: string;
    strangerToken?: string;
    dir?: string;
  } | null = null;
  const sockets: TClientSocket[] = [];
  const get = () => {
    if (!started) throw new Error('the live fixture is used before it started');
    return started;
  };
  const defined = (value: string | undefined, name: string) => {
    if (value === undefined) throw new Error(`the live fixture has no ${name}`);
    return value;
  };

  const clock = options.clock ? createManualClock() : undefined;
  const deps = clock
    ? { ...options.deps, liveTuning: { ...options.deps?.liveTuning, clock } }
    : options.deps;

  beforeAll(async () => {
    const env = { ...(options.operator ? { OPERATOR_TOKEN } : {}), ...options.env };
    const t = await createTestApp({
      ...(options.env || options.operator ? { env } : {}),
      ...(deps ? { deps } : {}),
      ...(options.addressesFromRequest ? { addressesFromRequest: true } : {}),
    });
    started = { t, url: await listen(t.app) };
    if (options.presenter !== false) {
      const presenter = await registerUser(t.app);
      started.token = presenter.token;
      started.userId = presenter.user.id;
    }
    if (options.stranger) started.strangerToken = (await registerUser(t.app)).token;
    if (options.tempDir) started.dir = await mkdtemp(join(tmpdir(), options.tempDir));
  });
  afterAll(async () => {
    options.beforeClose?.();
    closeAll(sockets);
    await started?.t.close();
    if (started?.dir) await rm(started.dir, { recursive: true, force: true });
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
    get userId() {
      return defined(get().userId, 'presenter');
    },
    get strangerToken() {
      return defined(get().strangerToken, 'stranger');
    },
    get dir() {
      return defined(get().dir, 'temporary directory');
    },
    get clock() {
      if (!clock) throw new Error('the live fixture has no clock');
      return clock;
    },
    sockets,
    readOutbox() {
      return get().t.readOutbox();
    },
    async file(name, content) {
      const file = join(fixture.dir, name);
      await writeFile(file, content);
      return file;
    },
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
    as(user, method, path, payload) {
      return fixture.call(method, path, payload, user.token);
    },
    stranger(method, path, payload) {
      return fixture.call(method, path, payload, fixture.strangerToken);
    },
    operator(method, path, payload) {
      return call(get().t.app, OPERATOR_TOKEN, method, path, payload);
    },
    async organisation(roles, { name = 'Acme', plan } = {}) {
      const operatorOk = async (method: TMethod, path: string, payload: object) => {
        const response = await fixture.operator(method, path, payload);
        if (response.statusCode >= 300) {
          throw new Error(`${method} ${path} → ${response.statusCode}: ${response.body}`);
        }
        return response.json() as { id: string };
      };
      const { id } = await operatorOk('POST', API_PATHS.operatorOrganisations, { name });
      const at = `${API_PATHS.operatorOrganisations}${id}/`;
      if (plan) await operatorOk('PUT', `${at}plan/`, plan);
      const members: TRegisteredUser[] = [];
      for (const role of roles) {
        const user = await registerUser(get().t.app);
        await operatorOk('POST', `${at}members/`, { email: user.email, ...(role ? { role } : {}) });
        members.push(user);
      }
      return { id, members: members as { [K in keyof typeof roles]: TRegisteredUser } };
    },
    async firstRun(deckId) {
      const { runs } = await fixture.callOk<TRunListResponse>(
        'GET',
        `${API_PATHS.reportRuns}${deckId}/`,
      );
      const run = runs[0];
      if (!run) throw new Error('no run');
      return {
        run,
        report: await fixture.callOk<TRunReport>('GET', `${API_PATHS.reportRun}${run.id}/`),
      };
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
    async dropAfterBroadcast(deck, phone, presenter, playersLeft) {
      const slideActiveId = deck.Slides[1]!.id;
      const moved = nextMessage(phone, 'state', (m) => m.state.slide?.id === slideActiveId);
      await fixture.callOk('PUT', `${API_PATHS.slideNext}${deck.id}/`, { slideActiveId });
      await moved;
      const freed = nextMessage(presenter, 'players', (m) => m.playerCount === playersLeft);
      dropTransport(phone);
      await freed;
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

/**
 * The live fixture on the real in-memory online counter, whose place requests a test can hold
 * back (`gate`, see createGatedOnlineCounter); held requests are let through at the end.
 */
export function useGatedLiveFixture(options: Omit<TLiveFixtureOptions, 'beforeClose'> = {}) {
  const gate = createGatedOnlineCounter();
  const live = useLiveFixture({
    ...options,
    deps: { ...options.deps, onlineCounter: gate.counter },
    beforeClose: () => gate.release(),
  });
  return { gate, live };
}
