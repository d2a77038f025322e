/**
 * How Microsoft Entra ID (Azure AD) issues ID tokens, read as plain OpenID Connect claims.
 * Nothing here trusts a claim by itself: the token's signature, issuer, audience and nonce are
 * checked before (`oidc-client.ts`).
 */

const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The v2.0 endpoints' multi-tenant aliases, and the template their discovery answers. */
const MULTI_TENANT = new Set(['common', 'organizations', 'consumers', '{tenantid}']);

/** The path segments of an issuer that ends in `/<segment>/v2.0`, or null. */
function v2Segment(issuer: string): string | null {
  if (!URL.canParse(issuer)) return null;
  const parts = decodeURI(new URL(issuer).pathname)
    .split('/')
    .filter((part) => part !== '');
  if (parts.length !== 2 || parts[1] !== 'v2.0') return null;
  return parts[0]!;
}

/**
 * The tenant of an Entra v2.0 tenant-specific issuer (`https://login.microsoftonline.com/<tenant
 * id>/v2.0`, or a national cloud's host with the same path), lower case; null for any other issuer.
 */
export function entraTenantOf(issuer: string): string | null {
  const segment = v2Segment(issuer);
  return segment && TENANT_ID.test(segment) ? segment.toLowerCase() : null;
}

/**
 * Whether the issuer is one of Entra's multi-tenant aliases (common, organizations, consumers)
 * or their `{tenantid}` template. Crowdeck binds an organisation to its own directory, so these
 * are refused: with them, any Microsoft tenant's people could present tokens.
 */
export function isMultiTenantEntraIssuer(issuer: string): boolean {
  const segment = v2Segment(issuer);
  return segment !== null && MULTI_TENANT.has(segment.toLowerCase());
}

/** A shape that is an email address (one @, a dotted domain, no spaces). */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown) => (typeof value === 'string' && value.trim()) || null;
/** Entra has sent this optional claim both as a JSON boolean and as text. */
const affirmative = (value: unknown) => value === true || value === 'true' || value === 1;

/** The person as read from verified claims: the stable key, the address and how far it is trusted. */
export interface TClaimsIdentity {
  /** The stable key of the person at this issuer. */
  subject: string;
  email: string | null;
  /** The provider vouches that the address is the person's. */
  emailVerified: boolean;
  /** The token comes from the tenant the organisation's issuer names (Entra only). */
  fromBoundTenant: boolean;
  name: string | null;
}

/**
 * Reads the identity from verified claims. For Entra tokens (they carry `tid` and `oid`):
 * - the subject is `oid`, the user's object id in the tenant: Entra's `sub` is pairwise (one
 *   value per app registration), so a new registration of the same app would make everyone a
 *   stranger; `oid` stays for the user's life in the tenant. The tenant is part of the issuer the
 *   subject is stored with, so oid with tid is unique across Microsoft.
 * - the address is `email` and, when it is missing, `preferred_username` if it looks like an
 *   address (often the UPN). Neither is verified by Entra unless the token says `xms_edov: true`
 *   (the tenant verified it owns the email's domain) or `email_verified: true`.
 *   `preferred_username` is never taken as verified: it is mutable and unverified.
 * Other providers: the subject is `sub`, the address `email` with `email_verified`.
 */
export function identityFromClaims(
  claims: Record<string, unknown>,
  issuer: string,
): TClaimsIdentity {
  const name =
    text(claims.name) ??
    ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || null);
  const tid = text(claims.tid);
  const oid = text(claims.oid);
  const email = text(claims.email)?.toLowerCase() ?? null;
  if (tid && oid) {
    const tenant = entraTenantOf(issuer);
    const username = text(claims.preferred_username)?.toLowerCase() ?? null;
    const fallback = username && ADDRESS.test(username) ? username : null;
    return {
      subject: oid.toLowerCase(),
      email: email ?? fallback,
      emailVerified:
        email !== null && (claims.email_verified === true || affirmative(claims.xms_edov)),
      fromBoundTenant: tenant !== null && tenant === tid.toLowerCase(),
      name,
    };
  }
  return {
    subject: String(claims.sub),
    email,
    emailVerified: email !== null && claims.email_verified === true,
    fromBoundTenant: false,
    name,
  };
}
