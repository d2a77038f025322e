import { DOMParser } from '@xmldom/xmldom';
import type { TSamlProvider } from './saml-client';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/**
 * An IdP's sign-in URL (HTTP-Redirect), entity ID and signing certificate (bare base64) read from
 * its metadata XML; null when the text is no IdP metadata. Nothing is fetched: external entities
 * are not resolved by xmldom, and the values go through the same checks as typed-in ones.
 */
export function readIdpMetadata(xml: string): TSamlProvider | null {
  let broken = false;
  const parser = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: () => (broken = true),
      fatalError: () => (broken = true),
    },
  });
  let doc: Document;
  try {
    // Cast: @xmldom/xmldom's Document implements the DOM's, which its own type does not declare.
    doc = parser.parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    return null;
  }
  if (broken) return null;
  const entity = doc.getElementsByTagNameNS(MD, 'EntityDescriptor')[0];
  const idp = entity?.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!entity || !idp) return null;
  const sso = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find(
    (element) => element.getAttribute('Binding') === REDIRECT_BINDING,
  );
  const key = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')).find(
    (element) => (element.getAttribute('use') || 'signing') === 'signing',
  );
  const cert = key?.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent?.trim();
  const entryPoint = sso?.getAttribute('Location')?.trim();
  const idpEntityId = entity.getAttribute('entityID')?.trim();
  return entryPoint && idpEntityId && cert ? { entryPoint, idpEntityId, idpCert: cert } : null;
}
