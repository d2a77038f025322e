import { z } from 'zod';
import { ZEmailSchema } from './auth';

/** How long a sign-in may stay at the provider before its state is refused. */
export const SSO_LOGIN_TTL_MS = 10 * 60_000;

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

/** What owners and admins see of the SSO settings: never the client secret itself. */
export const ZSsoSettingsSchema = z.object({
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasSecret: z.boolean(),
  ssoRequired: z.boolean(),
  /** Whether this server can keep client secrets (SSO_SECRET_KEY set). */
  available: z.boolean(),
  /** The address to register at the provider as the redirect (callback) URI. */
  redirectUri: z.string(),
});
export type TSsoSettings = z.infer<typeof ZSsoSettingsSchema>;

/** PUT /api/organisation/sso/ — the client secret is kept when left out. */
export const ZSsoSettingsRequestSchema = z.strictObject({
  issuer: ZSsoIssuerSchema,
  clientId: z
    .string('sso.clientId.required')
    .trim()
    .min(1, 'sso.clientId.required')
    .max(255, 'sso.clientId.required'),
  clientSecret: z.string().trim().min(1).max(1024).optional(),
  ssoRequired: z.boolean().default(false),
});
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
