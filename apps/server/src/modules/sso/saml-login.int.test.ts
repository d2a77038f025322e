import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it, vi } from 'vitest';
import {
  createSigningPair,
  startTestSamlIdp,
  type TSamlPost,
  type TTestSamlUser,
} from '@crowdeck/test-saml-idp';
import {
  editAuthnRequest,
  postToAcs,
  responseXml,
  samlSettingsFor,
  samlSp,
  withResponseXml,
} from '../../test/saml-setup';
import { as } from '../../test/sso-setup';
import { createSsoBrowser, expectCompletePage } from '../../test/sso-browser';
import { useSsoSignIn } from '../../test/sso-sign-in';
import { postRaw, registerUser } from '../../test/test-app';

const DOMAIN = 'acme.test';
const OTHER_SP = 'https://other-sp.example/saml/metadata';
let counter = 0;

const sso = useSsoSignIn(
  (t) => {
    const sp = samlSp(t);
    // A second SP with the same ACS: its responses reach us, addressed to someone else.
    return startTestSamlIdp({
      serviceProviders: [sp, { entityId: OTHER_SP, acsUrl: sp.acsUrl }],
    });
  },
  (idp) => samlSettingsFor(idp),
  DOMAIN,
);
const samlSettings = (overrides: object = {}) => samlSettingsFor(sso.idp, overrides);

/** Someone the IdP knows, with an address of the organisation's domain unless told otherwise. */
function person(overrides: Partial<TTestSamlUser> = {}): TTestSamlUser {
  counter += 1;
  const who = {
    username: `person${counter}`,
    password: `password-${counter}`,
    email: `person${counter}@${DOMAIN}`,
    displayName: `Person ${counter}`,
    ...overrides,
  };
  sso.idp.addUser(who);
  return who;
}

/** Signs in at the IdP's own login form; returns the form it would post back to us. */
const atIdp = (redirectUrl: string, who: TTestSamlUser) => sso.idp.signIn(redirectUrl, who);

async function signIn(who: TTestSamlUser, next?: string, from = sso.browser): Promise<URL> {
  return postToAcs(sso.t, await atIdp(await sso.start(who.email, next, from), who));
}

const failure = (location: URL) => {
  expect(`${location.origin}${location.pathname}`).toBe(`${sso.t.config.presenterUrl}/login`);
  return location.searchParams.get('sso_error');
};

describe('signing in through the organisation’s SAML identity provider', () => {
  it('sends an address of the verified domain to the IdP with an AuthnRequest and RelayState', async () => {
    const redirect = new URL(await sso.start(`someone@${DOMAIN}`));
    expect(`${redirect.origin}${redirect.pathname}`).toBe(sso.idp.ssoUrl);
    expect(redirect.searchParams.get('RelayState')).toBeTruthy();
    let request = '';
    editAuthnRequest(redirect.href, (xml) => (request = xml));
    expect(request).toContain(`AssertionConsumerServiceURL="${samlSp(sso.t).acsUrl}"`);
    expect(request).toContain(`<saml:Issuer`);
    expect(request).toContain(samlSp(sso.t).entityId);
    const other = await as(sso.t.app, null, 'POST', API_PATHS.ssoStart, {
      email: 'someone@elsewhere.test',
    });
    expect(other.json()).toEqual({ sso: false });
  });

  it('signs an existing member in and returns to next', async () => {
    const who = person({ email: `member@${DOMAIN}` });
    const existing = await registerUser(sso.t.app, { email: who.email });
    await sso.addMember(existing.email, 'admin');
    const post = await atIdp(await sso.start(who.email, '/home?tab=shared'), who);
    expect(post.action).toBe(samlSp(sso.t).acsUrl);
    const location = await postToAcs(sso.t, post);
    const { token, next } = await sso.signedIn(location);
    expect(next).toBe('/home?tab=shared');
    await sso.expectSignedInAs(token, existing.user.id, 'admin');
  });

  it('creates the account on first sign-in, named by displayName, without a usable password', async () => {
    const who = person({ displayName: 'Grace Hopper' });
    const { token } = await sso.signedIn(await signIn(who));
    await sso.expectNewMember(token, { name: 'Grace Hopper', email: who.email }, who.password);
  });

  it('refuses a response whose assertion was altered (the email changed, the signature kept)', async () => {
    const victim = person();
    await sso.signedIn(await signIn(victim));
    const attacker = person();
    expect(attacker.email).toHaveLength(victim.email.length);
    const post = await atIdp(await sso.start(attacker.email), attacker);
    const xml = responseXml(post);
    expect(xml).toContain(attacker.email);
    const tampered = withResponseXml(post, xml.replaceAll(attacker.email, victim.email));
    expect(failure(await postToAcs(sso.t, tampered))).toBe('invalid');
    // The unaltered response of that sign-in cannot be used afterwards either.
    expect(failure(await postToAcs(sso.t, post))).toBe('expired');
  });

  it('takes a response once, and refuses it for another sign-in (InResponseTo)', async () => {
    const who = person();
    const post = await atIdp(await sso.start(who.email), who);
    await sso.signedIn(await postToAcs(sso.t, post));
    expect(failure(await postToAcs(sso.t, post))).toBe('expired');
    // Replayed under a fresh sign-in's RelayState, it answers another AuthnRequest.
    const fresh = new URL(await sso.start(who.email));
    const replayed: TSamlPost = { ...post, relayState: fresh.searchParams.get('RelayState') };
    expect(failure(await postToAcs(sso.t, replayed))).toBe('invalid');
    expect(failure(await postToAcs(sso.t, { ...post, relayState: null }))).toBe('expired');
  });

  it('refuses a response the IdP sends unasked (IdP-initiated)', async () => {
    const who = person();
    const unasked = `${sso.idp.ssoUrl}?spentityid=${encodeURIComponent(samlSp(sso.t).entityId)}`;
    const post = await atIdp(unasked, who);
    expect(responseXml(post)).not.toContain('InResponseTo');
    expect(failure(await postToAcs(sso.t, post))).toBe('expired');
    expect(failure(await postToAcs(sso.t, { ...post, relayState: 'never-issued' }))).toBe(
      'expired',
    );
  });

  it('refuses a response addressed to another service provider (audience)', async () => {
    const who = person();
    const redirect = editAuthnRequest(await sso.start(who.email), (xml) =>
      xml.replace(samlSp(sso.t).entityId, OTHER_SP),
    );
    const post = await atIdp(redirect, who);
    expect(responseXml(post)).toContain(`<saml:Audience>${OTHER_SP}</saml:Audience>`);
    expect(failure(await postToAcs(sso.t, post))).toBe('invalid');
  });

  it('refuses a response signed by a key other than the configured certificate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crowdeck-saml-other-'));
    try {
      const other = createSigningPair(dir, 'other-idp');
      const changed = await as(
        sso.t.app,
        sso.owner,
        'PUT',
        API_PATHS.organisationSso,
        samlSettings({ samlIdpCert: other.cert }),
      );
      expect(changed.statusCode).toBe(200);
      const who = person();
      expect(failure(await signIn(who))).toBe('invalid');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await as(sso.t.app, sso.owner, 'PUT', API_PATHS.organisationSso, samlSettings());
    }
    await sso.signedIn(await signIn(person()));
  });

  it('refuses a response whose assertion expired (NotOnOrAfter passed)', async () => {
    const who = person();
    const post = await atIdp(await sso.start(who.email), who);
    expect(responseXml(post)).toMatch(/NotOnOrAfter="/);
    // SimpleSAMLphp's assertions last 5 minutes; 60 s of clock skew are allowed; the sign-in
    // itself is still within its 10 minutes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 60_000);
    expect(failure(await postToAcs(sso.t, post))).toBe('invalid');
  });

  it('refuses an address outside the verified domains', async () => {
    const claimed = await as(sso.t.app, sso.owner, 'POST', API_PATHS.organisationSsoDomains, {
      domain: 'pending.test',
    });
    expect(claimed.statusCode).toBe(201);
    const outsider = person({ email: 'someone@pending.test' });
    // The sign-in starts for an address of the domain; the IdP vouches for another one.
    const post = await atIdp(await sso.start(`anyone@${DOMAIN}`), outsider);
    expect(responseXml(post)).toContain('someone@pending.test');
    expect(failure(await postToAcs(sso.t, post))).toBe('email');
    const password = await as(sso.t.app, null, 'POST', API_PATHS.ssoStart, {
      email: 'someone@pending.test',
    });
    expect(password.json()).toEqual({ sso: false });
  });

  it('answers a bad form with 400 naming SAMLResponse', async () => {
    const response = await postRaw(
      sso.t.app,
      API_PATHS.ssoSamlAcs,
      'application/x-www-form-urlencoded',
      'RelayState=x',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.SAMLResponse.code).toBe('required');
  });
});

describe('a SAML sign-in belongs to the browser that started it', () => {
  it('gives a response replayed by another client no session (its code is the starting browser’s)', async () => {
    const who = person();
    const post = await atIdp(await sso.start(who.email), who);
    // Another client posts the response first: it is verified, but its code redeems only in
    // the browser that started the sign-in.
    const other = createSsoBrowser(sso.t);
    await sso.start(person().email, undefined, other);
    const { location } = await other.postToAcs(post);
    expectCompletePage(sso.t, location);
    expect((await other.redeem(location)).statusCode).toBe(400);
    expect((await createSsoBrowser(sso.t).redeem(location)).statusCode).toBe(400);
    const { token } = await sso.signedIn(location);
    const profile = await as(sso.t.app, { token }, 'GET', API_PATHS.usersProfile);
    expect(profile.json()).toMatchObject({ email: who.email });
  });

  it('does not sign a signed-in browser into an account whose response another browser started', async () => {
    const victim = createSsoBrowser(sso.t);
    const victimPerson = person();
    const victimSession = await sso.signedIn(await signIn(victimPerson, undefined, victim), victim);
    // The attacker signs in at the IdP as themselves and has the victim's browser post the form.
    const attacker = createSsoBrowser(sso.t);
    const attackerPerson = person();
    const post = await atIdp(
      await sso.start(attackerPerson.email, undefined, attacker),
      attackerPerson,
    );
    const { location } = await victim.postToAcs(post);
    expectCompletePage(sso.t, location);
    expect(location.hash).toMatch(/^#code=[A-Za-z0-9_-]{43}$/);
    expect((await victim.redeem(location, victimSession)).statusCode).toBe(400);
    const profile = await as(sso.t.app, victimSession, 'GET', API_PATHS.usersProfile);
    expect(profile.json()).toMatchObject({ email: victimPerson.email });
  });

  it('redeems a code once, and not after its minute', async () => {
    const location = await signIn(person());
    await sso.signedIn(location);
    expect((await sso.browser.redeem(location)).statusCode).toBe(400);
    const late = await signIn(person());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await sso.browser.redeem(late)).statusCode).toBe(400);
  });
});

describe('settings from the IdP’s metadata', () => {
  it('reads sign-in URL, entity ID and certificate from SimpleSAMLphp’s metadata, and signs in', async () => {
    const metadata = await fetch(sso.idp.metadataUrl).then((response) => response.text());
    const saved = await as(sso.t.app, sso.owner, 'PUT', API_PATHS.organisationSso, {
      protocol: 'saml',
      samlIdpMetadata: metadata,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      protocol: 'saml',
      samlEntryPoint: sso.idp.ssoUrl,
      samlIdpEntityId: sso.idp.entityId,
      samlIdpCert: sso.idp.cert,
    });
    await sso.signedIn(await signIn(person()));
  });
});

describe('SSO required with SAML', () => {
  it('refuses password sign-in for the verified domain, and SAML still signs in', async () => {
    const existing = await registerUser(sso.t.app, { email: `before-required@${DOMAIN}` });
    const required = await as(
      sso.t.app,
      sso.owner,
      'PUT',
      API_PATHS.organisationSso,
      samlSettings({ ssoRequired: true }),
    );
    expect(required.json()).toMatchObject({ protocol: 'saml', ssoRequired: true });
    const login = await as(sso.t.app, null, 'POST', API_PATHS.authLogin, {
      email: existing.email,
      password: existing.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().fields.email.code).toBe('sso.required');
    const elsewhere = await registerUser(sso.t.app);
    const other = await as(sso.t.app, null, 'POST', API_PATHS.authLogin, {
      email: elsewhere.email,
      password: elsewhere.password,
    });
    expect(other.statusCode).toBe(200);
    await sso.signedIn(await signIn(person({ email: existing.email })));
  });
});
