import { z } from 'zod';
import { SSO_PROTOCOLS, ZSsoSettingsRequestSchema, type TSsoSettings } from '@crowdeck/core';

/** Every field of the form as typed: the hidden protocol's fields keep their values. */
const ZProviderFormValuesSchema = z.object({
  protocol: z.enum(SSO_PROTOCOLS),
  issuer: z.string(),
  clientId: z.string(),
  /** May stay empty: the saved secret is kept then. */
  clientSecret: z.string(),
  samlEntryPoint: z.string(),
  samlIdpEntityId: z.string(),
  samlIdpCert: z.string(),
  /** Pasted IdP metadata: fills in what the three fields above leave empty, then is cleared. */
  samlIdpMetadata: z.string(),
  ssoRequired: z.boolean(),
});
export type TProviderFormValues = z.infer<typeof ZProviderFormValuesSchema>;

/** The form as the saved settings fill it (the secret and the metadata always empty). */
export const formValuesOf = (settings: TSsoSettings): TProviderFormValues => ({
  protocol: settings.protocol,
  issuer: settings.issuer ?? '',
  clientId: settings.clientId ?? '',
  clientSecret: '',
  samlEntryPoint: settings.samlEntryPoint ?? '',
  samlIdpEntityId: settings.samlIdpEntityId ?? '',
  samlIdpCert: settings.samlIdpCert ?? '',
  samlIdpMetadata: '',
  ssoRequired: settings.ssoRequired,
});

/** The request for the chosen protocol only: empty fields left out, the other protocol's too. */
export function toRequest(values: TProviderFormValues): Record<string, unknown> {
  const fields =
    values.protocol === 'saml'
      ? (['samlEntryPoint', 'samlIdpEntityId', 'samlIdpCert', 'samlIdpMetadata'] as const)
      : (['issuer', 'clientId', 'clientSecret'] as const);
  const request: Record<string, unknown> = {
    protocol: values.protocol,
    ssoRequired: values.ssoRequired,
  };
  for (const field of fields) if (values[field].trim()) request[field] = values[field];
  return request;
}

/** The form checks what the server will: core's request schema, its codes under each field. */
export const ZProviderFormSchema = ZProviderFormValuesSchema.superRefine((values, ctx) => {
  const parsed = ZSsoSettingsRequestSchema.safeParse(toRequest(values));
  for (const issue of parsed.error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});
