import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS, type TAuthResponse } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { buildApp, type TApp, type TAppDeps } from '../app';
import { loadConfig, type TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { users } from '../db/schema/index';
import { getOutboxDir } from '../lib/mailer';
import { openTestDatabase } from './test-database';

/** The operator API's token, for a test app whose env sets OPERATOR_TOKEN to it. */
export const OPERATOR_TOKEN = 'operator-token-of-at-least-thirty-two-characters';

/** A mail as the dev outbox stores it. */
export interface TOutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A running test server on a fresh database. */
export interface TTestApp {
  app: TApp;
  db: TDatabase;
  config: TConfig;
  /** Mails written to the dev outbox so far, oldest first (waits for background sends). */
  readOutbox(): Promise<TOutboxMail[]>;
  close(): Promise<void>;
}

/**
 * Builds the API on a fresh migrated database (see openTestDatabase) with a temporary DATA_DIR.
 * Its addresses are fixed (PRESENTER_URL http://localhost:3000) unless `addressesFromRequest`
 * asks for the one-command default, where they follow each request's Host.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<TAppDeps>;
    addressesFromRequest?: boolean;
  } = {},
): Promise<TTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-test-'));
  const fixed = options.addressesFromRequest ? {} : { PRESENTER_URL: 'http://localhost:3000' };
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...fixed, ...options.env });
  const database = await openTestDatabase().catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    presenterDist: path.join(dataDir, 'no-presenter-build'),
    ...options.deps,
  }).catch(async (error: unknown) => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  await app.ready();

  return {
    app,
    db: database.db,
    config,
    async readOutbox() {
      await app.background.idle();
      const dir = getOutboxDir(dataDir);
      const files = (await readdir(dir).catch(() => [] as string[])).sort();
      return Promise.all(
        files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8'))),
      );
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A unique, valid registration body. */
export function makeRegistration(
  overrides: Partial<Record<'name' | 'email' | 'password', string>> = {},
) {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada${counter}-${Date.now()}@example.com`,
    password: 'analytical-engine-1843',
    ...overrides,
  };
}

/** Registers a user through the API and returns its token, user and password. */
export async function registerUser(
  app: TApp,
  overrides: Parameters<typeof makeRegistration>[0] = {},
) {
  const body = makeRegistration(overrides);
  const response = await app.inject({ method: 'POST', url: API_PATHS.usersCreate, payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { ...(response.json() as TAuthResponse), password: body.password, email: body.email };
}

/** An account signed up by registerUser. */
export type TRegisteredUser = Awaited<ReturnType<typeof registerUser>>;

/** Registers a user on a Custom plan whose decks take at most `audienceLimit` phones. */
export async function registerWithAudienceLimit(app: TApp, db: TDatabase, audienceLimit: number) {
  const user = await registerUser(app);
  await db.update(users).set({ plan: 'custom', audienceLimit }).where(eq(users.id, user.user.id));
  return user;
}

/**
 * The token of the link in the last mail to `to` (of a `link?token=…` link when `link`, a path,
 * is given); throws when no such link was mailed.
 */
export async function mailedToken(
  t: Pick<TTestApp, 'readOutbox'>,
  to: string,
  link?: string,
): Promise<string> {
  const mail = (await t.readOutbox()).filter((m) => m.to === to).at(-1);
  const pattern = new RegExp(`${link ? `${link}\\?` : ''}token=([A-Za-z0-9_-]+)`);
  const token = mail?.text.match(pattern)?.[1];
  if (!token) throw new Error(`no ${link ?? 'token'} link mailed to ${to}`);
  return token;
}

/** Authorization header for a bearer token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Posts a body exactly as given (inject does not encode it) under the content type given. */
export function postRaw(app: TApp, url: string, contentType: string, payload: string) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

/** A browser's CORS preflight from `origin` for a GET with an Authorization header. */
export function corsPreflight(app: TApp, origin: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'OPTIONS',
    url: API_PATHS.usersProfile,
    headers: {
      ...headers,
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
}

/** A GET's status code and JSON body, to check both in one expectation. */
export async function getJson(app: TApp, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { statusCode: response.statusCode, body: response.json() as unknown };
}
