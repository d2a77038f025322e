import { z } from 'zod';
import { ZAuthResponseSchema, ZEmailSchema } from './auth';

/** How long a sign-in may stay at the provider before its state is refused. */
export const SSO_LOGIN_TTL_MS = 10 * 60_000;

/** How long the one-time code of a finished sign-in can be redeemed (by the browser that began it). */
export const SSO_CODE_TTL_MS = 60_000;

/** The DNS TXT record an organisation publishes on a domain it claims. */
export const domainVerificationRecord = (token: string): string => `crowdeck-verification=${token}`;

/**
 * Why a sign-in through the provider failed: the callback sends the browser to the login page
 * with `?sso_error=<code>`, which the app words in plain language.
 */
export const SSO_ERROR_CODES = [
  /** The sign-in link was used, too old, or not started here. */
  'expired',
  /** The provider said no (the person cancelled or is not allowed). */
  'denied',
  /** The provider's answer could not be trusted (signature, issuer, audience, nonce, code). */
  'invalid',
  /** The provider gave no confirmed address of one of the organisation's verified domains. */
  'email',
  /** The address belongs to another organisation already. */
  'otherOrganisation',
  /** Single sign-on is not (or no longer) set up for the organisation. */
  'unavailable',
] as const;
export type TSsoErrorCode = (typeof SSO_ERROR_CODES)[number];

const MAX_URL = 2048;

/** An OpenID provider's issuer address (discovery is at `<issuer>/.well-known/openid-configuration`). */
export const ZSsoIssuerSchema = z
  .string('sso.issuer.invalid')
  .trim()
  .max(MAX_URL, 'sso.issuer.invalid')
  .pipe(z.url({ protocol: /^https?$/, error: 'sso.issuer.invalid' }));

/** How an organisation's people sign in: OpenID Connect or SAML 2.0 (SP-initiated). */
export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type TSsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** A SAML identity provider's single sign-on address (HTTP-Redirect binding). */
export const ZSamlEntryPointSchema = z
  .string('sso.samlEntryPoint.invalid')
  .trim()
  .max(MAX_URL, 'sso.samlEntryPoint.invalid')
  .pipe(z.url({ protocol: /^https?$/, error: 'sso.samlEntryPoint.invalid' }));

/** What owners and admins see of the SSO settings: never the client secret itself. */
export const ZSsoSettingsSchema = z.object({
  protocol: z.enum(SSO_PROTOCOLS),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasSecret: z.boolean(),
  samlEntryPoint: z.string().nullable(),
  samlIdpEntityId: z.string().nullable(),
  /** The IdP's signing certificate (PEM): public, shown so the admin can check it. */
  samlIdpCert: z.string().nullable(),
  ssoRequired: z.boolean(),
  /** Whether this server can keep client secrets (SSO_SECRET_KEY set): OpenID Connect needs it. */
  available: z.boolean(),
  /** The address to register at the provider as the redirect (callback) URI. */
  redirectUri: z.string(),
  /** What to register at a SAML IdP: our entity ID (also the metadata address) and our ACS. */
  samlSpEntityId: z.string(),
  samlAcsUrl: z.string(),
  samlMetadataUrl: z.string(),
});
export type TSsoSettings = z.infer<typeof ZSsoSettingsSchema>;

/** Every field of PUT /api/organisation/sso/; which ones are required depends on `protocol`. */
export const ZSsoSettingsFieldsSchema = z.strictObject({
  protocol: z.enum(SSO_PROTOCOLS).default('oidc'),
  issuer: ZSsoIssuerSchema.optional(),
  clientId: z
    .string('sso.clientId.required')
    .trim()
    .min(1, 'sso.clientId.required')
    .max(255, 'sso.clientId.required')
    .optional(),
  /** Kept when left out. */
  clientSecret: z.string().trim().min(1).max(1024).optional(),
  samlEntryPoint: ZSamlEntryPointSchema.optional(),
  samlIdpEntityId: z
    .string('sso.samlIdpEntityId.required')
    .trim()
    .min(1, 'sso.samlIdpEntityId.required')
    .max(1024, 'sso.samlIdpEntityId.required')
    .optional(),
  /** PEM (or its bare base64); the server checks it is an X.509 certificate. */
  samlIdpCert: z
    .string('sso.samlIdpCert.invalid')
    .trim()
    .min(1, 'sso.samlIdpCert.invalid')
    .max(16_384, 'sso.samlIdpCert.invalid')
    .optional(),
  /** The IdP's metadata XML instead of the three fields above (a field given wins over it). */
  samlIdpMetadata: z
    .string('sso.samlIdpMetadata.invalid')
    .trim()
    .min(1, 'sso.samlIdpMetadata.invalid')
    .max(262_144, 'sso.samlIdpMetadata.invalid')
    .optional(),
  ssoRequired: z.boolean().default(false),
});

const REQUIRED_FIELDS = {
  oidc: { issuer: 'sso.issuer.invalid', clientId: 'sso.clientId.required' },
  saml: {
    samlEntryPoint: 'sso.samlEntryPoint.invalid',
    samlIdpEntityId: 'sso.samlIdpEntityId.required',
    samlIdpCert: 'sso.samlIdpCert.invalid',
  },
} as const;

/** Names each field the chosen protocol needs and that is missing (SAML metadata gives all). */
export function refineSsoSettings(
  value: z.infer<typeof ZSsoSettingsFieldsSchema>,
  ctx: z.RefinementCtx,
): void {
  if (value.protocol === 'saml' && value.samlIdpMetadata !== undefined) return;
  for (const [field, code] of Object.entries(REQUIRED_FIELDS[value.protocol])) {
    if (value[field as keyof typeof value] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: code });
    }
  }
}

/** PUT /api/organisation/sso/ — the fields of the other protocol are kept as they are. */
export const ZSsoSettingsRequestSchema = ZSsoSettingsFieldsSchema.superRefine(refineSsoSettings);
export type TSsoSettingsRequest = z.infer<typeof ZSsoSettingsRequestSchema>;

/** A domain name such as `example.com` (lower-cased, no scheme, no trailing dot). */
export const ZDomainNameSchema = z
  .string('domain.invalid')
  .trim()
  .toLowerCase()
  .max(253, 'domain.invalid')
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'domain.invalid');

/** A claimed domain with the token to publish; verified once the TXT record was found. */
export const ZOrganisationDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** Publish `crowdeck-verification=<token>` as a TXT record of the domain. */
  verificationToken: z.string(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOrganisationDomain = z.infer<typeof ZOrganisationDomainSchema>;

/** POST /api/organisation/sso/domains/ — claim a domain. */
export const ZClaimDomainRequestSchema = z.strictObject({ domain: ZDomainNameSchema });
export type TClaimDomainRequest = z.infer<typeof ZClaimDomainRequestSchema>;

/** Operator API and CLI: mark an organisation's domain verified without DNS. */
export const ZOperatorVerifyDomainSchema = z.strictObject({ domain: ZDomainNameSchema });

/** A presenter path to return to after signing in (never another site). */
export const ZNextPathSchema = z
  .string()
  .max(MAX_URL)
  .regex(/^\/(?![/\\])[^\s]*$/, 'next.invalid');

/** POST /api/auth/sso/start/ — the login page asks, after the email, how this address signs in. */
export const ZSsoStartRequestSchema = z.strictObject({
  email: ZEmailSchema,
  next: ZNextPathSchema.optional(),
});
export type TSsoStartRequest = z.infer<typeof ZSsoStartRequestSchema>;

/** `sso: false`: ask for the password; `sso: true`: send the browser to `redirectUrl`. */
export const ZSsoStartResponseSchema = z.discriminatedUnion('sso', [
  z.object({ sso: z.literal(false) }),
  z.object({ sso: z.literal(true), redirectUrl: z.string() }),
]);
export type TSsoStartResponse = z.infer<typeof ZSsoStartResponseSchema>;

/** POST /api/auth/sso/saml/acs/ — the identity provider's answer, posted by the browser. */
export const ZSamlAcsRequestSchema = z.object({
  SAMLResponse: z.string('required').min(1, 'required').max(262_144, 'invalidType'),
  RelayState: z.string().max(512).optional(),
});
export type TSamlAcsRequest = z.infer<typeof ZSamlAcsRequestSchema>;

/** POST /api/auth/sso/redeem/ — the return page trades the code of its address for the session. */
export const ZSsoRedeemRequestSchema = z.strictObject({
  code: z.string('required').min(1, 'required').max(128, 'invalidType'),
});
export type TSsoRedeemRequest = z.infer<typeof ZSsoRedeemRequestSchema>;

/** The session, as a password sign-in's, and the presenter path to go on to (null: home). */
export const ZSsoRedeemResponseSchema = ZAuthResponseSchema.extend({ next: z.string().nullable() });
export type TSsoRedeemResponse = z.infer<typeof ZSsoRedeemResponseSchema>;
