import {
  API_PATHS,
  type TPresentation,
  type TRunListResponse,
  type TRunReport,
} from '@crowdeck/core';
import { startTestSamlIdp, type TTestSamlIdp } from '@crowdeck/test-saml-idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../../test/deck-factories';
import { closeAll, listen, type TClientSocket } from '../../test/live-clients';
import { postToAcs, samlSettingsFor, samlSp } from '../../test/saml-setup';
import {
  accountCount,
  createOrganisationIdentityDeck,
  createSsoOrganisation,
  createSsoTestApp,
  identityOf,
  joinSigned,
  type TTestUser,
} from '../../test/sso-setup';
import type { TTestApp } from '../../test/test-app';

describe('organisation sign-in for participants (SAML 2.0, a real SimpleSAMLphp IdP)', () => {
  let t: TTestApp;
  let idp: TTestSamlIdp;
  let url: string;
  let owner: TTestUser;
  let deck: TPresentation;
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    t = await createSsoTestApp();
    url = await listen(t.app);
    idp = await startTestSamlIdp({ serviceProviders: [samlSp(t)] });
    ({ owner } = await createSsoOrganisation(t.app, samlSettingsFor(idp)));
    deck = await createOrganisationIdentityDeck(t.app, owner);
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
    const accountsBefore = await accountCount(t);
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
    const identity = identityOf(landed);
    expect(identity).toBeTruthy();
    // No account is created for a participant.
    expect(await accountCount(t)).toBe(accountsBefore);

    const { joined, row } = await joinSigned(t, url, deck, identity, sockets);
    expect(joined).toMatchObject({
      ok: true,
      data: { state: { me: { name: 'Rosalind Franklin' } } },
    });
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
