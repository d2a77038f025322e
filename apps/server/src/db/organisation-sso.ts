import { eq } from 'drizzle-orm';
import type { TDatabase } from './client';
import { organisationMembers, organisations } from './schema';

/** A deck owner's organisation and whether its single sign-on is set up. */
export interface TOrganisationSso {
  /** Null outside an organisation. */
  organisationId: string | null;
  organisationName: string | null;
  ssoReady: boolean;
}

/**
 * The owner's organisation and whether its single sign-on is set up (an OpenID provider with its
 * client, or a SAML IdP with its certificate): what may ask participants to sign in with it.
 */
export async function findOrganisationSso(
  db: TDatabase,
  ownerId: string,
): Promise<TOrganisationSso> {
  const [row] = await db
    .select({
      organisationId: organisations.id,
      name: organisations.name,
      protocol: organisations.ssoProtocol,
      issuer: organisations.ssoIssuer,
      clientId: organisations.ssoClientId,
      clientSecret: organisations.ssoClientSecret,
      entryPoint: organisations.samlEntryPoint,
      idpCert: organisations.samlIdpCert,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, ownerId));
  if (!row) return { organisationId: null, organisationName: null, ssoReady: false };
  const ssoReady =
    row.protocol === 'saml'
      ? Boolean(row.entryPoint && row.idpCert)
      : Boolean(row.issuer && row.clientId && row.clientSecret);
  return { organisationId: row.organisationId, organisationName: row.name, ssoReady };
}
