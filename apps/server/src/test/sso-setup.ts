import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { followRedirects, type TTestProvider } from '@crowdeck/test-oidc-provider';
import type { TApp } from '../app';
import type { TResolveTxt } from '../modules/sso/domain-verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { participants, users } from '../db/schema';
import { call, callOk, createDeck } from './deck-factories';
import { closeAll, emit, listen, openSocket, type TClientSocket } from './live-clients';
import { bearer, createTestApp, registerUser, type TTestApp } from './test-app';

export const OPERATOR_TOKEN = 'operator-token-of-at-least-thirty-two-characters';
export const SSO_SECRET_KEY = 'an-sso-secret-key-of-at-least-thirty-two-characters';

/** The test server with SSO on: http issuers allowed, DNS TXT records from `txtRecords`. */
export async function createSsoTestApp(txtRecords = new Map<string, string[][]>()) {
  const resolveTxt: TResolveTxt = async (domain) => {
    const records = txtRecords.get(domain);
    if (!records) throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
    return records;
  };
  return createTestApp({
    env: { OPERATOR_TOKEN, SSO_SECRET_KEY },
    deps: { sso: { allowHttpIssuers: true, resolveTxt } },
  });
}

/** The address the provider sends the browser back to (PRESENTER_URL of the test app). */
export const callbackUrl = (t: TTestApp) => `${t.config.apiUrl}${API_PATHS.ssoCallback}`;

export type TTestUser = Awaited<ReturnType<typeof registerUser>>;

/** A JSON request as `user` (or anonymous). */
export function as(
  app: TApp,
  user: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return call(app, user?.token ?? null, method, url, payload);
}

/** An operator API request. */
export function operator(app: TApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(OPERATOR_TOKEN), ...(payload && { payload }) });
}

/** An organisation on Custom made by the operator, `owner` its owner; returns its id. */
export async function createOrganisation(app: TApp, owner: TTestUser): Promise<string> {
  const created = await operator(app, 'POST', API_PATHS.operatorOrganisations, { name: 'Acme' });
  const id = created.json().id as string;
  await operator(app, 'PUT', `${API_PATHS.operatorOrganisations}${id}/plan/`, { plan: 'custom' });
  const added = await operator(app, 'POST', `${API_PATHS.operatorOrganisations}${id}/members/`, {
    email: owner.email,
  });
  if (added.statusCode !== 200) throw new Error(`add owner failed: ${added.body}`);
  return id;
}

/** The operator marks `domain` verified for the organisation. */
export async function verifyDomainAsOperator(app: TApp, organisationId: string, domain: string) {
  const response = await operator(
    app,
    'POST',
    `${API_PATHS.operatorOrganisations}${organisationId}/domains/verify/`,
    { domain },
  );
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
}

/** The OpenID Connect settings that point an organisation at the test provider. */
export const oidcSettings = (idp: TTestProvider) => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
});

/**
 * A new owner and their organisation on Custom, signing in with `settings` (OpenID Connect or
 * SAML), with `domain` verified when given.
 */
export async function createSsoOrganisation(
  app: TApp,
  settings: object,
  options: { domain?: string } = {},
): Promise<{ owner: TTestUser; organisationId: string }> {
  const owner = await registerUser(app);
  const organisationId = await createOrganisation(app, owner);
  if (options.domain) await verifyDomainAsOperator(app, organisationId, options.domain);
  const saved = await as(app, owner, 'PUT', API_PATHS.organisationSso, settings);
  if (saved.statusCode !== 200) throw new Error(`saving the SSO settings failed: ${saved.body}`);
  return { owner, organisationId };
}

/** A poll deck of `owner`'s whose participants join signed in with the organisation. */
export async function createOrganisationIdentityDeck(
  app: TApp,
  owner: TTestUser,
): Promise<TPresentation> {
  const deck = await createDeck(app, owner.token, ['poll']);
  await callOk(app, owner.token, 'PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
    participantIdentity: 'organisation',
  });
  return deck;
}

/** The cookie that ties a phone's provider round trip to the browser that started it. */
export const SSO_COOKIE = 'crowdeck_sso';

/**
 * A phone's whole round trip at the OpenID Connect provider as `sub` called `name`: the start
 * address, the provider, the callback (with the start's cookie unless `withCookie` is false;
 * its ID token tampered with when `tamper`); returns where the callback sends the phone.
 */
export async function phoneSignIn(
  t: TTestApp,
  idp: TTestProvider,
  startUrl: string,
  who: { sub: string; name: string },
  options: { withCookie?: boolean; tamper?: boolean } = {},
): Promise<URL> {
  const start = await t.app.inject({ method: 'GET', url: startUrl });
  if (start.statusCode !== 302)
    throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const secret = start.cookies.find((cookie) => cookie.name === SSO_COOKIE)?.value;
  const { sub, name } = who;
  idp.signInAs({ sub, email: `${sub}@school.test`, email_verified: true, name });
  // Same length, so the response stays well-formed: only the signature gives it away.
  if (options.tamper)
    idp.tamperNextIdToken((claims) => ({ ...claims, sub: `${sub.slice(0, -1)}9` }));
  const back = await followRedirects(String(start.headers.location), callbackUrl(t));
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: options.withCookie === false ? {} : { cookie: `${SSO_COOKIE}=${secret}` },
  });
  if (callback.statusCode !== 302) throw new Error(`callback answered ${callback.statusCode}`);
  return new URL(String(callback.headers.location));
}

/** The signed participant identity in the address a phone lands on. */
export const identityOf = (landed: URL) =>
  new URLSearchParams(landed.hash.slice(1)).get('identity');

/** How many accounts there are (a participant's sign-in makes none). */
export const accountCount = async (t: TTestApp) =>
  (await t.db.select({ id: users.id }).from(users)).length;

/**
 * A phone joins `deck` (on the server at `url`) with the identity its sign-in was given; answers
 * the join's acknowledgement and the deck's participant row. The socket goes into `sockets`.
 */
export async function joinSigned(
  t: TTestApp,
  url: string,
  deck: TPresentation,
  identity: string | null,
  sockets: TClientSocket[],
) {
  const socket = await openSocket(url, { type: 'audience' });
  sockets.push(socket);
  const joined = await emit(socket, 'audience:join', {
    code: deck.uniqueCode,
    identity: identity ?? '',
  });
  const [row] = await t.db
    .select()
    .from(participants)
    .where(eq(participants.presentationId, deck.id));
  return { joined, row };
}

/**
 * For a describe block: the test server with SSO on, listening at `url`; an organisation whose
 * participants sign in at the provider `startIdp` starts (with the settings `settingsOf` gives);
 * its owner's `deck` asks for that sign-in. The `sockets` pushed are closed at the end.
 */
export function useParticipantSsoRoom<TIdp extends { close(): Promise<unknown> }>(
  startIdp: (t: TTestApp) => Promise<TIdp>,
  settingsOf: (idp: TIdp) => object,
) {
  const room = {
    sockets: [] as TClientSocket[],

    /**
     * The phone that `landed` from its sign-in joins the deck with the identity it was given:
     * expects that no account was made since `accountsBefore` and that the join and the
     * participant row carry the person's `name`; answers the join's acknowledgement and the row.
     */
    async joinSignedIn(landed: URL, accountsBefore: number, name: string) {
      const identity = identityOf(landed);
      expect(identity).toBeTruthy();
      // No account is created for a participant.
      expect(await accountCount(room.t)).toBe(accountsBefore);
      const { joined, row } = await joinSigned(room.t, room.url, room.deck, identity, room.sockets);
      expect(joined).toMatchObject({ ok: true, data: { state: { me: { name } } } });
      expect(row).toMatchObject({ name, identifiedBy: 'organisation' });
      return { joined, row };
    },
  } as {
    t: TTestApp;
    idp: TIdp;
    url: string;
    owner: TTestUser;
    deck: TPresentation;
    sockets: TClientSocket[];
    joinSignedIn(landed: URL, accountsBefore: number, name: string): ReturnType<typeof joinSigned>;
  };
  beforeAll(async () => {
    room.t = await createSsoTestApp();
    room.url = await listen(room.t.app);
    room.idp = await startIdp(room.t);
    ({ owner: room.owner } = await createSsoOrganisation(room.t.app, settingsOf(room.idp)));
    room.deck = await createOrganisationIdentityDeck(room.t.app, room.owner);
  });
  afterAll(async () => {
    closeAll(room.sockets);
    await room.idp?.close();
    await room.t?.close();
  });
  return room;
}
