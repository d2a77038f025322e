import { describe, expect, it } from 'vitest';
import { entraTenantOf, identityFromClaims, isMultiTenantEntraIssuer } from './entra';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const ISSUER = `https://login.microsoftonline.com/${TENANT}/v2.0`;

describe('Entra issuers', () => {
  it('reads the tenant of a v2.0 tenant-specific issuer, on any Microsoft cloud host', () => {
    expect(entraTenantOf(ISSUER)).toBe(TENANT);
    expect(entraTenantOf(`https://login.microsoftonline.us/${TENANT.toUpperCase()}/v2.0/`)).toBe(
      TENANT,
    );
    for (const other of [
      `https://login.microsoftonline.com/${TENANT}/`,
      `https://sts.windows.net/${TENANT}/`,
      'https://login.microsoftonline.com/common/v2.0',
      'https://accounts.google.com',
      'not a url',
    ]) {
      expect(entraTenantOf(other), other).toBeNull();
    }
  });

  it('tells the multi-tenant aliases and the {tenantid} template apart', () => {
    for (const alias of ['common', 'organizations', 'consumers', '{tenantid}', 'Common']) {
      expect(isMultiTenantEntraIssuer(`https://login.microsoftonline.com/${alias}/v2.0`)).toBe(
        true,
      );
    }
    expect(isMultiTenantEntraIssuer(ISSUER)).toBe(false);
    expect(isMultiTenantEntraIssuer('https://idp.example.org/common')).toBe(false);
  });
});

describe('the identity in verified claims', () => {
  const entra = { sub: 'pairwise', tid: TENANT, oid: 'OBJECT-ID', name: 'Ada' };

  it('keys Entra users by oid, other providers by sub', () => {
    expect(identityFromClaims(entra, ISSUER).subject).toBe('object-id');
    expect(identityFromClaims({ sub: 'abc', email: 'a@b.test' }, 'https://idp.test').subject).toBe(
      'abc',
    );
  });

  it('takes preferred_username as the address only when email is missing and it is one', () => {
    expect(
      identityFromClaims({ ...entra, preferred_username: 'Ada@Contoso.com' }, ISSUER),
    ).toMatchObject({ email: 'ada@contoso.com', emailVerified: false, fromBoundTenant: true });
    expect(identityFromClaims({ ...entra, preferred_username: 'ada' }, ISSUER).email).toBeNull();
    expect(
      identityFromClaims(
        { ...entra, email: 'ada@contoso.com', preferred_username: 'x@y.test' },
        ISSUER,
      ).email,
    ).toBe('ada@contoso.com');
  });

  it('counts an Entra email as confirmed only with xms_edov (or email_verified)', () => {
    const email = { ...entra, email: 'ada@contoso.com' };
    expect(identityFromClaims(email, ISSUER).emailVerified).toBe(false);
    for (const yes of [true, 'true', 1]) {
      expect(identityFromClaims({ ...email, xms_edov: yes }, ISSUER).emailVerified).toBe(true);
    }
    for (const no of [false, 'false', 0, 'yes']) {
      expect(identityFromClaims({ ...email, xms_edov: no }, ISSUER).emailVerified).toBe(false);
    }
    expect(identityFromClaims({ ...email, email_verified: true }, ISSUER).emailVerified).toBe(true);
    // preferred_username is never confirmed, whatever the token says.
    expect(
      identityFromClaims(
        { ...entra, preferred_username: 'ada@contoso.com', xms_edov: true },
        ISSUER,
      ).emailVerified,
    ).toBe(false);
  });

  it('marks a token of another tenant, or of a non-tenant issuer, as not from the bound tenant', () => {
    expect(identityFromClaims({ ...entra, tid: 'other' }, ISSUER).fromBoundTenant).toBe(false);
    expect(identityFromClaims(entra, 'https://idp.test').fromBoundTenant).toBe(false);
  });
});
