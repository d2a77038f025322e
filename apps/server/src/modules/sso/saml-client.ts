import { randomBytes, X509Certificate } from 'node:crypto';
import {
  generateServiceProviderMetadata,
  SAML,
  type CacheProvider,
  type Profile,
  type SamlConfig,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import type { TSsoIdentity } from './sso-identity';

/** An organisation's SAML 2.0 identity provider as this server (the SP) signs in with it. */
export interface TSamlProvider {
  /** Its single sign-on service URL (HTTP-Redirect binding). */
  entryPoint: string;
  /** Its entity ID: the Issuer its responses and assertions must carry. */
  idpEntityId: string;
  /** Its signing certificate (PEM). */
  idpCert: string;
}

/** What one sign-in carries from the start to the assertion consumer service. */
export interface TSamlChecks {
  /** Sent back by the IdP as it came: finds the sign-in again. */
  relayState: string;
  /** The AuthnRequest's ID: the response must name it in InResponseTo. */
  requestId: string;
}

/** Clock skew allowed between the IdP and us on NotBefore / NotOnOrAfter. */
const CLOCK_SKEW_MS = 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const EMAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3', 'emailAddress'];
const NAME_ATTRIBUTES = ['displayName', 'urn:oid:2.16.840.1.113730.3.1.241', 'cn', 'name'];

/** The certificate as PEM when it is an X.509 certificate (PEM or bare base64), else null. */
export function normaliseCertificate(text: string): string | null {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return null;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return (typeof first === 'string' && first.trim()) || null;
};

/** The email and name a verified assertion carries (the NameID when it is an email address). */
export function identityOf(profile: Profile): TSsoIdentity {
  // Cast: node-saml types attributes as any: a map of attribute names to values.
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const email =
    EMAIL_ATTRIBUTES.map((name) => text(attributes[name])).find(Boolean) ??
    (profile.nameIDFormat === EMAIL_FORMAT || /^[^\s@]+@[^\s@]+$/.test(profile.nameID)
      ? text(profile.nameID)
      : null);
  const name =
    NAME_ATTRIBUTES.map((key) => text(attributes[key])).find(Boolean) ??
    ([text(attributes.givenName), text(attributes.sn)].filter(Boolean).join(' ') || null);
  // A signed assertion of the organisation's own IdP vouches for the address it names.
  return { email: email?.toLowerCase() ?? null, emailVerified: email !== null, name };
}

/**
 * SP-initiated SAML 2.0 through @node-saml/node-saml: AuthnRequests over HTTP-Redirect,
 * responses over HTTP-POST. Assertions must be signed by the configured certificate, name the
 * configured IdP as issuer, our entity ID as audience, be within their validity window, and answer
 * the AuthnRequest of this very sign-in (InResponseTo).
 */
export function createSamlClient(sp: { entityId: string; acsUrl: string }) {
  function configure(provider: TSamlProvider, extra: Partial<SamlConfig>): SAML {
    return new SAML({
      entryPoint: provider.entryPoint,
      idpIssuer: provider.idpEntityId,
      idpCert: provider.idpCert,
      issuer: sp.entityId,
      audience: sp.entityId,
      callbackUrl: sp.acsUrl,
      wantAssertionsSigned: true,
      // Many IdPs sign only the assertion; a signed response is checked all the same.
      wantAuthnResponseSigned: false,
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      signatureAlgorithm: 'sha256',
      ...extra,
    });
  }

  return {
    /** Fresh RelayState and AuthnRequest ID for one sign-in. */
    createChecks(): TSamlChecks {
      return {
        relayState: randomBytes(32).toString('base64url'),
        requestId: `_${randomBytes(20).toString('hex')}`,
      };
    },

    /** The IdP's address with the deflated AuthnRequest (HTTP-Redirect binding). */
    async authorizationUrl(provider: TSamlProvider, checks: TSamlChecks): Promise<string> {
      const saml = configure(provider, { generateUniqueId: () => checks.requestId });
      return saml.getAuthorizeUrlAsync(checks.relayState, undefined, {});
    },

    /** Verifies a posted SAMLResponse answering `requestId`; throws when it cannot be trusted. */
    async validate(
      provider: TSamlProvider,
      requestId: string,
      body: { SAMLResponse: string; RelayState?: string },
    ): Promise<TSsoIdentity> {
      // node-saml asks its cache whether it issued the InResponseTo: only this sign-in's ID is.
      const cacheProvider: CacheProvider = {
        saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
        getAsync: async (key) => (key === requestId ? new Date().toISOString() : null),
        removeAsync: async () => null,
      };
      const saml = configure(provider, {
        validateInResponseTo: ValidateInResponseTo.always,
        cacheProvider,
      });
      const { profile } = await saml.validatePostResponseAsync({
        SAMLResponse: body.SAMLResponse,
        ...(body.RelayState !== undefined && { RelayState: body.RelayState }),
      });
      if (!profile) throw new Error('no assertion');
      if (profile.issuer !== provider.idpEntityId) throw new Error('unexpected issuer');
      return identityOf(profile);
    },

    /** This SP's metadata for admins to give their IdP. */
    metadata(): string {
      return generateServiceProviderMetadata({
        issuer: sp.entityId,
        callbackUrl: sp.acsUrl,
        identifierFormat: null,
        wantAssertionsSigned: true,
      });
    },
  };
}

export type TSamlClient = ReturnType<typeof createSamlClient>;
