import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  LIVE_PROTOCOL_VERSION,
  type TAudienceState,
  type TAuthResponse,
  type TLiveMessage,
  type TParticipantView,
  type TPresentation,
  type TSlideResults,
} from '@crowdeck/core';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, nextMessage, type TClientSocket } from '../../../test/live-clients';
import { SERVER_ROOT } from '../../../server-root';
import { api as callApi } from '../../../test/server-processes';
import { makeRegistration } from '../../../test/test-app';
import { createPostgresTestDatabase } from '../../../test/test-database';
import { freePort } from '../../../test/test-redis';

/*
 * kill -9 the real server process during a question and start it again. No
 * acknowledged answer is lost, phones reconnect by themselves and re-join as the same
 * participants, and the question goes on. Runs `src/main.ts` as production does (PGlite in
 * DATA_DIR, or PostgreSQL through DATABASE_URL per TEST_DB_DRIVER).
 */

const SERVER_DIR = SERVER_ROOT;
const DRIVER = process.env.TEST_DB_DRIVER ?? 'pglite';
// Opening a fresh PGlite database took 34 s once on a loaded 2-core machine.
const START_TIMEOUT_MS = 60_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone as the audience app runs it: re-joins with its stored token on every (re)connect. */
interface TPhone {
  socket: TClientSocket;
  name: string;
  participantToken: string | undefined;
  /** Every successful join acknowledgement, in order. */
  joins: TAudienceState[];
  /** Resolves with the next successful join (first join, or a re-join after a reconnect). */
  nextJoin(): Promise<TAudienceState>;
}

describe('live: kill -9 of the server process in the middle of a question', () => {
  let dataDir: string;
  let port: number;
  let audiencePort: number;
  let database: { url: string; drop(): Promise<void> } | null = null;
  const children: ChildProcess[] = [];
  const phones: TPhone[] = [];
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-kill-'));
    port = await freePort();
    audiencePort = await freePort();
    if (DRIVER === 'postgres') database = await createPostgresTestDatabase();
  });
  afterAll(async () => {
    for (const phone of phones) phone.socket.close();
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await delay(200);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${port}`;

  /** Starts `node --import tsx src/main.ts` and resolves once /api/health/ answers. */
  async function startServer(): Promise<ChildProcess> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      AUDIENCE_PORT: String(audiencePort),
      PRESENTER_URL: base(),
      AUDIENCE_URL: `http://127.0.0.1:${audiencePort}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
    };
    // PGlite unless a database is given (never one inherited from the environment).
    delete env.DATABASE_URL;
    if (database) env.DATABASE_URL = database.url;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode} while starting:\n${output}`);
      }
      const ok = await fetch(`${base()}${API_PATHS.health}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return child;
      await delay(100);
    }
    throw new Error(`server did not answer ${API_PATHS.health} in time:\n${output}`);
  }

  async function killServer(child: ChildProcess): Promise<void> {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  const api = <T>(token: string | null, method: string, url: string, body?: unknown) =>
    callApi<T>(base(), token, method, url, body);

  function openPhone(code: string, name: string): TPhone {
    const socket: TClientSocket = connect(base(), {
      query: { type: 'audience' },
      auth: { protocol: LIVE_PROTOCOL_VERSION },
      transports: ['websocket'],
      forceNew: true,
      reconnection: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1_000,
    });
    let waiters: Array<(state: TAudienceState) => void> = [];
    const phone: TPhone = {
      socket,
      name,
      participantToken: undefined,
      joins: [],
      nextJoin: () => new Promise((resolve) => waiters.push(resolve)),
    };
    const join = () => {
      socket
        .timeout(10_000)
        .emitWithAck('audience:join', { code, name, participantToken: phone.participantToken })
        .then((ack) => {
          if (!ack.ok) {
            // A server still starting refuses nothing it should not: retry like the app.
            setTimeout(join, 500);
            return;
          }
          phone.participantToken = ack.data.participantToken;
          phone.joins.push(ack.data.state);
          const resolved = waiters;
          waiters = [];
          for (const resolve of resolved) resolve(ack.data.state);
        })
        .catch(() => {
          if (socket.connected) setTimeout(join, 500);
        });
    };
    socket.on('connect', join);
    phones.push(phone);
    return phone;
  }

  it('keeps the acknowledged answers; phones come back as themselves and the question goes on', async () => {
    const first = await startServer();

    // A presenter and a one-question quiz, over HTTP: 120 s to answer, option 0 correct.
    const { token } = await api<TAuthResponse>(null, 'POST', API_PATHS.usersCreate, {
      ...makeRegistration(),
    });
    const created = await api<TPresentation>(token, 'POST', API_PATHS.presentationCreate, {});
    await api(token, 'POST', API_PATHS.slideCreate, {
      presentationId: created.id,
      type: 'quiz',
    });
    let deck = await api<TPresentation>(
      token,
      'GET',
      `${API_PATHS.presentationDetail}${created.id}/`,
    );
    const quizId = deck.Slides[0]!.id;
    await api(token, 'PUT', `${API_PATHS.slideUpdate}${quizId}/`, { timeLimitSec: 120 });
    const [right, wrong] = deck.Slides[0]!.options;
    await api(token, 'PUT', `${API_PATHS.optionUpdate}${right!.id}/`, {
      isCorrect: true,
      text: 'Right',
    });
    await api(token, 'PUT', `${API_PATHS.optionUpdate}${wrong!.id}/`, { text: 'Wrong' });
    deck = await api<TPresentation>(token, 'GET', `${API_PATHS.presentationDetail}${created.id}/`);
    const code = deck.uniqueCode;

    const names = ['Ada', 'Grace', 'Linus'];
    const joined = names.map(() => null as TAudienceState | null);
    const phoneList = names.map((name) => openPhone(code, name));
    await Promise.all(
      phoneList.map(async (phone, i) => (joined[i] = phone.joins[0] ?? (await phone.nextJoin()))),
    );
    const ids = joined.map((state) => state!.me.participantId);
    expect(new Set(ids).size).toBe(3);

    const opened = nextMessage(
      phoneList[0]!.socket,
      'question',
      (m) => m.question.phase === 'open',
    );
    await api(token, 'POST', `${API_PATHS.slideGame}${quizId}/`, { action: 'start' });
    const { opensAt, closesAt } = (await opened).question;
    expect(closesAt - opensAt).toBe(120_000);

    // Two phones answer; their acknowledgements mean "stored".
    const [ada, grace, linus] = phoneList as [TPhone, TPhone, TPhone];
    expect(await answer(ada.socket, { slideId: quizId, optionId: right!.id })).toMatchObject({
      ok: true,
    });
    expect(await answer(grace.socket, { slideId: quizId, optionId: wrong!.id })).toMatchObject({
      ok: true,
    });

    // kill -9 while the question is open, then start again on the same port and data.
    const rejoined = phoneList.map((phone) => phone.nextJoin());
    const dropped = phoneList.map(
      (phone) => new Promise<string>((resolve) => phone.socket.once('disconnect', resolve)),
    );
    await killServer(first);
    expect(await Promise.all(dropped)).toEqual(Array(3).fill('transport close'));
    await startServer();

    // Each phone reconnected by itself and re-joined as the same participant.
    const states = await Promise.all(rejoined);
    expect(states.map((state) => state.me.participantId)).toEqual(ids);
    expect(states.map((state) => state.me.name)).toEqual(names);
    expect(states.map((state) => state.me.answeredSlideIds)).toEqual([[quizId], [quizId], []]);
    expect(states[0]!.question).toMatchObject({ slideId: quizId, phase: 'open', closesAt });

    // Both acknowledged answers are in the database.
    const stored = await api<TSlideResults>(token, 'GET', `${API_PATHS.slideResults}${quizId}/`);
    expect(stored.totalResponses).toBe(2);
    expect(stored.counts).toMatchObject({ [right!.id]: 1, [wrong!.id]: 1 });

    // The third phone still answers; with everyone in, the question closes and is scored.
    const scored = phoneList.map((phone) =>
      nextMessage(phone.socket, 'me', (m) => m.me.lastResult?.slideId === quizId, 15_000),
    );
    expect(await answer(linus.socket, { slideId: quizId, optionId: right!.id })).toMatchObject({
      ok: true,
    });
    await api(token, 'POST', `${API_PATHS.slideGame}${quizId}/`, { action: 'close' });
    const mes: TParticipantView[] = (await Promise.all(scored)).map(
      (message: Extract<TLiveMessage, { type: 'me' }>) => message.me,
    );
    expect(mes.map((me) => me.lastResult?.correct)).toEqual([true, false, true]);
    expect(mes[0]!.score).toBeGreaterThan(0);
    expect(mes[1]!.score).toBe(0);
    expect(mes[2]!.score).toBeGreaterThan(0);
    // Ada answered seconds before Linus (and before the restart): she ranks first.
    expect(mes[0]!.score).toBeGreaterThan(mes[2]!.score);
    expect(mes.map((me) => me.rank)).toEqual([1, 3, 2]);

    const final = await api<TSlideResults>(token, 'GET', `${API_PATHS.slideResults}${quizId}/`);
    expect(final.totalResponses).toBe(3);
    expect(final.correctOptionIds).toEqual([right!.id]);
  }, 180_000);
});
