import { API_PATHS, type TPresentation, type TRoster } from '@crowdeck/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRow } from '../../db/expect-row';
import { organisations, participants } from '../../db/schema';
import { createParticipantIdentitySigner, hashSsoPerson } from '../../lib/participant-identity';
import { emit } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, registerUser } from '../../test/test-app';
import { createInstanceUuid } from '../integrations/instance-settings.repository';
import { createOrganisationsRepository } from '../organisations/organisations.repository';

describe('identified sessions: roster and organisation sign-in', () => {
  const t = useLiveFixture();

  /** A new phone joins the deck with these fields (a nickname, a roster name, a signed identity). */
  const joinDeck = async (deck: TPresentation, fields: object = {}) =>
    emit(await t.phone(), 'audience:join', { code: deck.uniqueCode, ...fields });

  const update = (deck: TPresentation, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `${API_PATHS.presentationUpdate}${deck.id}/`,
      headers: bearer(t.token),
      payload: body,
    });
  const reportOf = async (deck: TPresentation) => (await t.firstRun(deck.id)).report;

  it('uploads a roster, refuses joins without a roster name, admits each name once', async () => {
    const deck = await t.deck(['quiz', 'poll']);
    const roster = await t.callOk<TRoster>('PUT', `${API_PATHS.presentationRoster}${deck.id}/`, {
      text: 'name,class\nAda Lovelace,4b\n"Grace Hopper",4b\n\nada lovelace,4c\nAlan Turing\n',
    });
    expect(roster.names).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    const other = await registerUser(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.presentationRoster}${deck.id}/`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `${API_PATHS.presentationRoster}${deck.id}/`,
      headers: bearer(t.token),
      payload: { text: Array.from({ length: 2001 }, (_, i) => `Person ${i}`).join('\n') },
    });
    expect(tooMany.statusCode).toBe(400);
    const saved = await update(deck, { participantIdentity: 'roster' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ participantIdentity: 'roster', rosterSize: 3 });

    const suggest = (q: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API_PATHS.audienceRoster}?code=${deck.uniqueCode}&q=${encodeURIComponent(q)}`,
      });
    expect((await suggest('gr')).json()).toEqual({ names: ['Grace Hopper'] });
    expect((await suggest('tur')).json()).toEqual({ names: ['Alan Turing'] });
    expect((await suggest('a')).statusCode).toBe(400);

    const without = await joinDeck(deck, { name: 'Ada Lovelace' });
    expect(without).toMatchObject({
      ok: false,
      error: { code: 'identity_required', identity: 'roster' },
    });
    const unknown = await joinDeck(deck, { rosterName: 'Charles Babbage' });
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'identity_required', reason: 'unknown' },
    });
    const ada = await joinDeck(deck, { rosterName: 'ADA lovelace' });
    if (!ada.ok) throw new Error(ada.error.code);
    expect(ada.data.state.me.name).toBe('Ada Lovelace');
    const again = await joinDeck(deck, { rosterName: 'Ada Lovelace' });
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'identity_required', reason: 'taken' },
    });
    // Its own phone resumes with its name.
    const resumed = await joinDeck(deck, { participantToken: ada.data.participantToken });
    expect(resumed).toMatchObject({ ok: true, data: { state: { me: { name: 'Ada Lovelace' } } } });

    const report = await reportOf(deck);
    expect(report.participants).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', identified: true }),
    ]);

    // Whoever took the name wrongly is removed: the name goes back to the roster.
    const [taken] = await t.db
      .select({ id: participants.id })
      .from(participants)
      .where(and(eq(participants.presentationId, deck.id), eq(participants.name, 'Ada Lovelace')));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.liveParticipantRemove}${expectRow(taken).id}/`,
      headers: bearer(t.token),
    });
    expect(removed.statusCode).toBe(200);
    const realAda = await joinDeck(deck, { rosterName: 'Ada Lovelace' });
    expect(realAda).toMatchObject({ ok: true, data: { state: { me: { name: 'Ada Lovelace' } } } });
    // The removed phone stays out, and the name is taken again by the one who joined now.
    const removedAgain = await joinDeck(deck, { participantToken: ada.data.participantToken });
    expect(removedAgain.ok).toBe(false);
    const thirdAda = await joinDeck(deck, { rosterName: 'ada lovelace' });
    expect(thirdAda).toMatchObject({ ok: false, error: { reason: 'taken' } });
  });

  it('asks a phone that joined with a nickname for a roster name once the presenter requires one', async () => {
    const deck = await t.deck(['poll']);
    const inRoom = await t.phone();
    const ziggy = await emit(inRoom, 'audience:join', {
      code: deck.uniqueCode,
      name: 'Ziggy',
    });
    if (!ziggy.ok) throw new Error(ziggy.error.code);
    await t.callOk('PUT', `${API_PATHS.presentationRoster}${deck.id}/`, {
      text: 'Ada Lovelace\nGrace Hopper\n',
    });
    // The phone in the room is disconnected by the server at once (the app connects again and
    // joins with its token, as below), not left answering under its nickname.
    const dropped = new Promise<string>((resolve) => inRoom.once('disconnect', resolve));
    expect((await update(deck, { participantIdentity: 'roster' })).statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    // Back with its token alone (a reconnect, a reload): refused until it gives a real name.
    const back = await joinDeck(deck, { participantToken: ziggy.data.participantToken });
    expect(back).toMatchObject({
      ok: false,
      error: { code: 'identity_required', identity: 'roster' },
    });
    const named = await joinDeck(deck, {
      participantToken: ziggy.data.participantToken,
      rosterName: 'grace hopper',
    });
    expect(named).toMatchObject({ ok: true, data: { state: { me: { name: 'Grace Hopper' } } } });
    const rows = await t.db
      .select()
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    // The same participant (its answers stay its own), now identified; the nickname is gone.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Grace Hopper', identifiedBy: 'roster' });
    expect((await reportOf(deck)).participants).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', identified: true }),
    ]);
  });

  it('lets only a member of an organisation with sign-in require it; joins need its signed identity', async () => {
    const deck = await t.deck(['poll']);
    const refused = await update(deck, { participantIdentity: 'organisation' });
    expect(refused.statusCode).toBe(403);

    const repo = createOrganisationsRepository(t.db);
    const organisation = await repo.create('Identified school');
    await repo.addMember(organisation.id, t.userId, 'owner');
    await t.db
      .update(organisations)
      .set({
        ssoProtocol: 'saml',
        samlEntryPoint: 'https://idp.example.com/sso',
        samlIdpEntityId: 'https://idp.example.com',
        samlIdpCert: 'MIIB',
      })
      .where(eq(organisations.id, organisation.id));
    const saved = await update(deck, {
      participantIdentity: 'organisation',
      anonymousSession: false,
    });
    expect(saved.statusCode).toBe(200);

    const without = await joinDeck(deck);
    expect(without).toMatchObject({
      ok: false,
      error: { code: 'identity_required', identity: 'organisation' },
    });
    const signer = createParticipantIdentitySigner(
      await createInstanceUuid(t.db, 'participant_identity_key')(),
    );
    const forged = createParticipantIdentitySigner('a key that is not the server one');
    const claim = {
      presentationId: deck.id,
      organisationId: organisation.id,
      name: 'Katherine Johnson',
      identityHash: hashSsoPerson(organisation.id, 'https://idp.example.com', 'kj'),
    };
    const bad = await joinDeck(deck, { identity: forged.sign(claim, Date.now()) });
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'identity_required', reason: 'unknown' },
    });
    const expired = await joinDeck(deck, {
      identity: signer.sign(claim, Date.now() - 11 * 60 * 1000),
    });
    expect(expired).toMatchObject({
      ok: false,
      error: { code: 'identity_required', reason: 'expired' },
    });
    const otherDeck = await joinDeck(deck, {
      identity: signer.sign({ ...claim, presentationId: organisation.id }, Date.now()),
    });
    expect(otherDeck).toMatchObject({ ok: false, error: { code: 'identity_required' } });

    const joined = await joinDeck(deck, {
      name: 'Someone else',
      identity: signer.sign(claim, Date.now()),
    });
    expect(joined).toMatchObject({
      ok: true,
      data: { state: { me: { name: 'Katherine Johnson' } } },
    });
    // The same person from a second phone is the same person: refused.
    const twice = await joinDeck(deck, { identity: signer.sign(claim, Date.now()) });
    expect(twice).toMatchObject({
      ok: false,
      error: { code: 'identity_required', reason: 'taken' },
    });
    // A namesake is someone else.
    const namesake = await joinDeck(deck, {
      identity: signer.sign(
        {
          ...claim,
          identityHash: hashSsoPerson(organisation.id, 'https://idp.example.com', 'kj2'),
        },
        Date.now(),
      ),
    });
    expect(namesake.ok).toBe(true);

    const rows = await t.db
      .select()
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    expect(rows.map((row) => row.identifiedBy)).toEqual(['organisation', 'organisation']);
    const report = await reportOf(deck);
    expect(report.participants.map((p) => [p.name, p.identified])).toEqual([
      ['Katherine Johnson', true],
      ['Katherine Johnson', true],
    ]);
  });

  it('keeps anonymous and identified apart: choosing one turns the other off', async () => {
    const deck = await t.deck(['poll']);
    const identified = await update(deck, { participantIdentity: 'roster' });
    expect(identified.json()).toMatchObject({
      participantIdentity: 'roster',
      anonymousSession: false,
    });
    const anonymous = await update(deck, { anonymousSession: true });
    expect(anonymous.json()).toMatchObject({
      participantIdentity: 'nickname',
      anonymousSession: true,
    });
  });
});
