import {
  type TOrganisationDomain,
  type TSsoSettings,
  type TSsoSettingsRequest,
} from '@crowdeck/core';
import type { TOrganisationDomainRow, TOrganisationRow } from '../../db/schema';
import { fieldRefusal, invalidField, notFound } from '../../http/api-error';
import { createOpaqueToken } from '../../lib/tokens';
import type { TAuthContext } from '../accounts/auth.service';
import { auditBy, changedFields } from '../audit';
import { loadManagedMembership } from '../organisations/managed-organisation';
import type { TOrganisationsRepository } from '../organisations/organisations.repository';
import type { TClientSecretBox } from './client-secret-box';
import { isMultiTenantEntraIssuer } from './entra';
import { hasVerificationRecord, type TResolveTxt } from './domain-verification';
import type { TOidcClient } from './oidc-client';
import { normaliseCertificate, type TSamlProvider } from './saml-client';
import { readIdpMetadata } from './saml-metadata';
import type { TSsoRepository } from './sso.repository';
import { refusingTakenDomain } from './taken-domain';

const isWebAddress = (url: string) =>
  URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);

export function toDomainView(row: TOrganisationDomainRow): TOrganisationDomain {
  return {
    id: row.id,
    domain: row.domain,
    verificationToken: row.verificationToken,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Owners and admins set up their organisation's OpenID provider and claim email domains. Like the
 * rest of the organisation's settings, anyone else gets the 404 of a missing organisation.
 */
export function createSsoSettingsService(deps: {
  organisations: Pick<TOrganisationsRepository, 'membershipOf'>;
  repo: TSsoRepository;
  /** Null when SSO_SECRET_KEY is unset: nothing can be saved. */
  secretBox: TClientSecretBox | null;
  oidc: Pick<TOidcClient, 'isReachable'>;
  allowHttpIssuers: boolean;
  resolveTxt: TResolveTxt;
  redirectUri: string;
  /** This server as a SAML service provider: what admins register at their IdP. */
  samlSp: { entityId: string; acsUrl: string };
}) {
  const { repo } = deps;

  const httpsOnly = (url: string, field: string, code: string) => {
    if (!deps.allowHttpIssuers && new URL(url).protocol !== 'https:')
      throw invalidField(field, code);
  };

  /** Checked OpenID Connect settings, the secret sealed for the organisation. */
  async function oidcValues(input: TSsoSettingsRequest) {
    const { issuer, clientId, clientSecret } = input;
    // The request schema requires both for OpenID Connect.
    if (!issuer || !clientId) throw invalidField('issuer', 'sso.issuer.invalid');
    const secretBox = deps.secretBox;
    if (!secretBox) throw fieldRefusal(409, 'issuer', 'sso.unavailable');
    httpsOnly(issuer, 'issuer', 'sso.issuer.https');
    // Entra's common/organizations endpoints accept every tenant's people: one tenant only.
    if (isMultiTenantEntraIssuer(issuer)) throw invalidField('issuer', 'sso.issuer.multiTenant');
    if (!(await deps.oidc.isReachable(issuer))) {
      throw invalidField('issuer', 'sso.issuer.unreachable');
    }
    return (organisation: TOrganisationRow) => {
      if (clientSecret === undefined && organisation.ssoClientSecret === null) {
        throw invalidField('clientSecret', 'sso.clientSecret.required');
      }
      return {
        ssoIssuer: issuer,
        ssoClientId: clientId,
        ...(clientSecret !== undefined && {
          ssoClientSecret: secretBox.seal(organisation.id, clientSecret),
        }),
      };
    };
  }

  /**
   * Checked SAML settings: an https sign-in URL and a certificate that parses as X.509, typed in
   * or read from the IdP's metadata (a typed-in field wins).
   */
  function samlValues(input: TSsoSettingsRequest) {
    let fromMetadata: Partial<TSamlProvider> = {};
    if (input.samlIdpMetadata !== undefined) {
      const read = readIdpMetadata(input.samlIdpMetadata);
      if (!read) throw invalidField('samlIdpMetadata', 'sso.samlIdpMetadata.invalid');
      fromMetadata = read;
    }
    const samlEntryPoint = input.samlEntryPoint ?? fromMetadata.entryPoint;
    const samlIdpEntityId = input.samlIdpEntityId ?? fromMetadata.idpEntityId;
    const samlIdpCert = input.samlIdpCert ?? fromMetadata.idpCert;
    if (!samlEntryPoint || !isWebAddress(samlEntryPoint)) {
      throw invalidField('samlEntryPoint', 'sso.samlEntryPoint.invalid');
    }
    if (!samlIdpEntityId) throw invalidField('samlIdpEntityId', 'sso.samlIdpEntityId.required');
    httpsOnly(samlEntryPoint, 'samlEntryPoint', 'sso.samlEntryPoint.https');
    const cert = samlIdpCert && normaliseCertificate(samlIdpCert);
    if (!cert) throw invalidField('samlIdpCert', 'sso.samlIdpCert.invalid');
    return () => ({ samlEntryPoint, samlIdpEntityId, samlIdpCert: cert });
  }

  async function managed(auth: TAuthContext) {
    return (await loadManagedMembership(deps.organisations, auth.user.id)).organisation;
  }

  /** The audit entry of a change to one of the organisation's email domains. */
  const domainAudit = (
    auth: TAuthContext,
    organisationId: string,
    domain: string,
    change: 'claimed' | 'verified' | 'removed',
  ) =>
    auditBy(
      auth,
      organisationId,
      'ssoSettingsChanged',
      { type: 'organisation', id: organisationId },
      { domain, change },
    );

  return {
    /** The settings without the secret: only whether one is stored. */
    async get(auth: TAuthContext): Promise<TSsoSettings> {
      const organisation = await managed(auth);
      return {
        protocol: organisation.ssoProtocol,
        issuer: organisation.ssoIssuer,
        clientId: organisation.ssoClientId,
        hasSecret: organisation.ssoClientSecret !== null,
        samlEntryPoint: organisation.samlEntryPoint,
        samlIdpEntityId: organisation.samlIdpEntityId,
        samlIdpCert: organisation.samlIdpCert,
        ssoRequired: organisation.ssoRequired,
        available: deps.secretBox !== null,
        redirectUri: deps.redirectUri,
        samlSpEntityId: deps.samlSp.entityId,
        samlAcsUrl: deps.samlSp.acsUrl,
        samlMetadataUrl: deps.samlSp.entityId,
      };
    },

    /** Saves the chosen protocol's settings and the switch; the other protocol's stay as they are. */
    async save(auth: TAuthContext, input: TSsoSettingsRequest): Promise<TSsoSettings> {
      const organisation = await managed(auth);
      const values = input.protocol === 'saml' ? samlValues(input) : await oidcValues(input);
      const changes = {
        ...values(organisation),
        ssoProtocol: input.protocol,
        ssoRequired: input.ssoRequired,
      };
      // A new secret seals differently every time: it changed when one was sent.
      const fields = changedFields(organisation, { ...changes, ssoClientSecret: undefined });
      if (input.clientSecret !== undefined && input.protocol === 'oidc') {
        fields.push('ssoClientSecret');
      }
      const audit =
        fields.length > 0
          ? auditBy(
              auth,
              organisation.id,
              'ssoSettingsChanged',
              { type: 'organisation', id: organisation.id },
              { fields, protocol: input.protocol, ssoRequired: input.ssoRequired },
            )
          : undefined;
      await repo.saveSettings(organisation.id, changes, audit);
      return this.get(auth);
    },

    async domains(auth: TAuthContext): Promise<TOrganisationDomain[]> {
      const organisation = await managed(auth);
      return (await repo.domains(organisation.id)).map(toDomainView);
    },

    /** Claims a domain: it is verified once its TXT record is found (or the operator says so). */
    async claim(auth: TAuthContext, domain: string): Promise<TOrganisationDomain> {
      const organisation = await managed(auth);
      const row = await refusingTakenDomain(() =>
        repo.claimDomain(
          { organisationId: organisation.id, domain, verificationToken: createOpaqueToken() },
          domainAudit(auth, organisation.id, domain, 'claimed'),
        ),
      );
      return toDomainView(row);
    },

    /** Looks the TXT record up and marks the domain verified when it is there. */
    async verify(auth: TAuthContext, id: string): Promise<TOrganisationDomain> {
      const organisation = await managed(auth);
      const row = await repo.findDomain(organisation.id, id);
      if (!row) throw notFound();
      if (row.verifiedAt) return toDomainView(row);
      if (!(await hasVerificationRecord(deps.resolveTxt, row.domain, row.verificationToken))) {
        throw fieldRefusal(409, 'domain', 'domain.notVerified');
      }
      const verified = await refusingTakenDomain(() =>
        repo.markVerified(
          organisation.id,
          { id },
          domainAudit(auth, organisation.id, row.domain, 'verified'),
        ),
      );
      if (!verified) throw notFound();
      return toDomainView(verified);
    },

    async remove(auth: TAuthContext, id: string): Promise<void> {
      const organisation = await managed(auth);
      const row = await repo.findDomain(organisation.id, id);
      const audit = row && domainAudit(auth, organisation.id, row.domain, 'removed');
      if (!row || !(await repo.deleteDomain(organisation.id, id, audit ?? undefined))) {
        throw notFound();
      }
    },
  };
}

export type TSsoSettingsService = ReturnType<typeof createSsoSettingsService>;
