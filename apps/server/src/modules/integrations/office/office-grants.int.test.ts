import {
  API_PATHS,
  type TOfficeAddinDeck,
  type TOfficeGrant,
  type TOfficeGrantCreated,
  type TRemotePairingCreated,
  type TRemotePairResponse,
} from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callOk, createDeck } from '../../../test/deck-factories';
import { joinOk, nextMessage } from '../../../test/live-clients';
import { useLiveFixture } from '../../../test/live-fixture';
import { officeAddinGrants } from '../../../db/schema';
import { createExpiredRowsRepository } from '../../purge/expired-rows.repository';

const ADDIN = API_PATHS.officeAddin;

describe('PowerPoint add-in grants: one presentation, its slides, its embed and its live slide only', () => {
  const live = useLiveFixture({ stranger: true });

  const grant = (deckId: string, as = live.token) =>
    callOk<TOfficeGrantCreated>(live.app, as, 'POST', API_PATHS.officeGrants, {
      presentationId: deckId,
    });

  it('reads the granted deck and moves its room: a phone follows PowerPoint', async () => {
    const deck = await createDeck(
      live.app,
      live.token,
      ['poll', 'quiz', 'wordCloud'],
      'Quarterly review',
    );
    const { token, grant: made } = await grant(deck.id);
    expect(made.presentationTitle).toBe('Quarterly review');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const read = await callOk<TOfficeAddinDeck>(live.app, token, 'GET', `${ADDIN}deck/`);
    expect(read.id).toBe(deck.id);
    expect(read.slides.map((s) => [s.number, s.id, s.type])).toEqual(
      deck.Slides.map((s, i) => [i + 1, s.id, s.type]),
    );

    const phone = await live.phone();
    await joinOk(phone, { code: deck.uniqueCode, name: 'Ada' });
    const third = deck.Slides[2]!.id;
    const followed = nextMessage(phone, 'state', (m) => m.state.slide?.id === third);
    const moved = await callOk<{ slideActiveId: string }>(
      live.app,
      token,
      'PUT',
      `${ADDIN}slide/`,
      {
        slideId: third,
      },
    );
    expect(moved.slideActiveId).toBe(third);
    expect((await followed).state.slide?.id).toBe(third);
  });

  it('gets the live embed of its deck, one view token reused and listed as PowerPoint', async () => {
    const deck = await live.deck(['poll']);
    const { token } = await grant(deck.id);
    const first = await callOk<{ url: string }>(live.app, token, 'POST', `${ADDIN}embed/`);
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/embed\/[A-Za-z0-9_-]{43}$/);
    const again = await callOk<{ url: string }>(live.app, token, 'POST', `${ADDIN}embed/`);
    expect(again.url).toBe(first.url);
    const listed = await live.callOk<{ label: string; url: string }[]>(
      'GET',
      `${API_PATHS.embedTokens}${deck.id}/`,
    );
    expect(listed.map((l) => [l.label, l.url])).toEqual([['PowerPoint', first.url]]);
    // Another integration's grant of the same deck gets a view token listed under its own name.
    const slides = await callOk<TOfficeGrantCreated>(
      live.app,
      live.token,
      'POST',
      API_PATHS.officeGrants,
      { presentationId: deck.id, client: 'googleSlides' },
    );
    const other = await callOk<{ url: string }>(live.app, slides.token, 'POST', `${ADDIN}embed/`);
    expect(other.url).not.toBe(first.url);
    const both = await live.callOk<{ label: string; url: string }[]>(
      'GET',
      `${API_PATHS.embedTokens}${deck.id}/`,
    );
    expect(both.map((l) => [l.label, l.url]).sort()).toEqual(
      [
        ['Google Slides', other.url],
        ['PowerPoint', first.url],
      ].sort(),
    );
    // The embed's public read answers for it.
    const viewToken = first.url.split('/').at(-1)!;
    const view = await live.app.inject({
      method: 'GET',
      url: `${API_PATHS.embedView}${viewToken}/`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ presentationId: deck.id });
  });

  it('cannot reach another presentation, not even the same owner’s', async () => {
    const granted = await live.deck(['poll']);
    const other = await live.deck(['poll', 'poll']);
    const { token } = await grant(granted.id);

    // A slide of another deck is no slide of this one.
    const foreign = await call(live.app, token, 'PUT', `${ADDIN}slide/`, {
      slideId: other.Slides[1]!.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'invalid_input' });
    // Neither deck was moved.
    const activeOf = async (id: string) =>
      (
        await live.callOk<{ slideActiveId: string | null }>(
          'GET',
          `${API_PATHS.presentationDetail}${id}/`,
        )
      ).slideActiveId;
    expect(await activeOf(other.id)).toBe(other.slideActiveId);
    expect(await activeOf(granted.id)).toBe(granted.slideActiveId);

    // The owner's routes do not take a grant: it is no session.
    const slideActiveId = granted.Slides[0]!.id;
    for (const [method, path, payload] of [
      ['GET', `${API_PATHS.presentationDetail}${granted.id}/`, undefined],
      ['GET', `${API_PATHS.presentationDetail}${other.id}/`, undefined],
      ['PUT', `${API_PATHS.slideNext}${granted.id}/`, { slideActiveId }],
      ['POST', `${API_PATHS.liveRemote}${granted.id}/`, undefined],
      ['GET', API_PATHS.officeGrants, undefined],
      ['POST', API_PATHS.officeGrants, { presentationId: granted.id }],
      ['DELETE', `${API_PATHS.presentationDelete}${granted.id}/`, undefined],
      ['GET', API_PATHS.usersSubscription, undefined],
    ] as const) {
      const response = await call(live.app, token, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    // Bad input names the problem.
    const bad = await call(live.app, token, 'PUT', `${ADDIN}slide/`, { slideId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { slideId: { code: 'id.invalid' } } });
  });

  it('grants only the caller’s own decks, and never to a phone remote', async () => {
    const theirs = await createDeck(live.app, live.strangerToken, ['poll']);
    const refused = await live.call('POST', API_PATHS.officeGrants, {
      presentationId: theirs.id,
    });
    expect(refused.statusCode).toBe(404);

    // A phone remote of the owner's deck may not make grants (it is let into its live routes only).
    const mine = await live.deck(['poll']);
    const code = await live.callOk<TRemotePairingCreated>(
      'POST',
      `${API_PATHS.liveRemote}${mine.id}/`,
    );
    const paired = await live.app.inject({
      method: 'POST',
      url: API_PATHS.remotePair,
      payload: { token: code.token },
    });
    const remote = (paired.json() as TRemotePairResponse).token;
    const byRemote = await call(live.app, remote, 'POST', API_PATHS.officeGrants, {
      presentationId: mine.id,
    });
    expect(byRemote.statusCode).toBe(404);
    const listByRemote = await call(live.app, remote, 'GET', API_PATHS.officeGrants);
    expect(listByRemote.statusCode).toBe(404);
  });

  it('records which integration holds each grant, and refuses an unknown one', async () => {
    const deck = await live.deck(['poll']);
    const plain = await grant(deck.id);
    expect(plain.grant.client).toBe('powerpoint');
    const teams = await live.callOk<TOfficeGrantCreated>('POST', API_PATHS.officeGrants, {
      presentationId: deck.id,
      client: 'teams',
    });
    expect(teams.grant.client).toBe('teams');
    const listed = await live.callOk<TOfficeGrant[]>('GET', API_PATHS.officeGrants);
    expect(listed.find((g) => g.id === teams.grant.id)?.client).toBe('teams');
    expect(listed.find((g) => g.id === plain.grant.id)?.client).toBe('powerpoint');

    const unknown = await live.call('POST', API_PATHS.officeGrants, {
      presentationId: deck.id,
      client: 'slack',
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('integrationClient.invalid');
  });

  it('is refused once revoked by its owner, and a stranger cannot revoke it', async () => {
    const deck = await live.deck(['poll']);
    const { token, grant: made } = await grant(deck.id);
    const listed = await live.callOk<TOfficeGrant[]>('GET', API_PATHS.officeGrants);
    expect(listed.map((g) => g.id)).toContain(made.id);
    expect(JSON.stringify(listed)).not.toContain(token);

    const byStranger = await live.stranger('DELETE', `${API_PATHS.officeGrants}${made.id}/`);
    expect(byStranger.statusCode).toBe(404);
    expect((await call(live.app, token, 'GET', `${ADDIN}deck/`)).statusCode).toBe(200);

    await live.callOk('DELETE', `${API_PATHS.officeGrants}${made.id}/`);
    for (const [method, path] of [
      ['GET', `${ADDIN}deck/`],
      ['POST', `${ADDIN}embed/`],
      ['PUT', `${ADDIN}slide/`],
    ] as const) {
      const response = await call(live.app, token, method, path, { slideId: deck.Slides[0]!.id });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    const again = await live.call('DELETE', `${API_PATHS.officeGrants}${made.id}/`);
    expect(again.statusCode).toBe(404);
  });

  it('signs itself out, and dies with its presentation', async () => {
    const deck = await live.deck(['poll']);
    const first = await grant(deck.id);
    await callOk(live.app, first.token, 'DELETE', `${ADDIN}grant/`);
    expect((await call(live.app, first.token, 'GET', `${ADDIN}deck/`)).statusCode).toBe(401);

    const second = await grant(deck.id);
    await live.callOk('DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
    expect((await call(live.app, second.token, 'GET', `${ADDIN}deck/`)).statusCode).toBe(401);
    const listed = await live.callOk<TOfficeGrant[]>('GET', API_PATHS.officeGrants);
    expect(listed.map((g) => g.id)).not.toContain(second.grant.id);
  });

  it('ends unused: an expired grant is refused, and the purge deletes it', async () => {
    const deck = await live.deck(['poll']);
    const { token, grant: made } = await grant(deck.id);
    const kept = await grant(deck.id);
    await live.db
      .update(officeAddinGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(officeAddinGrants.id, made.id));
    expect((await call(live.app, token, 'GET', `${ADDIN}deck/`)).statusCode).toBe(401);
    const purged = await createExpiredRowsRepository(live.db).deleteExpired(new Date());
    expect(purged.officeAddinGrants).toBeGreaterThanOrEqual(1);
    const left = await live.db
      .select()
      .from(officeAddinGrants)
      .where(eq(officeAddinGrants.presentationId, deck.id));
    expect(left.map((g) => g.id)).toEqual([kept.grant.id]);
  });

  it("serves the sign-in window's way back without the opener policy, and nothing else", async () => {
    const back = await live.app.inject({
      method: 'GET',
      url: '/login?next=%2Fintegrations%2Foffice%2Fconnect',
    });
    expect(back.headers['cross-origin-opener-policy']).toBeUndefined();
    const login = await live.app.inject({ method: 'GET', url: '/login' });
    expect(login.headers['cross-origin-opener-policy']).toBe('same-origin');
    const addin = await live.app.inject({ method: 'GET', url: '/integrations/office/addin.html' });
    expect(addin.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(addin.headers['x-frame-options']).toBeUndefined();
    expect(addin.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://*.officeapps.live.com",
    );
  });

  it('keeps one instance id for the manifest, and serves it on the public address', async () => {
    const first = await live.app.inject({
      method: 'GET',
      url: '/integrations/office/manifest.xml',
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/xml');
    const id = /<Id>([0-9a-f-]{36})<\/Id>/.exec(first.body)?.[1];
    expect(id).toBeDefined();
    expect(first.body).toContain(
      '<SourceLocation DefaultValue="http://localhost:3000/integrations/office/addin.html" />',
    );
    const second = await live.app.inject({
      method: 'GET',
      url: '/integrations/office/manifest.xml',
    });
    expect(/<Id>([0-9a-f-]{36})<\/Id>/.exec(second.body)?.[1]).toBe(id);
  });
});
