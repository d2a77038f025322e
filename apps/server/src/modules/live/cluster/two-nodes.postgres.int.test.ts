import {
  API_PATHS,
  LIVE_PROTOCOL_VERSION,
  QA_LIMITS,
  type TAuthResponse,
  type TLeaderboardResponse,
  type TLiveMessage,
  type TPresentation,
  type TRemotePairingCreated,
  type TRemotePairResponse,
  type TSlideResults,
  type TWordListResponse,
} from '@crowdeck/core';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  disconnected,
  emit,
  openSocket,
  type TClientSocket,
} from '../../../test/live-clients';
import {
  api,
  isHealthy,
  openTokenPhone,
  startFailoverProxy,
  startNode,
  startRedisServer,
  type TNodeProcess,
  type TTokenPhone,
} from '../../../test/server-processes';
import { makeRegistration } from '../../../test/test-app';
import { createPostgresTestDatabase } from '../../../test/test-database';
import {
  deleteRedisKeys,
  freePort,
  openTestRedis,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  waitFor,
} from '../../../test/test-redis';

/*
 * Two real server processes on one PostgreSQL database and one Redis. The
 * presenter is on node A, phones are split over A and B (B's through a failover balancer); the
 * session behaves exactly as on one node, survives B's kill -9 and a Redis restart.
 */

type TMessage<T extends TLiveMessage['type']> = Extract<TLiveMessage, { type: T }>;

/** The first recorded message of a type matching `test`, waited for by polling. */
async function received<T extends TLiveMessage['type']>(
  phone: { messages: TLiveMessage[] },
  type: T,
  test: (message: TMessage<T>) => boolean = () => true,
): Promise<TMessage<T>> {
  const find = () =>
    phone.messages.find((m): m is TMessage<T> => m.type === type && test(m as TMessage<T>));
  await waitFor(`a ${type} message`, () => find() !== undefined, 15_000);
  return find() as TMessage<T>;
}

const count = <T extends TLiveMessage['type']>(
  phone: { messages: TLiveMessage[] },
  type: T,
  test: (message: TMessage<T>) => boolean,
) => phone.messages.filter((m) => m.type === type && test(m as TMessage<T>)).length;

describe('live: two server nodes on PostgreSQL and Redis', () => {
  const prefix = uniqueRedisPrefix();
  const redis = openTestRedis();
  let database: { url: string; drop(): Promise<void> };
  let a: TNodeProcess;
  let b: TNodeProcess;
  let viaB: { url: string; close(): void };
  const nodes: TNodeProcess[] = [];
  const phones: TTokenPhone[] = [];
  const sockets: TClientSocket[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  let token: string;
  let presenterEmail = '';
  let presenterPassword = '';

  const env = () => ({
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
  });
  const online = (presentationId: string) => redis.hlen(`${prefix}online:${presentationId}`);

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    [a, b] = await startPair(env());
    viaB = await startFailoverProxy([b.url, a.url].map((url) => Number(new URL(url).port)));
    const registration = makeRegistration();
    presenterEmail = registration.email;
    presenterPassword = registration.password;
    ({ token } = await api<TAuthResponse>(a.url, null, 'POST', API_PATHS.usersCreate, {
      ...registration,
    }));
  }, 90_000);
  afterAll(async () => {
    for (const phone of phones) phone.close();
    for (const socket of sockets) socket.close();
    viaB?.close();
    for (const cleanup of cleanups) await cleanup();
    for (const node of nodes) await node.kill();
    await database?.drop();
    await deleteRedisKeys(prefix);
    redis.disconnect();
  });

  /** Two nodes started together, as a deployment does (migrations take turns under a lock). */
  async function startPair(nodeEnv: Record<string, string>) {
    const started = await Promise.allSettled([startNode(nodeEnv), startNode(nodeEnv)]);
    for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    return nodes.slice(-2) as [TNodeProcess, TNodeProcess];
  }

  /** A deck of the given slide types (quiz: option 0 correct, 10 s), on `url`. */
  async function newDeck(url: string, types: string[]) {
    const created = await api<TPresentation>(url, token, 'POST', API_PATHS.presentationCreate, {});
    for (const type of types) {
      await api(url, token, 'POST', API_PATHS.slideCreate, { presentationId: created.id, type });
    }
    const detail = `${API_PATHS.presentationDetail}${created.id}/`;
    for (const slide of (await api<TPresentation>(url, token, 'GET', detail)).Slides) {
      // Blank options are never shown nor answerable: every option gets a text.
      for (const [i, option] of slide.options.entries()) {
        const text = `Option ${i + 1}`;
        await api(url, token, 'PUT', `${API_PATHS.optionUpdate}${option.id}/`, { text });
      }
      if (slide.type !== 'quiz') continue;
      await api(url, token, 'PUT', `${API_PATHS.slideUpdate}${slide.id}/`, { timeLimitSec: 10 });
      const option = `${API_PATHS.optionUpdate}${slide.options[0]!.id}/`;
      await api(url, token, 'PUT', option, { isCorrect: true });
    }
    const deck = await api<TPresentation>(url, token, 'GET', detail);
    const goTo = (index: number) =>
      api(url, token, 'PUT', `${API_PATHS.slideNext}${deck.id}/`, {
        slideActiveId: deck.Slides[index]!.id,
      });
    return { deck, goTo };
  }

  /** The presenter's socket on `url`, attached to the deck's room; records every message. */
  async function presenterOn(url: string, presentationId: string) {
    const socket: TClientSocket = connect(url, {
      query: { type: 'presenter' },
      auth: { token, protocol: LIVE_PROTOCOL_VERSION },
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { origin: url },
    });
    sockets.push(socket);
    const messages: TLiveMessage[] = [];
    socket.on('new_message', (message) => messages.push(message));
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    await api(url, token, 'POST', API_PATHS.audiencePresenterJoin, {
      presentationId,
      socketId: socket.id,
    });
    return { socket, messages };
  }

  async function phone(url: string, code: string, name: string) {
    const opened = await openTokenPhone(url, code, name);
    phones.push(opened);
    return opened;
  }

  // Shared by the kill test: the first deck's phones and the plan-limit deck's phones.
  let crowd: TTokenPhone[] = [];
  let firstDeckId = '';
  let limited: { id: string; code: string; admitted: TTokenPhone[]; onB: TTokenPhone[] };

  it('runs slides, quiz scoring, poll, word cloud, leaderboard and reactions across nodes', async () => {
    const { deck, goTo } = await newDeck(a.url, ['poll', 'quiz', 'wordCloud', 'leaderboard']);
    firstDeckId = deck.id;
    const [poll, quiz, cloud, board] = deck.Slides as [
      TPresentation['Slides'][0],
      TPresentation['Slides'][0],
      TPresentation['Slides'][0],
      TPresentation['Slides'][0],
    ];
    const presenter = await presenterOn(a.url, deck.id);
    const names = ['Ada', 'Bob', 'Cy', 'Di'];
    /** The deck moves (on A) to the slide at `index`; every phone sees it, then answers in turn. */
    const everyoneAnswers = async (index: number, answers: Array<Record<string, unknown>>) => {
      const slideId = deck.Slides[index]!.id;
      await goTo(index);
      for (const p of crowd) await received(p, 'state', (m) => m.state.slide?.id === slideId);
      for (const [i, p] of crowd.entries()) {
        expect(await answer(p.socket, { slideId, ...answers[i] })).toMatchObject({ ok: true });
      }
    };
    // Ada and Cy on node A, Bob and Di on node B.
    crowd = await Promise.all(
      names.map((name, i) => phone(i % 2 ? viaB.url : a.url, deck.uniqueCode, name)),
    );
    const [ada, bob, cy, di] = crowd as [TTokenPhone, TTokenPhone, TTokenPhone, TTokenPhone];
    expect(crowd.map((p) => p.joins.length)).toEqual([1, 1, 1, 1]);
    const players = await received(presenter, 'players', (m) => m.playerCount === 4);
    expect([...players.names].sort()).toEqual(names);

    // A slide change on A reaches every phone, on both nodes.
    const [yes, no] = [poll.options[0]!.id, poll.options[1]!.id];
    await everyoneAnswers(
      0,
      [yes, no, yes, yes].map((optionId) => ({ optionId })),
    );
    const pollResults = await api<TSlideResults>(
      a.url,
      token,
      'GET',
      `${API_PATHS.slideResults}${poll.id}/`,
    );
    expect(pollResults.counts).toMatchObject({ [yes]: 3, [no]: 1 });
    expect(pollResults.totalResponses).toBe(4);
    const live = await received(presenter, 'results', (m) => m.results.totalResponses === 4);
    expect(live.results.counts).toEqual(pollResults.counts);
    const onB = await received(di, 'results', (m) => m.results.totalResponses === 4);
    expect(onB.results.counts).toEqual(pollResults.counts);

    // The quiz: started on A, answered on both nodes; closes early once all four answered.
    await api(a.url, token, 'POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    for (const p of crowd) {
      await received(
        p,
        'question',
        (m) => m.question.slideId === quiz.id && m.question.phase === 'open',
      );
    }
    const [right, wrong] = [quiz.options[0]!.id, quiz.options[1]!.id];
    for (const [p, option] of [
      [ada, right],
      [bob, right],
      [di, right],
      [cy, wrong],
    ] as const) {
      expect(await answer(p.socket, { slideId: quiz.id, optionId: option })).toMatchObject({
        ok: true,
      });
      // Answers 100 ms apart earn different speed points (10 s limit: 1 point per 20 ms).
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mes = await Promise.all(
      crowd.map(
        async (p) => (await received(p, 'me', (m) => m.me.lastResult?.slideId === quiz.id)).me,
      ),
    );
    expect(mes.map((me) => me.name)).toEqual(names);
    expect(mes.map((me) => me.lastResult?.correct)).toEqual([true, true, false, true]);
    const [sAda, sBob, sCy, sDi] = mes.map((me) => me.score) as [number, number, number, number];
    expect(sAda).toBeGreaterThan(sBob);
    expect(sBob).toBeGreaterThan(sDi);
    expect(sDi).toBeGreaterThan(500);
    expect(sCy).toBe(0);
    expect(mes.map((me) => me.rank)).toEqual([1, 2, 4, 3]);
    expect(mes.map((me) => me.lastResult?.points)).toEqual(mes.map((me) => me.score));

    // Word cloud: words from both nodes, normalised and counted together.
    const words = [['Rust'], ['rust'], ['Go'], ['RUST ']];
    await everyoneAnswers(
      2,
      words.map((cloudWords) => ({ words: cloudWords })),
    );
    const stored = await api<TWordListResponse>(
      b.url,
      token,
      'GET',
      `${API_PATHS.wordSlide}${cloud.id}/`,
    );
    expect(stored.words).toEqual(
      expect.arrayContaining([
        { text: 'rust', count: 3 },
        { text: 'go', count: 1 },
      ]),
    );
    const cloudLive = await received(
      presenter,
      'results',
      (m) => m.results.slideId === cloud.id && m.results.totalResponses === 4,
    );
    expect(cloudLive.results.words).toEqual(expect.arrayContaining(stored.words));

    // The leaderboard, the same from either node and on every phone.
    await goTo(3);
    const viaA = await api<TLeaderboardResponse>(
      a.url,
      token,
      'GET',
      `${API_PATHS.slideLeaderboard}${board.id}/`,
    );
    const viaNodeB = await api<TLeaderboardResponse>(
      b.url,
      token,
      'GET',
      `${API_PATHS.slideLeaderboard}${board.id}/`,
    );
    expect(viaNodeB).toEqual(viaA);
    expect(viaA.entries.map((e) => [e.name, e.score, e.rank])).toEqual([
      ['Ada', sAda, 1],
      ['Bob', sBob, 2],
      ['Di', sDi, 3],
      ['Cy', 0, 4],
    ]);
    for (const p of [...crowd, presenter]) {
      expect((await received(p, 'leaderboard')).entries).toEqual(viaA.entries);
    }

    // A reaction sent on B reaches the presenter on A.
    expect(await emit(bob.socket, 'reaction:send', { kind: 'heart' })).toMatchObject({ ok: true });
    await received(presenter, 'reaction', (m) => m.kind === 'heart');

    // Closed and scored once: one closing and one score per phone, not one per node.
    for (const p of crowd) {
      expect(
        count(
          p,
          'question',
          (m) => m.question.slideId === quiz.id && m.question.phase === 'closed',
        ),
      ).toBe(1);
      expect(count(p, 'me', (m) => m.me.lastResult?.slideId === quiz.id)).toBe(1);
    }
    expect(await online(deck.id)).toBe(4);

    // A reset of the quiz on A reaches every phone's state and score on both
    // nodes, and the replayed question takes everyone's answer again.
    const resetMe = (p: TTokenPhone) =>
      received(p, 'me', (m) => !m.me.answeredSlideIds.includes(quiz.id));
    await api(a.url, token, 'POST', `${API_PATHS.slideReset}${quiz.id}/`, {});
    for (const p of crowd) {
      expect((await resetMe(p)).me).toMatchObject({ score: 0, rank: null, lastResult: null });
    }
    await api(a.url, token, 'POST', `${API_PATHS.slideGame}${quiz.id}/`, { action: 'start' });
    const isOpen = (m: TMessage<'question'>) =>
      m.question.slideId === quiz.id && m.question.phase === 'open';
    await waitFor('the replay open', () => count(ada, 'question', isOpen) === 2, 15_000);
    for (const p of crowd) {
      expect(await answer(p.socket, { slideId: quiz.id, optionId: right })).toMatchObject({
        ok: true,
      });
    }
    const isScored = (m: TMessage<'me'>) => m.me.lastResult?.slideId === quiz.id;
    for (const p of crowd) {
      await waitFor(`${p.name} rescored`, () => count(p, 'me', isScored) === 2, 15_000);
      const last = p.messages.findLast((m): m is TMessage<'me'> => m.type === 'me')!;
      expect(last.me.lastResult).toMatchObject({ correct: true });
      expect(last.me.score).toBe(last.me.lastResult?.points);
    }
  }, 60_000);

  it('runs a moderated Q&A across nodes: limits hold over both, boards and approvals reach every phone', async () => {
    const { deck } = await newDeck(a.url, ['poll']);
    const presenter = await presenterOn(a.url, deck.id);
    await api(a.url, token, 'PUT', `${API_PATHS.liveQa}${deck.id}/settings/`, {
      enabled: true,
      moderated: true,
    });
    // Ada on A; Bob on B twice (two sockets of one participant, one per node).
    const ada = await phone(a.url, deck.uniqueCode, 'Ada');
    const bob = await phone(viaB.url, deck.uniqueCode, 'Bob');
    // Bob's second socket, on node A: the same participant through its token.
    const bobAgain = connect(a.url, {
      query: { type: 'audience' },
      auth: { protocol: LIVE_PROTOCOL_VERSION },
      transports: ['websocket'],
      forceNew: true,
    }) as TClientSocket;
    sockets.push(bobAgain);
    await new Promise((resolve) => bobAgain.once('connect', () => resolve(null)));
    const resumed = await emit(bobAgain, 'audience:join', {
      code: deck.uniqueCode,
      participantToken: bob.participantToken,
    });
    expect(resumed.ok).toBe(true);

    // Bob's burst, half through each node: the limit holds over both.
    const ask = (socket: TClientSocket, text: string) =>
      emit(socket, 'qa:ask', { requestId: crypto.randomUUID(), text });
    const burst = await Promise.all(
      Array.from({ length: QA_LIMITS.questionsPerWindow + 4 }, (_, i) =>
        ask(i % 2 ? bob.socket : bobAgain, `Bob's question ${i}?`),
      ),
    );
    expect(burst.filter((ack) => ack.ok)).toHaveLength(QA_LIMITS.questionsPerWindow);
    expect(
      burst.filter((ack) => !ack.ok).every((ack) => !ack.ok && ack.error.code === 'rate_limited'),
    ).toBe(true);

    // Waiting for approval: the presenter on A sees them, Ada does not.
    await received(
      presenter,
      'qaQueue',
      (m) => m.queue.questions.length === QA_LIMITS.questionsPerWindow,
    );
    const adaView = await emit(ada.socket, 'qa:list', {});
    expect(adaView.ok && adaView.data.questions).toEqual([]);
    const firstAsked = burst.find((ack) => ack.ok);
    const questionId = firstAsked?.ok ? firstAsked.data.question.id : '';
    // Approved on node B's HTTP: Ada (on A) gets the board, Bob's sockets their waiting list.
    await api(viaB.url, token, 'POST', `${API_PATHS.liveQa}${deck.id}/question/${questionId}/`, {
      action: 'approve',
    });
    await received(ada, 'qa', (m) => m.qa.questions.some((q) => q.id === questionId));
    await received(bob, 'qaMine', (m) => m.pending.length === QA_LIMITS.questionsPerWindow - 1);

    // Likes from both nodes at once count once each.
    const likes = await Promise.all([
      emit(ada.socket, 'qa:vote', { questionId, up: true }),
      emit(ada.socket, 'qa:vote', { questionId, up: true }),
      emit(bob.socket, 'qa:vote', { questionId, up: true }),
      emit(bobAgain, 'qa:vote', { questionId, up: true }),
    ]);
    expect(likes.every((ack) => ack.ok)).toBe(true);
    const board = await emit(ada.socket, 'qa:list', {});
    expect(board.ok && board.data.questions.find((q) => q.id === questionId)?.votes).toBe(2);
  });

  it('pairs a phone remote through one node and controls from the other; revocation and sign-out reach both', async () => {
    const { deck } = await newDeck(a.url, ['poll', 'poll']);
    const { deck: other } = await newDeck(a.url, ['poll']);
    const projector = await presenterOn(a.url, deck.id);
    const code = await api<TRemotePairingCreated>(
      a.url,
      token,
      'POST',
      `${API_PATHS.liveRemote}${deck.id}/`,
    );
    // The same code through both nodes at once: one phone is paired.
    const tries = await Promise.allSettled(
      [viaB.url, a.url].map((url) =>
        api<TRemotePairResponse>(url, null, 'POST', API_PATHS.remotePair, { token: code.token }),
      ),
    );
    const paired = tries.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(paired).toHaveLength(1);
    const remote = paired[0]!;

    // The remote works through B; the projector on A follows it.
    await api(viaB.url, remote.token, 'PUT', `${API_PATHS.liveScreen}${deck.id}/`, {
      slideId: deck.Slides[1]!.id,
      lobby: false,
      qr: false,
      windowId: 'remote-on-node-b',
    });
    const followed = await received(
      projector,
      'screen',
      (m) => m.screen.windowId === 'remote-on-node-b',
    );
    expect(followed.screen.slideId).toBe(deck.Slides[1]!.id);
    await expect(
      api(viaB.url, remote.token, 'GET', `${API_PATHS.presentationDetail}${other.id}/`),
    ).rejects.toThrow(/404/);

    // Revoked on A: the remote's socket on B is closed and B refuses its requests.
    const socket = connect(b.url, {
      query: { type: 'presenter' },
      auth: { token: remote.token, protocol: LIVE_PROTOCOL_VERSION },
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { origin: b.url },
    }) as TClientSocket;
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', reject);
    });
    const closed = disconnected(socket);
    await api(a.url, token, 'DELETE', `${API_PATHS.liveRemote}${deck.id}/${code.pairing.id}/`);
    await closed;
    await expect(
      api(viaB.url, remote.token, 'GET', `${API_PATHS.liveRun}${deck.id}/`),
    ).rejects.toThrow(/401/);

    // A second session of the presenter pairs a remote on A, then signs out on B: it ends too.
    const login = await api<TAuthResponse>(b.url, null, 'POST', API_PATHS.authLogin, {
      email: presenterEmail,
      password: presenterPassword,
    });
    const second = await api<TRemotePairingCreated>(
      a.url,
      login.token,
      'POST',
      `${API_PATHS.liveRemote}${deck.id}/`,
    );
    const remote2 = await api<TRemotePairResponse>(a.url, null, 'POST', API_PATHS.remotePair, {
      token: second.token,
    });
    await api(a.url, remote2.token, 'GET', `${API_PATHS.liveRun}${deck.id}/`);
    await api(b.url, login.token, 'POST', API_PATHS.authLogout, {});
    await expect(
      api(a.url, remote2.token, 'GET', `${API_PATHS.liveRun}${deck.id}/`),
    ).rejects.toThrow(/401/);
  });

  it('admits exactly 35 of 50 simultaneous joins split over both nodes (Free plan)', async () => {
    const { deck } = await newDeck(a.url, ['poll']);
    const joined = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        phone(i % 2 ? viaB.url : a.url, deck.uniqueCode, `P${i}`),
      ),
    );
    const admitted = joined.filter((p) => p.joins.length === 1);
    const refused = joined.filter((p) => p.refused !== null);
    expect(admitted).toHaveLength(35);
    expect(refused.map((p) => p.refused)).toEqual(Array(15).fill('full'));
    for (const p of refused) p.close();
    expect(await online(deck.id)).toBe(35);
    const onB = joined.filter((p, i) => i % 2 === 1 && p.joins.length === 1);
    limited = { id: deck.id, code: deck.uniqueCode, admitted, onB };
  }, 60_000);

  it('joins a right code on either node from an address limited by wrong codes on the other', async () => {
    const phoneOn = async (url: string) => {
      const socket = await openSocket(url, { type: 'audience' });
      sockets.push(socket);
      return socket;
    };
    // A pair of their own with the join limits on (the others run without, as load tests do).
    const [c, d] = await startPair({ ...env(), RATE_LIMIT_ENABLED: 'true' });
    // Typos on C use up the address's wrong codes, which both nodes share (loopback here).
    for (let i = 0; i < 12; i += 1) {
      await emit(await phoneOn(c.url), 'audience:join', { code: String(91_000_000 + i) });
    }
    for (const url of [c.url, d.url]) {
      expect(await emit(await phoneOn(url), 'audience:join', { code: '91000099' })).toMatchObject({
        ok: false,
        error: { code: 'rate_limited' },
      });
    }
    // A deck neither node has loaded: its code is read from the database, not counted, and joins.
    const { deck } = await newDeck(c.url, ['poll']);
    for (const url of [d.url, c.url, d.url]) {
      expect(
        await emit(await phoneOn(url), 'audience:join', { code: deck.uniqueCode }),
      ).toMatchObject({ ok: true });
    }
    await Promise.all([c.kill(), d.kill()]);
  }, 120_000);

  it("after B's kill -9 its phones go on on A as themselves and its places are given back", async () => {
    const [ada, bob, cy, di] = crowd as [TTokenPhone, TTokenPhone, TTokenPhone, TTokenPhone];
    const before = [bob, di].map(
      (p) => p.messages.findLast((m): m is TMessage<'me'> => m.type === 'me')!.me,
    );
    expect(before.every((me) => me.score > 0)).toBe(true);
    // One of B's phones goes away with it and never comes back: only the sweep frees its place.
    const [gone, ...returning] = limited.onB as [TTokenPhone, ...TTokenPhone[]];
    expect(returning.length).toBeGreaterThan(0);

    await b.kill();
    gone.close();
    for (const p of [bob, di, ...returning]) {
      await waitFor(`${p.name} back on A`, () => p.joins.length === 2, 20_000);
    }
    const after = [bob, di].map((p) => p.joins[1]!.me);
    expect(after.map((me) => [me.participantId, me.name, me.score])).toEqual(
      before.map((me) => [me.participantId, me.name, me.score]),
    );
    expect(returning.every((p) => p.refused === null)).toBe(true);

    // Once B's heartbeat expires, the sweep frees the place of the phone that did not return.
    await waitFor('the sweep', async () => (await online(limited.id)) === 34, 20_000);
    expect(await online(firstDeckId)).toBe(4);
    const newcomer = await phone(a.url, limited.code, 'Newcomer');
    expect(newcomer.joins).toHaveLength(1);
    const late = await phone(a.url, limited.code, 'Late');
    expect(late.refused).toBe('full');
    expect(await online(limited.id)).toBe(35);

    // The session goes on: a slide change reaches every phone, now all on A.
    for (const p of crowd) p.messages.length = 0;
    const detail = `${API_PATHS.presentationDetail}${firstDeckId}/`;
    const first = (await api<TPresentation>(a.url, token, 'GET', detail)).Slides[0]!;
    await api(a.url, token, 'PUT', `${API_PATHS.slideNext}${firstDeckId}/`, {
      slideActiveId: first.id,
    });
    for (const p of [ada, bob, cy, di]) {
      await received(p, 'state', (m) => m.state.slide?.id === first.id);
    }
  }, 60_000);

  it('recovers by itself after Redis restarts', async () => {
    const port = await freePort();
    let server = await startRedisServer(port);
    cleanups.push(() => server.kill());
    const own = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: prefix,
    };
    const [c, d] = await startPair(own);
    const { deck, goTo } = await newDeck(c.url, ['poll', 'poll', 'poll']);
    await presenterOn(c.url, deck.id);
    const group = await Promise.all(
      ['E', 'F', 'G', 'H'].map((name, i) => phone(i % 2 ? d.url : c.url, deck.uniqueCode, name)),
    );
    expect(group.every((p) => p.joins.length === 1)).toBe(true);

    const onSlide = (slideId: string) => () =>
      group.every((p) =>
        p.messages.some((m) => m.type === 'state' && m.state.slide?.id === slideId),
      );
    const [, during, second] = deck.Slides as [unknown, { id: string }, (typeof deck.Slides)[0]];

    await server.kill();
    await waitFor('C to report Redis down', async () => !(await isHealthy(c.url)), 10_000);
    // A slide change while Redis is away: the presenter is answered, nothing crashes...
    await goTo(1);
    server = await startRedisServer(port);
    await waitFor(
      'both nodes healthy',
      async () => (await isHealthy(c.url)) && (await isHealthy(d.url)),
      20_000,
    );
    // ...and once Redis is back it reaches every phone, on both nodes, without being sent again.
    await waitFor('the change made during the outage', onSlide(during.id), 20_000);
    expect(c.child.exitCode).toBeNull();
    expect(d.child.exitCode).toBeNull();

    // The next slide change reaches every phone on both nodes; answers are acknowledged and stored.
    await goTo(2);
    await waitFor('the next slide change', onSlide(second.id), 10_000);
    for (const p of group) {
      expect(
        await answer(p.socket, { slideId: second.id, optionId: second.options[0]!.id }),
      ).toMatchObject({ ok: true });
    }
    const results = await api<TSlideResults>(
      d.url,
      token,
      'GET',
      `${API_PATHS.slideResults}${second.id}/`,
    );
    expect(results.totalResponses).toBe(4);
    // The nodes claimed their phones' places again in the new, empty Redis.
    const fresh = openTestRedis(`redis://127.0.0.1:${port}`);
    cleanups.push(() => fresh.disconnect());
    await waitFor(
      'places claimed again',
      async () => (await fresh.hlen(`${prefix}online:${deck.id}`)) === 4,
      10_000,
    );
  }, 90_000);
});
