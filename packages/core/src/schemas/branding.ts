import { z } from 'zod';
import { FONT_FAMILIES } from '../constants/fonts';
import { ZHexColourSchema, ZImageUrlSchema } from './deck';
import { ZBrandColourSchema, ZOrganisationThemeSchema } from './organisations';

/** An own audience domain: a lower-case host name, optionally with a port ("vote.acme.test"). */
export const ZAudienceHostSchema = z
  .string('invalidType')
  .trim()
  .toLowerCase()
  .max(253, 'audienceHost.invalid')
  .regex(
    /^(?=.{1,253}(:|$))([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+(:\d{1,5})?$/,
    'audienceHost.invalid',
  );

/** The theme as an admin sets it: a font from the self-hosted list, our own upload addresses. */
export const ZThemeRequestSchema = z.strictObject({
  logoUrl: ZImageUrlSchema.nullable().optional(),
  primaryColour: ZBrandColourSchema.nullable().optional(),
  backgroundColour: ZBrandColourSchema.nullable().optional(),
  palette: z.array(ZHexColourSchema).max(6, 'palette.tooLong').optional(),
  fontFamily: z
    .string('invalidType')
    .refine((family) => FONT_FAMILIES.some((f) => f.family === family), 'fontFamily.invalid')
    .nullable()
    .optional(),
  fontUrl: ZImageUrlSchema.nullable().optional(),
});

/** Branding settings of an organisation (owners and admins read and change them). */
export const ZOrganisationBrandingSchema = z.object({
  theme: ZOrganisationThemeSchema,
  /** Members cannot override the theme's logo, font and colours on their decks. */
  themeLocked: z.boolean(),
  /** The audience sees the organisation's name and logo and no Crowdeck branding (Custom). */
  whiteLabel: z.boolean(),
  /** An own audience domain for join addresses and QR codes (Custom), or null. */
  audienceHost: z.string().nullable(),
  /** The domain takes effect only once verified (DNS TXT record or the operator). */
  audienceHostVerified: z.boolean(),
  /** The TXT record that proves the domain: its name and value, or null without a domain. */
  audienceHostRecord: z.object({ name: z.string(), value: z.string() }).nullable(),
  /** Whether the organisation's plan allows white label and an own domain (Custom). */
  customPlan: z.boolean(),
});
export type TOrganisationBranding = z.infer<typeof ZOrganisationBrandingSchema>;

/** PUT /api/organisation/branding/ — every field optional; absent fields stay as they are. */
export const ZOrganisationBrandingRequestSchema = z.strictObject({
  theme: ZThemeRequestSchema.optional(),
  themeLocked: z.boolean('invalidType').optional(),
  whiteLabel: z.boolean('invalidType').optional(),
  audienceHost: ZAudienceHostSchema.nullable().optional(),
});
export type TOrganisationBrandingRequest = z.infer<typeof ZOrganisationBrandingRequestSchema>;

/** POST /api/organisation/branding/font/ answers the stored WOFF2 file's address. */
export const ZFontUploadResponseSchema = z.object({ url: z.string() });

/** Operator API and CLI: set and verify an organisation's own audience domain without DNS. */
export const ZOperatorVerifyAudienceHostSchema = z.strictObject({ host: ZAudienceHostSchema });

/** Where the TXT record proving an own audience domain is published (a CNAME may sit on the host). */
export const audienceHostRecordName = (host: string): string =>
  `_crowdeck.${host.replace(/:\d+$/, '')}`;
