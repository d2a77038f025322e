import { describe, expect, it } from 'vitest';
import { toRequest, ZProviderFormSchema, type TProviderFormValues } from './provider-form-values';

const values = (overrides: Partial<TProviderFormValues> = {}): TProviderFormValues => ({
  protocol: 'saml',
  issuer: 'https://login.example.com',
  clientId: 'crowdeck',
  clientSecret: '',
  samlEntryPoint: 'https://idp.example.com/sso',
  samlIdpEntityId: 'https://idp.example.com/metadata',
  samlIdpCert: '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
  samlIdpMetadata: '',
  ssoRequired: true,
  ...overrides,
});

describe('the identity provider form', () => {
  it('sends only the chosen protocol’s fields, an empty secret left out', () => {
    expect(toRequest(values())).toEqual({
      protocol: 'saml',
      ssoRequired: true,
      samlEntryPoint: 'https://idp.example.com/sso',
      samlIdpEntityId: 'https://idp.example.com/metadata',
      samlIdpCert: '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
    });
    expect(toRequest(values({ protocol: 'oidc' }))).toEqual({
      protocol: 'oidc',
      ssoRequired: true,
      issuer: 'https://login.example.com',
      clientId: 'crowdeck',
    });
  });

  it('sends pasted metadata, which stands in for the three SAML fields', () => {
    const pasted = values({
      samlEntryPoint: '',
      samlIdpEntityId: '',
      samlIdpCert: '',
      samlIdpMetadata: '<md:EntityDescriptor/>',
    });
    expect(toRequest(pasted)).toEqual({
      protocol: 'saml',
      ssoRequired: true,
      samlIdpMetadata: '<md:EntityDescriptor/>',
    });
    expect(ZProviderFormSchema.safeParse(pasted).success).toBe(true);
  });

  it('names the missing or malformed fields of the chosen protocol only', () => {
    const saml = ZProviderFormSchema.safeParse(
      values({ samlEntryPoint: 'idp.example.com', samlIdpCert: '', issuer: '' }),
    );
    expect(saml.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['samlEntryPoint', 'sso.samlEntryPoint.invalid'],
      ['samlIdpCert', 'sso.samlIdpCert.invalid'],
    ]);
    const oidc = ZProviderFormSchema.safeParse(values({ protocol: 'oidc', clientId: ' ' }));
    expect(oidc.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['clientId']);
  });
});
