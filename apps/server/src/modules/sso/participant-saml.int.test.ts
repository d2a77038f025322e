import {
  API_PATHS,
  type TPresentation,
  type TRunListResponse,
  type TRunReport,
} from '@crowdeck/core';
import { startTestSamlIdp, type TTestSamlIdp } from '@crowdeck/test-saml-idp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, users } from '../../db/schema';
import { callOk, createDeck } from '../../test/deck-factories';
import { closeAll, emit, listen, openSocket, type TClientSocket } from '../../test/live-clients';
import { postToAcs, samlSp } from '../../test/saml-setup';
import { as, createOrganisation, createSsoTestApp } from '../../test/sso-setup';
import { registerUser, type TTestApp } from '../../test/test-app';

describe('organisation sign-in for participants (SAML 2.0, a real SimpleSAMLphp IdP)', () => {
  let t: TTestApp;
  let idp: TTestSamlIdp;
  let url: string;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let deck: TPresentation;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createSsoTestApp();
    url = await listen(t.app);
    idp = await startTestSamlIdp({ serviceProviders: [samlSp(t)] });
    owner = await registerUser(t.app);
    await createOrganisation(t.app, owner);
    const saved = await as(t.app, owner, 'PUT', API_PATHS.organisationSso, {
      protocol: 'saml',
      samlEntryPoint: idp.ssoUrl,
      samlIdpEntityId: idp.entityId,
      samlIdpCert: idp.cert,
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

  it('signs a phone in at the IdP, joins it under its real name, and the report shows it', async () => {
    const who = {
      username: 'student-saml',
      password: 'password-saml',
      email: 'rosalind@school.test',
      displayName: 'Rosalind Franklin',
    };
    idp.addUser(who);
    const accountsBefore = (await t.db.select({ id: users.id }).from(users)).length;
    const start = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.audienceSsoStart}?code=${deck.uniqueCode}`,
    });
    expect(start.statusCode).toBe(302);
    const redirect = String(start.headers.location);
    expect(redirect.startsWith(idp.ssoUrl)).toBe(true);
    const landed = await postToAcs(t, await idp.signIn(redirect, who));
    expect(`${landed.origin}${landed.pathname}`).toBe(
      `${new URL(t.config.audienceUrl).origin}/${deck.uniqueCode}`,
    );
    const identity = new URLSearchParams(landed.hash.slice(1)).get('identity');
    expect(identity).toBeTruthy();
    // No account is created for a participant.
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(accountsBefore);

    const socket = await openSocket(url, { type: 'audience' });
    sockets.push(socket);
    const joined = await emit(socket, 'audience:join', {
      code: deck.uniqueCode,
      identity: identity ?? '',
    });
    expect(joined).toMatchObject({
      ok: true,
      data: { state: { me: { name: 'Rosalind Franklin' } } },
    });
    const [row] = await t.db
      .select()
      .from(participants)
      .where(eq(participants.presentationId, deck.id));
    expect(row).toMatchObject({ name: 'Rosalind Franklin', identifiedBy: 'organisation' });
    // The provider's address is not kept: only the name and a hash of the person's key.
    expect(JSON.stringify(row)).not.toContain('rosalind@school.test');

    const { runs } = await callOk<TRunListResponse>(
      t.app,
      owner.token,
      'GET',
      `${API_PATHS.reportRuns}${deck.id}/`,
    );
    const report = await callOk<TRunReport>(
      t.app,
      owner.token,
      'GET',
      `${API_PATHS.reportRun}${runs[0]?.id}/`,
    );
    expect(report.participants).toEqual([
      expect.objectContaining({ name: 'Rosalind Franklin', identified: true }),
    ]);
  });
});
