import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import {
  followRedirects,
  startTestProvider,
  type TTestAccount,
} from '@crowdeck/test-oidc-provider';
import { as, callbackUrl, oidcSettings } from '../../test/sso-setup';
import { useSsoSignIn } from '../../test/sso-sign-in';
import { registerUser } from '../../test/test-app';

// Microsoft Entra ID as the organisation's provider: the test provider speaks over HTTP with
// Entra's issuer shape (<origin>/<tenant id>/v2.0) and Entra's claims (tid, oid, a pairwise sub,
// preferred_username, an optional email and xms_edov).
const TENANT = randomUUID();
const OTHER_TENANT = randomUUID();
const DOMAIN = 'contoso.test';

let counter = 0;

const sso = useSsoSignIn(
  (t) => startTestProvider(callbackUrl(t), { entraTenantId: TENANT }),
  oidcSettings,
  DOMAIN,
);

/** An Entra user of the tenant: a pairwise sub, an object id, a UPN; no email unless given. */
function entraUser(overrides: Partial<TTestAccount> = {}): TTestAccount {
  counter += 1;
  return {
    sub: `pairwise-${randomUUID()}`,
    oid: randomUUID(),
    tid: TENANT,
    preferred_username: `user${counter}@${DOMAIN}`,
    name: `Entra User ${counter}`,
    ...overrides,
  };
}

/** Signs in from the address typed on the login page as `who`; where the browser ends up. */
async function signIn(typed: string, who: TTestAccount): Promise<URL> {
  const started = await sso.browser.start(typed);
  expect(started.json().sso).toBe(true);
  const redirect = new URL(started.json().redirectUrl as string);
  expect(redirect.href.startsWith(`${sso.idp.issuer}/`)).toBe(true);
  sso.idp.signInAs(who);
  const { status, location } = await sso.browser.callback(
    await followRedirects(redirect.href, callbackUrl(sso.t)),
  );
  expect(status).toBe(302);
  return location;
}

const session = async (location: URL) => (await sso.signedIn(location)).token;

const profileOf = async (token: string) =>
  (await as(sso.t.app, { token }, 'GET', API_PATHS.usersProfile)).json();

const failure = (location: URL) => {
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('sso_error');
};

describe('signing in with Microsoft Entra ID', () => {
  it('serves the tenant-specific v2.0 issuer shape', () => {
    expect(new URL(sso.idp.issuer).pathname).toBe(`/${TENANT}/v2.0`);
  });

  it('creates the account from preferred_username when the email claim is missing', async () => {
    const who = entraUser();
    const token = await session(await signIn(who.preferred_username!, who));
    expect(await profileOf(token)).toMatchObject({
      email: who.preferred_username,
      name: who.name,
    });
    const mine = await as(sso.t.app, { token }, 'GET', API_PATHS.organisation);
    expect(mine.json().organisation).toMatchObject({ id: sso.organisationId, role: 'member' });
  });

  it('finds the same account by oid though the pairwise sub and the address change', async () => {
    const who = entraUser({ email: `renamed-before${counter}@${DOMAIN}`, xms_edov: true });
    const first = await profileOf(await session(await signIn(who.email!, who)));
    // A new app registration (another pairwise sub), and the user renamed in the directory.
    const renamed = {
      ...who,
      sub: `pairwise-${randomUUID()}`,
      email: `renamed-after${counter}@${DOMAIN}`,
      preferred_username: `renamed-after${counter}@${DOMAIN}`,
    };
    const again = await profileOf(await session(await signIn(renamed.email, renamed)));
    expect(again.id).toBe(first.id);
    // The address stays the one the account had: changing it would need its own proof.
    expect(again.email).toBe(who.email);
  });

  it('keys by oid, not sub: a new oid with the same sub is someone else', async () => {
    const who = entraUser();
    const first = await profileOf(await session(await signIn(who.preferred_username!, who)));
    const other = entraUser({ sub: who.sub });
    const second = await profileOf(await session(await signIn(other.preferred_username!, other)));
    expect(second.id).not.toBe(first.id);
  });

  it('never joins an existing account through an unverified address (preferred_username)', async () => {
    const existing = await registerUser(sso.t.app, { email: `taken${counter}@${DOMAIN}` });
    const who = entraUser({ preferred_username: existing.email });
    expect(failure(await signIn(existing.email, who))).toBe('email');
    // The account keeps its password and sessions.
    expect((await as(sso.t.app, existing, 'GET', API_PATHS.usersProfile)).statusCode).toBe(200);
    // Nor through an email claim that Entra does not vouch for (no xms_edov).
    const withEmail = entraUser({ email: existing.email });
    expect(failure(await signIn(existing.email, withEmail))).toBe('email');
    expect((await as(sso.t.app, existing, 'GET', API_PATHS.usersProfile)).statusCode).toBe(200);
  });

  it('joins an existing account when the tenant vouches for the email (xms_edov)', async () => {
    const existing = await registerUser(sso.t.app, { email: `vouched${counter}@${DOMAIN}` });
    const who = entraUser({ email: existing.email, xms_edov: true });
    const profile = await profileOf(await session(await signIn(existing.email, who)));
    expect(profile.id).toBe(existing.user.id);
    // As with any provider: the password of whoever registered the address first is shut out.
    expect((await as(sso.t.app, existing, 'GET', API_PATHS.usersProfile)).statusCode).toBe(401);
  });

  it('refuses an address that is not one at all, or not on a verified domain', async () => {
    const noAddress = entraUser({ preferred_username: 'just-a-username' });
    expect(failure(await signIn(`someone@${DOMAIN}`, noAddress))).toBe('email');
    const elsewhere = entraUser({ preferred_username: 'someone@fabrikam.test' });
    expect(failure(await signIn(`someone@${DOMAIN}`, elsewhere))).toBe('email');
  });

  it('refuses a token of another tenant, validly signed (Entra shares its keys)', async () => {
    const who = entraUser({ tid: OTHER_TENANT });
    expect(failure(await signIn(who.preferred_username!, who))).toBe('invalid');

    const attacker = entraUser();
    const asOtherTenant = `${new URL(sso.idp.issuer).origin}/${OTHER_TENANT}/v2.0`;
    sso.idp.reissueNextIdToken((claims) => ({ ...claims, iss: asOtherTenant, tid: OTHER_TENANT }));
    expect(failure(await signIn(attacker.preferred_username!, attacker))).toBe('invalid');

    // The reissued token is otherwise sound: with this tenant's iss it signs in.
    const control = entraUser();
    sso.idp.reissueNextIdToken((claims) => ({ ...claims }));
    await session(await signIn(control.preferred_username!, control));
  });

  it('refuses Entra’s multi-tenant issuers when an admin saves them', async () => {
    for (const alias of ['common', 'organizations', 'consumers', '{tenantid}']) {
      const response = await as(sso.t.app, sso.owner, 'PUT', API_PATHS.organisationSso, {
        issuer: `https://login.microsoftonline.com/${alias}/v2.0`,
        clientId: sso.idp.clientId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.issuer.code).toBe('sso.issuer.multiTenant');
    }
  });
});
