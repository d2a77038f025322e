import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@crowdeck/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigningPair } from '@crowdeck/test-saml-idp';
import { samlSp } from '../../test/saml-setup';
import {
  as,
  createOrganisation,
  createSsoTestApp,
  operator,
  OPERATOR_TOKEN,
  type TTestUser,
} from '../../test/sso-setup';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let dir: string;
let cert: string;
const ENTRY_POINT = 'https://idp.example.test/saml2/idp/SSOService.php';
const IDP_ENTITY_ID = 'https://idp.example.test/saml2/idp/metadata.php';

beforeAll(async () => {
  t = await createSsoTestApp();
  dir = mkdtempSync(join(tmpdir(), 'crowdeck-saml-settings-'));
  cert = createSigningPair(dir, 'idp').cert;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

const samlSettings = (overrides: object = {}) => ({
  protocol: 'saml',
  samlEntryPoint: ENTRY_POINT,
  samlIdpEntityId: IDP_ENTITY_ID,
  samlIdpCert: cert,
  ...overrides,
});

async function organisationWithAdmin(app = t.app) {
  const owner = await registerUser(app);
  const id = await createOrganisation(app, owner);
  const member = await registerUser(app);
  await operator(app, 'POST', `${API_PATHS.operatorOrganisations}${id}/members/`, {
    email: member.email,
    role: 'member',
  });
  return { id, owner, member };
}

const fieldCode = (response: { json(): { fields?: Record<string, { code: string }> } }) =>
  response.json().fields;

describe('SAML settings', () => {
  it('lets an owner choose SAML, and shows what to register at the IdP', async () => {
    const { owner } = await organisationWithAdmin();
    const saved = await as(t.app, owner, 'PUT', API_PATHS.organisationSso, samlSettings());
    expect(saved.statusCode).toBe(200);
    const sp = samlSp(t);
    expect(saved.json()).toMatchObject({
      protocol: 'saml',
      samlEntryPoint: ENTRY_POINT,
      samlIdpEntityId: IDP_ENTITY_ID,
      samlIdpCert: cert,
      issuer: null,
      hasSecret: false,
      samlSpEntityId: sp.entityId,
      samlAcsUrl: sp.acsUrl,
      samlMetadataUrl: sp.entityId,
    });
    // The bare base64 of a certificate is accepted and kept as PEM.
    const bare = cert.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const again = await as(
      t.app,
      owner,
      'PUT',
      API_PATHS.organisationSso,
      samlSettings({ samlIdpCert: bare }),
    );
    expect(again.json().samlIdpCert).toBe(cert);
    expect((await as(t.app, owner, 'GET', API_PATHS.organisationSso)).json()).toEqual(again.json());
  });

  it('refuses a certificate that is not one, a bad sign-in URL and a missing entity ID', async () => {
    const { owner } = await organisationWithAdmin();
    const cases: [object, string, string][] = [
      [{ samlIdpCert: 'not a certificate' }, 'samlIdpCert', 'sso.samlIdpCert.invalid'],
      // Cut in half: base64 still, but no longer a whole certificate.
      [{ samlIdpCert: cert.slice(0, cert.length / 2) }, 'samlIdpCert', 'sso.samlIdpCert.invalid'],
      [{ samlEntryPoint: 'idp.example.test/sso' }, 'samlEntryPoint', 'sso.samlEntryPoint.invalid'],
      [
        { samlEntryPoint: 'ftp://idp.example.test' },
        'samlEntryPoint',
        'sso.samlEntryPoint.invalid',
      ],
      [{ samlIdpEntityId: undefined }, 'samlIdpEntityId', 'sso.samlIdpEntityId.required'],
      [{ samlIdpCert: undefined }, 'samlIdpCert', 'sso.samlIdpCert.invalid'],
    ];
    for (const [overrides, field, code] of cases) {
      const response = await as(
        t.app,
        owner,
        'PUT',
        API_PATHS.organisationSso,
        samlSettings(overrides),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldCode(response)?.[field]?.code).toBe(code);
    }
    const unchanged = await as(t.app, owner, 'GET', API_PATHS.organisationSso);
    expect(unchanged.json()).toMatchObject({ protocol: 'oidc', samlIdpCert: null });
  });

  it('refuses metadata that is not an IdP’s, and lets typed-in fields win over metadata', async () => {
    const { owner } = await organisationWithAdmin();
    const idpDescriptor = (inside: string) =>
      `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${IDP_ENTITY_ID}"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inside}</md:IDPSSODescriptor></md:EntityDescriptor>`;
    const base64 = cert.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const key = `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${base64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
    const redirect = `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ENTRY_POINT}"/>`;
    for (const metadata of ['<not-xml', idpDescriptor(key), idpDescriptor(redirect)]) {
      const response = await as(t.app, owner, 'PUT', API_PATHS.organisationSso, {
        protocol: 'saml',
        samlIdpMetadata: metadata,
      });
      expect(response.statusCode).toBe(400);
      expect(fieldCode(response)?.samlIdpMetadata?.code).toBe('sso.samlIdpMetadata.invalid');
    }
    const saved = await as(t.app, owner, 'PUT', API_PATHS.organisationSso, {
      protocol: 'saml',
      samlIdpMetadata: idpDescriptor(redirect + key),
      samlIdpEntityId: 'https://idp.example.test/typed-in',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      samlEntryPoint: ENTRY_POINT,
      samlIdpEntityId: 'https://idp.example.test/typed-in',
      samlIdpCert: cert,
    });
  });

  it('answers 404 to members and outsiders', async () => {
    const { member } = await organisationWithAdmin();
    const outsider = await registerUser(t.app);
    for (const user of [member, outsider] as TTestUser[]) {
      const response = await as(t.app, user, 'PUT', API_PATHS.organisationSso, samlSettings());
      expect(response.statusCode).toBe(404);
    }
  });

  it('serves the service provider metadata with its entity ID and POST assertion consumer', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.ssoSamlMetadata });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    const sp = samlSp(t);
    expect(response.body).toContain(`entityID="${sp.entityId}"`);
    expect(response.body).toMatch(
      new RegExp(
        `<AssertionConsumerService[^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"[^>]*Location="${sp.acsUrl}"`,
      ),
    );
    expect(response.body).toContain('WantAssertionsSigned="true"');
  });
});

describe('SAML settings on a production-like server', () => {
  it('needs an https sign-in URL, and no SSO_SECRET_KEY (SAML keeps no secret)', async () => {
    const production = await createTestApp({ env: { OPERATOR_TOKEN } });
    try {
      const { owner } = await organisationWithAdmin(production.app);
      const http = await as(
        production.app,
        owner,
        'PUT',
        API_PATHS.organisationSso,
        samlSettings({ samlEntryPoint: 'http://idp.example.test/sso' }),
      );
      expect(http.statusCode).toBe(400);
      expect(fieldCode(http)?.samlEntryPoint?.code).toBe('sso.samlEntryPoint.https');
      const saved = await as(
        production.app,
        owner,
        'PUT',
        API_PATHS.organisationSso,
        samlSettings(),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ protocol: 'saml', available: false });
    } finally {
      await production.close();
    }
  });
});
