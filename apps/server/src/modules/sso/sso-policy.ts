import type { TDatabase } from '../../db/client';
import type { TOrganisationRow } from '../../db/schema';
import { createClientSecretBox, type TClientSecretBox } from './client-secret-box';
import type { TOidcProvider } from './oidc-client';
import type { TSamlProvider } from './saml-client';
import { createSsoRepository, type TSsoRepository } from './sso.repository';

/** The domain of an (already lower-cased) email address. */
export const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1);

/** An organisation's identity provider, by the protocol it speaks. */
export type TSsoProvider =
  ({ protocol: 'oidc' } & TOidcProvider) | ({ protocol: 'saml' } & TSamlProvider);

/**
 * The provider of an organisation with SSO fully set up for its protocol, or null. OpenID
 * Connect needs the secret box (its client secret must open); SAML keeps no secret.
 */
export function providerOf(
  organisation: TOrganisationRow,
  secretBox: TClientSecretBox | null,
): TSsoProvider | null {
  if (organisation.ssoProtocol === 'saml') {
    const { samlEntryPoint, samlIdpEntityId, samlIdpCert } = organisation;
    if (!samlEntryPoint || !samlIdpEntityId || !samlIdpCert) return null;
    return {
      protocol: 'saml',
      entryPoint: samlEntryPoint,
      idpEntityId: samlIdpEntityId,
      idpCert: samlIdpCert,
    };
  }
  const { ssoIssuer, ssoClientId, ssoClientSecret } = organisation;
  if (!secretBox || !ssoIssuer || !ssoClientId || !ssoClientSecret) return null;
  const clientSecret = secretBox.open(organisation.id, ssoClientSecret);
  return clientSecret
    ? { protocol: 'oidc', issuer: ssoIssuer, clientId: ssoClientId, clientSecret }
    : null;
}

/** The organisation that signs this address in through its provider, and that provider. */
export async function findSsoOrganisation(
  repo: TSsoRepository,
  secretBox: TClientSecretBox | null,
  email: string,
): Promise<{ organisation: TOrganisationRow; provider: TSsoProvider } | null> {
  const organisation = await repo.organisationOfVerifiedDomain(domainOf(email));
  const provider = organisation && providerOf(organisation, secretBox);
  return organisation && provider ? { organisation, provider } : null;
}

/**
 * What the accounts module asks before a password sign-in, registration or reset: built before
 * the accounts (which start SSO sessions later), sharing the repository and the secret box.
 */
export function createSsoPolicy(db: TDatabase, ssoSecretKey: string | null) {
  const repo = createSsoRepository(db);
  const secretBox = ssoSecretKey ? createClientSecretBox(ssoSecretKey) : null;
  return {
    repo,
    secretBox,
    /** Whether addresses of this email's domain must sign in through their provider. */
    async isRequiredFor(email: string): Promise<boolean> {
      const found = await findSsoOrganisation(repo, secretBox, email);
      return found?.organisation.ssoRequired ?? false;
    },
  };
}

export type TSsoPolicy = ReturnType<typeof createSsoPolicy>;
