import { API_PATHS, domainVerificationRecord } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TTestProvider } from '@crowdeck/test-oidc-provider';
import {
  as,
  callbackUrl,
  createOrganisation,
  createSsoTestApp,
  operator,
  type TTestUser,
} from '../../test/sso-setup';
import { registerUser, type TTestApp } from '../../test/test-app';
import { createOrganisationsRepository } from '../organisations/organisations.repository';

let t: TTestApp;
let idp: TTestProvider;
const txt = new Map<string, string[][]>();
const responses: string[] = [];
beforeAll(async () => {
  t = await createSsoTestApp(txt);
  idp = await startTestProvider(callbackUrl(t));
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

/** A request whose answer is kept, to check later that no answer carried the client secret. */
async function call(...args: Parameters<typeof as> extends [unknown, ...infer R] ? R : never) {
  const response = await as(t.app, ...args);
  responses.push(response.body);
  return response;
}

/** `user` asks for the claimed domain `domainId` to be verified. */
const verifyDomain = (user: Parameters<typeof call>[0], domainId: string) =>
  call(user, 'POST', `${API_PATHS.organisationSsoDomains}${domainId}/verify/`);

async function organisationWithAdmin() {
  const owner = await registerUser(t.app);
  const id = await createOrganisation(t.app, owner);
  const admin = await registerUser(t.app);
  const member = await registerUser(t.app);
  for (const [user, role] of [
    [admin, 'admin'],
    [member, 'member'],
  ] as const) {
    await operator(t.app, 'POST', `${API_PATHS.operatorOrganisations}${id}/members/`, {
      email: user.email,
      role,
    });
  }
  return { id, owner, admin, member };
}

const withoutSecret = () => ({ issuer: idp.issuer, clientId: idp.clientId, ssoRequired: false });
const settings = () => ({
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  ssoRequired: false,
});

describe('SSO settings', () => {
  it('lets owners and admins set the provider; the secret is sealed and never sent back', async () => {
    const { id, owner, admin } = await organisationWithAdmin();
    const saved = await call(admin, 'PUT', API_PATHS.organisationSso, settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      protocol: 'oidc',
      issuer: idp.issuer,
      clientId: idp.clientId,
      hasSecret: true,
      samlEntryPoint: null,
      samlIdpEntityId: null,
      samlIdpCert: null,
      ssoRequired: false,
      available: true,
      redirectUri: callbackUrl(t),
      samlSpEntityId: `${t.config.apiUrl}${API_PATHS.ssoSamlMetadata}`,
      samlAcsUrl: `${t.config.apiUrl}${API_PATHS.ssoSamlAcs}`,
      samlMetadataUrl: `${t.config.apiUrl}${API_PATHS.ssoSamlMetadata}`,
    });
    // Left out, the secret stays; the switch changes.
    const again = await call(owner, 'PUT', API_PATHS.organisationSso, {
      ...withoutSecret(),
      ssoRequired: true,
    });
    expect(again.json()).toMatchObject({ hasSecret: true, ssoRequired: true });
    await call(owner, 'GET', API_PATHS.organisationSso);
    await call(owner, 'GET', API_PATHS.organisation);

    const row = await createOrganisationsRepository(t.db).findById(id);
    expect(row?.ssoClientSecret).toMatch(/^v1\./);
    expect(row?.ssoClientSecret).not.toContain(idp.clientSecret);
    const listed = await operator(t.app, 'GET', API_PATHS.operatorOrganisations);
    responses.push(listed.body);
    for (const body of responses) expect(body).not.toContain(idp.clientSecret);
  });

  it('answers 404 to members and outsiders, for settings and domains alike', async () => {
    const { member } = await organisationWithAdmin();
    const outsider = await registerUser(t.app);
    for (const user of [member, outsider] as TTestUser[]) {
      for (const [method, path, body] of [
        ['GET', API_PATHS.organisationSso, undefined],
        ['PUT', API_PATHS.organisationSso, settings()],
        ['GET', API_PATHS.organisationSsoDomains, undefined],
        ['POST', API_PATHS.organisationSsoDomains, { domain: 'acme.test' }],
      ] as const) {
        expect((await call(user, method, path, body)).statusCode).toBe(404);
      }
    }
    expect((await call(null, 'GET', API_PATHS.organisationSso)).statusCode).toBe(401);
  });

  it('refuses an issuer where no provider answers, and a first save without a secret', async () => {
    const { admin } = await organisationWithAdmin();
    const nowhere = await call(admin, 'PUT', API_PATHS.organisationSso, {
      ...settings(),
      issuer: 'http://127.0.0.1:9/nothing',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fields.issuer.code).toBe('sso.issuer.unreachable');
    const noSecret = await call(admin, 'PUT', API_PATHS.organisationSso, withoutSecret());
    expect(noSecret.json().fields.clientSecret.code).toBe('sso.clientSecret.required');
    const notUrl = await call(admin, 'PUT', API_PATHS.organisationSso, {
      ...settings(),
      issuer: 'login.example.com',
    });
    expect(notUrl.json().fields.issuer.code).toBe('sso.issuer.invalid');
  });
});

describe('domains', () => {
  it('claims a domain, verifies it once the TXT record is published, and keeps it to one organisation', async () => {
    const { admin } = await organisationWithAdmin();
    const claimed = await call(admin, 'POST', API_PATHS.organisationSsoDomains, {
      domain: 'Widgets.Test',
    });
    expect(claimed.statusCode).toBe(201);
    const domain = claimed.json();
    expect(domain).toMatchObject({ domain: 'widgets.test', verifiedAt: null });

    const early = await verifyDomain(admin, domain.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().fields.domain.code).toBe('domain.notVerified');
    txt.set('widgets.test', [
      ['v=spf1 -all'],
      ['crowdeck-verification=', domain.verificationToken],
    ]);
    const verified = await verifyDomain(admin, domain.id);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().verifiedAt).toEqual(expect.any(String));
    expect(domainVerificationRecord(domain.verificationToken)).toBe(
      `crowdeck-verification=${domain.verificationToken}`,
    );

    const other = await organisationWithAdmin();
    const taken = await call(other.admin, 'POST', API_PATHS.organisationSsoDomains, {
      domain: 'widgets.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.domain.code).toBe('domain.taken');
    // Another organisation's domain is not there for them.
    const foreign = await verifyDomain(other.admin, domain.id);
    expect(foreign.statusCode).toBe(404);

    const removed = await call(admin, 'DELETE', `${API_PATHS.organisationSsoDomains}${domain.id}/`);
    expect(removed.statusCode).toBe(200);
    expect((await call(admin, 'GET', API_PATHS.organisationSsoDomains)).json().domains).toEqual([]);
  });

  it('lets the real owner verify a domain someone else claimed first; the claim blocks nobody', async () => {
    const squatter = await organisationWithAdmin();
    const owner = await organisationWithAdmin();
    const squat = await call(squatter.admin, 'POST', API_PATHS.organisationSsoDomains, {
      domain: 'realowner.test',
    });
    expect(squat.statusCode).toBe(201);
    const claimed = await call(owner.admin, 'POST', API_PATHS.organisationSsoDomains, {
      domain: 'realowner.test',
    });
    expect(claimed.statusCode).toBe(201);
    txt.set('realowner.test', [[domainVerificationRecord(claimed.json().verificationToken)]]);
    const verified = await verifyDomain(owner.admin, claimed.json().id);
    expect(verified.statusCode).toBe(200);

    // Now the domain is taken: the squatter cannot verify it, even with its own record published.
    txt.set('realowner.test', [[domainVerificationRecord(squat.json().verificationToken)]]);
    const late = await verifyDomain(squatter.admin, squat.json().id);
    expect(late.statusCode).toBe(409);
    expect(late.json().fields.domain.code).toBe('domain.taken');

    // The operator too verifies for the owner over an earlier claim of another organisation.
    await call(squatter.admin, 'POST', API_PATHS.organisationSsoDomains, { domain: 'ops.test' });
    const byOperator = await operator(
      t.app,
      'POST',
      `${API_PATHS.operatorOrganisations}${owner.id}/domains/verify/`,
      { domain: 'ops.test' },
    );
    expect(byOperator.statusCode).toBe(200);
  });

  it('lets the operator mark a domain verified', async () => {
    const { id, admin } = await organisationWithAdmin();
    const response = await operator(
      t.app,
      'POST',
      `${API_PATHS.operatorOrganisations}${id}/domains/verify/`,
      { domain: 'gadgets.test' },
    );
    expect(response.statusCode).toBe(200);
    const listed = await call(admin, 'GET', API_PATHS.organisationSsoDomains);
    expect(listed.json().domains).toEqual([
      expect.objectContaining({ domain: 'gadgets.test', verifiedAt: expect.any(String) }),
    ]);
  });
});
