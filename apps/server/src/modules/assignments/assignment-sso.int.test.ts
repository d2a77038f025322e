import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  PARTICIPANT_IDENTITY_TTL_MS,
  type TAssignment,
  type TAssignmentInfo,
  type TAssignmentList,
  type TPresentation,
  type TRunReport,
} from '@crowdeck/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TTestProvider } from '@crowdeck/test-oidc-provider';
import { participants, users } from '../../db/schema';
import { createParticipantIdentitySigner, hashSsoPerson } from '../../lib/participant-identity';
import { createInstanceUuid } from '../integrations/instance-settings.repository';
import { call, callOk, createDeck, getDeck } from '../../test/deck-factories';
import { markCorrect } from '../../test/live-clients';
import {
  callbackUrl,
  createOrganisationIdentityDeck,
  createSsoOrganisation,
  createSsoTestApp,
  identityOf,
  oidcSettings,
  phoneSignIn,
  type TTestUser,
} from '../../test/sso-setup';
import { registerUser, type TTestApp } from '../../test/test-app';
import { assignmentPhone } from '../../test/assignment-play';

const HOUR = 3_600_000;

describe('assignments whose participants sign in with the organisation’s single sign-on', () => {
  let t: TTestApp;
  let idp: TTestProvider;
  let owner: TTestUser;
  let organisationId: string;
  let deck: TPresentation;
  let assignment: TAssignment;

  beforeAll(async () => {
    t = await createSsoTestApp();
    idp = await startTestProvider(callbackUrl(t));
    ({ owner, organisationId } = await createSsoOrganisation(t.app, oidcSettings(idp)));
    const created = await createDeck(t.app, owner.token, ['quiz', 'poll'], 'Safety briefing');
    await markCorrect(t.app, owner.token, created, 0);
    deck = await getDeck(t.app, owner.token, created.id);
    assignment = await createAssignment(owner.token, deck.id, true);
  });
  afterAll(async () => {
    await idp?.close();
    await t?.close();
  });

  /** Asking for an assignment of the deck with the sign-in on is refused: this status, this reason. */
  const expectSignInRefused = async (
    token: string,
    presentationId: string,
    status: number,
    code: string,
  ) => {
    const refused = await postAssignment(token, presentationId, {
      showAnswers: false,
      organisationSignIn: true,
    });
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toMatchObject({ fields: { organisationSignIn: { code } } });
  };

  /** The deck's assignments and sign-in offer, as its owner reads them. */
  const assignmentsOf = (token: string, presentationId: string) =>
    callOk<TAssignmentList>(t.app, token, 'GET', `${API_PATHS.assignments}deck/${presentationId}/`);

  /** Asks for an assignment of the deck, open from an hour ago for two hours. */
  const postAssignment = (
    token: string,
    presentationId: string,
    fields: { showAnswers: boolean; organisationSignIn: boolean },
  ) =>
    call(t.app, token, 'POST', API_PATHS.assignments, {
      presentationId,
      opensAt: new Date(Date.now() - HOUR).toISOString(),
      closesAt: new Date(Date.now() + HOUR).toISOString(),
      timePerQuestionSec: null,
      ...fields,
    });

  async function createAssignment(token: string, presentationId: string, signIn: boolean) {
    const response = await postAssignment(token, presentationId, {
      showAnswers: true,
      organisationSignIn: signIn,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TAssignment;
  }

  /** A phone's requests: the progress on success, or the refusal with its status. */
  const { play, playOk } = assignmentPhone(() => t.app);

  /** A phone's whole round trip through the provider; returns where it lands. */
  const signIn = (code: string, sub: string, name: string, options?: { withCookie?: boolean }) =>
    phoneSignIn(t, idp, `${API_PATHS.assignmentSsoStart}?code=${code}`, { sub, name }, options);

  it('starts under the real name after the provider’s round trip, and a second sign-in resumes the same attempt', async () => {
    const { code } = assignment;
    expect(assignment.organisationSignIn).toBe(true);
    const info = await play(code, '');
    expect(info.body as TAssignmentInfo).toMatchObject({
      signIn: 'organisation',
      organisationName: 'Acme',
    });

    // A nickname does not start it.
    const nickname = await play(code, 'join/', { name: 'Mary' });
    expect(nickname).toMatchObject({
      status: 403,
      body: { code: 'identity_required', identity: 'organisation' },
    });

    const accountsBefore = (await t.db.select({ id: users.id }).from(users)).length;
    const landed = await signIn(code, 'student-1', 'Mary Jackson');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${t.config.audienceUrl}/a/${code}`);
    const identity = identityOf(landed);
    expect(identity).toBeTruthy();
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(accountsBefore);

    const first = await playOk(code, 'join/', { identity });
    expect(first).toMatchObject({ name: 'Mary Jackson', step: 0, total: 2 });
    const quiz = first.slide!;
    const answered = await playOk(code, 'answer/', {
      token: first.token,
      slideId: quiz.id,
      requestId: randomUUID(),
      optionId: quiz.options[0]!.id,
    });
    expect(answered).toMatchObject({ step: 1, score: 1000 });

    // A reload on the same phone: its token.
    expect(await playOk(code, 'join/', { token: first.token })).toMatchObject({ step: 1 });

    // Another phone, later: signing in again finds the same attempt (no second one), and the
    // first phone's token is refused from then on.
    const again = await playOk(code, 'join/', {
      identity: identityOf(await signIn(code, 'student-1', 'Mary Jackson')),
    });
    expect(again).toMatchObject({ name: 'Mary Jackson', step: 1, score: 1000 });
    expect(again.token).not.toBe(first.token);
    expect((await play(code, 'state/', { token: first.token })).status).toBe(404);
    // The first identity, still in time, is no second attempt either.
    expect(await playOk(code, 'join/', { identity })).toMatchObject({ step: 1 });

    // Someone else of the organisation starts their own.
    const other = await playOk(code, 'join/', {
      identity: identityOf(await signIn(code, 'student-2', 'Mary Jackson')),
    });
    expect(other).toMatchObject({ name: 'Mary Jackson', step: 0 });

    const rows = await t.db
      .select()
      .from(participants)
      .where(eq(participants.runId, assignment.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ name: 'Mary Jackson', identifiedBy: 'organisation' });
      expect(row.identityHash).toMatch(/^[0-9a-f]{64}$/);
      // No address is kept anywhere in the row.
      expect(JSON.stringify(row)).not.toContain('school.test');
    }

    // The report names the person, marked as identified.
    const report = await callOk<TRunReport>(
      t.app,
      owner.token,
      'GET',
      `${API_PATHS.reportRun}${assignment.id}/`,
    );
    expect(report.participants.map((p) => [p.name, p.score, p.identified])).toEqual(
      expect.arrayContaining([
        ['Mary Jackson', 1000, true],
        ['Mary Jackson', 0, true],
      ]),
    );
  });

  it('refuses a tampered, run out, misdirected or other organisation’s identity', async () => {
    const { code } = assignment;
    const signer = createParticipantIdentitySigner(
      await createInstanceUuid(t.db, 'participant_identity_key')(),
    );
    const claim = {
      presentationId: deck.id,
      organisationId,
      name: 'Dorothy Vaughan',
      identityHash: hashSsoPerson(organisationId, idp.issuer, 'student-9'),
      assignmentId: assignment.id,
    };
    const now = Date.now();
    const good = signer.sign(claim, now);
    const [payload, mac] = good.split('.');
    const otherName = Buffer.from(
      Buffer.from(payload!, 'base64url').toString('utf8').replace('Dorothy', 'Dorotha'),
    ).toString('base64url');
    const other = await createAssignment(owner.token, deck.id, true);
    const refusals: [string, string, string | undefined][] = [
      ['tampered', `${otherName}.${mac}`, 'unknown'],
      [
        'signed with another key',
        createParticipantIdentitySigner('x'.repeat(40)).sign(claim, now),
        'unknown',
      ],
      ['run out', signer.sign(claim, now - PARTICIPANT_IDENTITY_TTL_MS - 1), 'expired'],
      ['for another assignment', signer.sign({ ...claim, assignmentId: other.id }, now), 'unknown'],
      [
        'for the deck’s live sessions',
        signer.sign({ ...claim, assignmentId: null }, now),
        'unknown',
      ],
      [
        'of another organisation',
        signer.sign({ ...claim, organisationId: randomUUID() }, now),
        'unknown',
      ],
    ];
    for (const [why, identity, reason] of refusals) {
      const refused = await play(code, 'join/', { identity });
      expect(refused, why).toMatchObject({
        status: 403,
        body: { code: 'identity_required', identity: 'organisation', reason },
      });
    }
    // The good one is accepted, which makes the refusals above about what was changed.
    expect(await playOk(code, 'join/', { identity: good })).toMatchObject({
      name: 'Dorothy Vaughan',
    });
  });

  it('lets the presenter remove a participant: their answers leave the results, and neither their phone nor their sign-in takes it again', async () => {
    const removable = await createAssignment(owner.token, deck.id, true);
    const { code } = removable;
    const ada = await playOk(code, 'join/', {
      identity: identityOf(await signIn(code, 'student-7', 'Ada Lovelace')),
    });
    const quiz = ada.slide!;
    await playOk(code, 'answer/', {
      token: ada.token,
      slideId: quiz.id,
      requestId: randomUUID(),
      optionId: quiz.options[0]!.id,
    });
    const [row] = await t.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.runId, removable.id));
    const url = `${API_PATHS.assignments}${removable.id}/participants/${row!.id}/remove/`;

    // Only the deck's owner, and only a participant of this assignment.
    const stranger = await registerUser(t.app);
    expect((await call(t.app, stranger.token, 'POST', url)).statusCode).toBe(404);
    const elsewhere = `${API_PATHS.assignments}${assignment.id}/participants/${row!.id}/remove/`;
    expect((await call(t.app, owner.token, 'POST', elsewhere)).statusCode).toBe(404);

    const after = await callOk<TAssignment>(t.app, owner.token, 'POST', url);
    expect(after).toMatchObject({ participantCount: 0, finishedCount: 0 });
    const report = await callOk<TRunReport>(
      t.app,
      owner.token,
      'GET',
      `${API_PATHS.reportRun}${removable.id}/`,
    );
    expect(report.participants).toEqual([]);
    expect(report.slides.find((slide) => slide.type === 'quiz')?.responses).toBe(0);

    expect(await play(code, 'join/', { token: ada.token })).toMatchObject({
      status: 409,
      body: { code: 'removed' },
    });
    const again = await play(code, 'join/', {
      identity: identityOf(await signIn(code, 'student-7', 'Ada Lovelace')),
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'removed' } });
  });

  it('sends a phone whose sign-in failed back to the assignment with the reason', async () => {
    const landed = await signIn(assignment.code, 'student-3', 'Katherine Johnson', {
      withCookie: false,
    });
    expect(`${landed.origin}${landed.pathname}${landed.hash}`).toBe(
      `${t.config.audienceUrl}/a/${assignment.code}#sso_error=expired`,
    );
  });

  it('offers the setting only where single sign-on is set up, and refuses it elsewhere in JSON', async () => {
    const list = await assignmentsOf(owner.token, deck.id);
    expect(list.signIn).toEqual({ available: true, deckDefault: false });
    // A deck that asks for the sign-in in its live sessions: the form starts with it on.
    const identified = await createOrganisationIdentityDeck(t.app, owner);
    const suggested = await assignmentsOf(owner.token, identified.id);
    expect(suggested.signIn).toEqual({ available: true, deckDefault: true });

    // Outside an organisation: not offered, and refused.
    const loner = await registerUser(t.app);
    const plain = await createDeck(t.app, loner.token, ['poll']);
    const offered = await assignmentsOf(loner.token, plain.id);
    expect(offered.signIn.available).toBe(false);
    await expectSignInRefused(loner.token, plain.id, 403, 'participantIdentity.noSso');

    // An anonymous deck keeps no names.
    const anonymous = await createDeck(t.app, owner.token, ['poll']);
    await callOk(t.app, owner.token, 'PUT', `${API_PATHS.presentationUpdate}${anonymous.id}/`, {
      anonymousSession: true,
    });
    await expectSignInRefused(owner.token, anonymous.id, 409, 'organisationSignIn.anonymous');

    // A nickname assignment has no sign-in to start, and its info says so.
    const nicknames = await createAssignment(owner.token, deck.id, false);
    expect((await play(nicknames.code, '')).body).toMatchObject({
      signIn: 'nickname',
      organisationName: null,
    });
    const start = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.assignmentSsoStart}?code=${nicknames.code}`,
    });
    expect(start.statusCode).toBe(404);
  });
});
