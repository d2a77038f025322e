import { API_PATHS, type TRunListResponse, type TRunReport } from '@crowdeck/core';
import { startTestSamlIdp, type TTestSamlIdp } from '@crowdeck/test-saml-idp';
import { describe, expect, it } from 'vitest';
import { callOk } from '../../test/deck-factories';
import { postToAcs, samlSettingsFor, samlSp } from '../../test/saml-setup';
import { accountCount, useParticipantSsoRoom } from '../../test/sso-setup';

describe('organisation sign-in for participants (SAML 2.0, a real SimpleSAMLphp IdP)', () => {
  const room = useParticipantSsoRoom<TTestSamlIdp>(
    (t) => startTestSamlIdp({ serviceProviders: [samlSp(t)] }),
    samlSettingsFor,
  );

  it('signs a phone in at the IdP, joins it under its real name, and the report shows it', async () => {
    const { t, idp, owner, deck } = room;
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
    const { row } = await room.joinSignedIn(landed, accountsBefore, 'Rosalind Franklin');
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
