import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Profile } from '@node-saml/node-saml';
import { createSigningPair } from '@crowdeck/test-saml-idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityOf, normaliseCertificate } from './saml-client';

let dir: string;
let pem: string;
let key: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crowdeck-saml-cert-'));
  ({ cert: pem, key } = createSigningPair(dir, 'idp'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const profile = (overrides: Partial<Profile>): Profile => ({
  issuer: 'https://idp.example.test',
  nameID: '_transient-id',
  nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  ...overrides,
});

describe('normaliseCertificate', () => {
  it('keeps a PEM certificate, and wraps its bare base64 (as metadata shows it) as PEM', () => {
    expect(normaliseCertificate(pem)).toBe(pem);
    const bare = pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(normaliseCertificate(`  ${bare}  `)).toBe(pem);
  });

  it('refuses what is not an X.509 certificate', () => {
    expect(normaliseCertificate('not a certificate')).toBeNull();
    expect(normaliseCertificate(pem.slice(0, pem.length / 2))).toBeNull();
    expect(normaliseCertificate(key)).toBeNull();
  });
});

describe('identityOf', () => {
  it('takes the email and display name attributes, lower-casing the address', () => {
    const identity = identityOf(
      profile({ attributes: { email: 'Ada@Acme.Test', displayName: 'Ada Lovelace' } }),
    );
    expect(identity).toEqual({ email: 'ada@acme.test', emailVerified: true, name: 'Ada Lovelace' });
  });

  it('falls back to mail, given name and surname, then to an email NameID', () => {
    expect(
      identityOf(
        profile({ attributes: { mail: ['grace@acme.test'], givenName: 'Grace', sn: 'Hopper' } }),
      ),
    ).toEqual({ email: 'grace@acme.test', emailVerified: true, name: 'Grace Hopper' });
    expect(
      identityOf(
        profile({
          nameID: 'Alan@Acme.Test',
          nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
        }),
      ),
    ).toEqual({ email: 'alan@acme.test', emailVerified: true, name: null });
  });

  it('finds no address in a transient NameID without attributes', () => {
    expect(identityOf(profile({}))).toEqual({ email: null, emailVerified: false, name: null });
  });
});
