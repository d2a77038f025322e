import {
  audienceHostRecordName,
  domainVerificationRecord,
  hasCustomPlan,
  type TOrganisationBranding,
  type TOrganisationBrandingRequest,
} from '@crowdeck/core';
import { fieldRefusal, invalidField } from '../../http/api-error';
import type { TOrganisationRow } from '../../db/schema';
import type { TAuthContext } from '../accounts/auth.service';
import { auditBy, changedFields } from '../audit';
import { assertOwnImageUrl, assertOwnUploadUrl } from '../decks/image-url';
import type { TUploadStore } from '../uploads/upload-store';
import type { TAudienceHostService } from './audience-host.service';
import { loadManagedMembership } from './managed-organisation';
import type { TOrganisationsRepository } from './organisations.repository';
import { isWoff2Font } from './woff2-check';

/** The branding settings as owners and admins see them. */
export function toBrandingView(row: TOrganisationRow): TOrganisationBranding {
  return {
    theme: row.theme ?? {},
    themeLocked: row.themeLocked,
    whiteLabel: row.whiteLabel,
    audienceHost: row.audienceHost,
    audienceHostVerified: row.audienceHost !== null && row.audienceHostVerifiedAt !== null,
    audienceHostRecord:
      row.audienceHost && row.audienceHostToken
        ? {
            name: audienceHostRecordName(row.audienceHost),
            value: domainVerificationRecord(row.audienceHostToken),
          }
        : null,
    customPlan: hasCustomPlan(row.plan),
  };
}

/**
 * An organisation's theme, lock, white label and own audience domain, managed by its owners and
 * admins (everyone else gets the 404 of an organisation that does not exist).
 */
export function createBrandingService(deps: {
  repo: TOrganisationsRepository;
  uploads: TUploadStore;
  uploadUrl: string;
  audienceHosts: TAudienceHostService;
}) {
  const { repo } = deps;

  async function managed(auth: TAuthContext): Promise<TOrganisationRow> {
    return (await loadManagedMembership(repo, auth.user.id)).organisation;
  }

  return {
    async read(auth: TAuthContext): Promise<TOrganisationBranding> {
      return toBrandingView(await managed(auth));
    },

    /** Changes what is given; white label and an own domain only on Custom (turning off always). */
    async update(
      auth: TAuthContext,
      input: TOrganisationBrandingRequest,
    ): Promise<TOrganisationBranding> {
      const organisation = await managed(auth);
      const custom = hasCustomPlan(organisation.plan);
      if (input.whiteLabel && !custom) {
        throw fieldRefusal(403, 'whiteLabel', 'branding.customOnly');
      }
      if (input.audienceHost && !custom) {
        throw fieldRefusal(403, 'audienceHost', 'branding.customOnly');
      }
      if (input.theme) {
        assertOwnImageUrl(input.theme.logoUrl, deps.uploadUrl, 'logoUrl');
        assertOwnUploadUrl(input.theme.fontUrl, deps.uploadUrl, 'fontUrl', 'font.invalid');
      }
      const claimed =
        input.audienceHost === undefined
          ? organisation
          : await deps.audienceHosts.claim(organisation, input.audienceHost);
      const values = {
        ...(input.theme ? { theme: input.theme } : {}),
        ...(input.themeLocked === undefined ? {} : { themeLocked: input.themeLocked }),
        ...(input.whiteLabel === undefined ? {} : { whiteLabel: input.whiteLabel }),
      };
      const fields = changedFields(organisation, values);
      if (claimed.audienceHost !== organisation.audienceHost) fields.push('audienceHost');
      const audit =
        fields.length > 0
          ? auditBy(
              auth,
              organisation.id,
              'brandingChanged',
              { type: 'organisation', id: organisation.id },
              { fields },
            )
          : undefined;
      const updated = await repo.updateBranding(claimed.id, values, audit);
      return toBrandingView(updated);
    },

    /** Checks the own audience domain's TXT record; the domain takes effect once it is found. */
    async verifyAudienceHost(auth: TAuthContext): Promise<TOrganisationBranding> {
      return toBrandingView(await deps.audienceHosts.verify(await managed(auth)));
    },

    /** Stores an uploaded WOFF2 font (checked to parse) and answers its address. */
    async uploadFont(auth: TAuthContext, data: Buffer): Promise<{ url: string }> {
      await managed(auth);
      if (!isWoff2Font(data)) throw invalidField('file', 'font.invalid');
      const name = await deps.uploads.save(data, 'woff2');
      return { url: `${deps.uploadUrl}/uploads/${name}` };
    },
  };
}

export type TBrandingService = ReturnType<typeof createBrandingService>;
