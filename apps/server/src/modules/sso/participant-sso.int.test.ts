import { API_PATHS, type TPresentation } from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followRedirects,
  startTestProvider,
  type TTestProvider,
} from '@crowdeck/test-oidc-provider';
import { participants, users } from '../../db/schema';
import { callOk, createDeck } from '../../test/deck-factories';
import { closeAll, emit, listen, openSocket, type TClientSocket } from '../../test/live-clients';
import { as, callbackUrl, createOrganisation, createSsoTestApp } from '../../test/sso-setup';
import { registerUser, type TTestApp } from '../../test/test-app';

const COOKIE = 'crowdeck_sso';

describe('organisation sign-in for participants (OpenID Connect)', () => {
  let t: TTestApp;
  let idp: TTestProvider;
  let url: string;
  let deck: TPresentation;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createSsoTestApp();
    url = await listen(t.app);
    idp = await startTestProvider(callbackUrl(t));
    const owner = await registerUser(t.app);
    await createOrganisation(t.app, owner);
    const saved = await as(t.app, owner, 'PUT', API_PATHS.organisationSso, {
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
    });
    expect(saved.statusCode).toBe(200);
    deck = await createDeck(t.app, owner.token, ['poll']);
    await callOk(t.app, owner.token, 'PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, {
      participantIdentity: 'organisation',
    });
  });
  afterAll(async () => {
    closeAll(sockets);
    await idp?.close();
    await t?.close();
  });

  /** A phone's whole round trip: start, the provider, the callback; returns where it lands. */
  async function signIn(
    sub: string,
    name: string,
    options: { withCookie?: boolean; tamper?: boolean } = {},
  ): Promise<URL> {
    const start = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.audienceSsoStart}?code=${deck.uniqueCode}`,
    });
    expect(start.statusCode).toBe(302);
    const secret = start.cookies.find((cookie) => cookie.name === COOKIE)?.value;
    idp.signInAs({ sub, email: `${sub}@school.test`, email_verified: true, name });
    // Same length, so the response stays well-formed: only the signature gives it away.
    if (options.tamper)
      idp.tamperNextIdToken((claims) => ({ ...claims, sub: `${sub.slice(0, -1)}9` }));
    const back = await followRedirects(String(start.headers.location), callbackUrl(t));
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: options.withCookie === false ? {} : { cookie: `${COOKIE}=${secret}` },
    });
    expect(callback.statusCode).toBe(302);
    return new URL(String(callback.headers.location));
  }

  it('sends the phone back to its deck signed, creates no account, and the join takes the real name', async () => {
    const accountsBefore = (await t.db.select({ id: users.id }).from(users)).length;
    const landed = await signIn('student-1', 'Mary Jackson');
    expect(landed.pathname).toBe(`/${deck.uniqueCode}`);
    const identity = new URLSearchParams(landed.hash.slice(1)).get('identity');
    expect(identity).toBeTruthy();
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(accountsBefore);

    const socket = await openSocket(url, { type: 'audience' });
    sockets.push(socket);
    const joined = await emit(socket, 'audience:join', {
      code: deck.uniqueCode,
      identity: identity ?? '',
    });
    // Named, but on a poll deck: no quiz, so the phone offers no extra-time code.
    expect(joined).toMatchObject({
      ok: true,
      data: { state: { hasQuiz: false, me: { name: 'Mary Jackson' } } },
    });
    const [row] = await t.db
      .select()
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    expect(row).toMatchObject({ name: 'Mary Jackson', identifiedBy: 'organisation' });
  });

  it('sends a phone whose sign-in failed back to its deck on the phone app, with the reason', async () => {
    const audience = new URL(t.config.audienceUrl);
    // Another browser than the one that started (no cookie): the sign-in is not this phone's.
    const foreign = await signIn('student-2', 'Dorothy Vaughan', { withCookie: false });
    expect(foreign.origin).toBe(audience.origin);
    expect(foreign.pathname).toBe(`/${deck.uniqueCode}`);
    expect(foreign.hash).toBe('#sso_error=expired');
    // An ID token altered in flight: not trusted.
    const tampered = await signIn('student-3', 'Katherine Johnson', { tamper: true });
    expect(`${tampered.origin}${tampered.pathname}${tampered.hash}`).toBe(
      `${audience.origin}/${deck.uniqueCode}#sso_error=invalid`,
    );
    // Nothing signed and no participant row for either.
    expect(tampered.hash).not.toContain('identity=');
    const rows = await t.db
      .select({ name: participants.name })
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    expect(rows.map((row) => row.name)).not.toContain('Katherine Johnson');
    // A way back nobody started stays the presenter's login page.
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.ssoCallback}?state=made-up&code=x`,
      headers: { cookie: `${COOKIE}=${'a'.repeat(43)}` },
    });
    expect(String(unknown.headers.location)).toMatch(/\/login\?sso_error=expired$/);
  });

  it('refuses to start for a deck that does not ask for the organisation’s sign-in', async () => {
    const other = await registerUser(t.app);
    const plain = await createDeck(t.app, other.token, ['poll']);
    const start = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.audienceSsoStart}?code=${plain.uniqueCode}`,
    });
    expect(start.statusCode).toBe(404);
  });
});
