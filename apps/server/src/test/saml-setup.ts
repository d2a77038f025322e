import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { API_PATHS } from '@crowdeck/core';
import type { TSamlPost, TTestSamlIdp } from '@crowdeck/test-saml-idp';
import type { TTestApp } from './test-app';

/** This test server as a SAML service provider: its entity ID and assertion consumer URL. */
export const samlSp = (t: TTestApp) => ({
  entityId: `${t.config.apiUrl}${API_PATHS.ssoSamlMetadata}`,
  acsUrl: `${t.config.apiUrl}${API_PATHS.ssoSamlAcs}`,
});

/** The browser posts the IdP's form to the ACS; returns where the server sends it. */
export async function postToAcs(t: TTestApp, post: TSamlPost): Promise<URL> {
  const action = new URL(post.action);
  const response = await t.app.inject({
    method: 'POST',
    url: action.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      SAMLResponse: post.samlResponse,
      ...(post.relayState !== null && { RelayState: post.relayState }),
    }).toString(),
  });
  if (response.statusCode !== 303) throw new Error(`ACS answered ${response.statusCode}`);
  return new URL(String(response.headers.location));
}

/** The XML of a posted SAMLResponse. */
export const responseXml = (post: TSamlPost): string =>
  Buffer.from(post.samlResponse, 'base64').toString('utf8');

/** The post with its response XML edited (its signatures kept as they were). */
export const withResponseXml = (post: TSamlPost, xml: string): TSamlPost => ({
  ...post,
  samlResponse: Buffer.from(xml, 'utf8').toString('base64'),
});

/** The SP's redirect to the IdP with its AuthnRequest XML edited (HTTP-Redirect, unsigned). */
export function editAuthnRequest(redirectUrl: string, edit: (xml: string) => string): string {
  const url = new URL(redirectUrl);
  const request = url.searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  url.searchParams.set('SAMLRequest', deflateRawSync(Buffer.from(edit(xml))).toString('base64'));
  return url.href;
}

/** The SAML settings that point an organisation at an IdP (the test IdP, or made-up values). */
export const samlSettingsFor = (
  idp: Pick<TTestSamlIdp, 'ssoUrl' | 'entityId' | 'cert'>,
  overrides: object = {},
) => ({
  protocol: 'saml',
  samlEntryPoint: idp.ssoUrl,
  samlIdpEntityId: idp.entityId,
  samlIdpCert: idp.cert,
  ...overrides,
});
