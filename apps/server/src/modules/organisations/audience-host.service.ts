import { audienceHostRecordName } from '@crowdeck/core';
import { fieldRefusal, invalidField, notFound } from '../../http/api-error';
import type { TOrganisationRow } from '../../db/schema';
import { createOpaqueToken } from '../../lib/tokens';
import { hasVerificationRecord, type TResolveTxt } from '../sso/domain-verification';
import type { TAudienceHostRepository } from './audience-host.repository';
import type { TIsServerOwnHost } from './server-own-hosts';

const taken = () => fieldRefusal(409, 'audienceHost', 'audienceHost.taken');

/**
 * An organisation's own audience domain: claimed by an admin, proven by a DNS TXT record (or by
 * the operator), never a host of this server. Until verified it changes nothing anywhere.
 */
export function createAudienceHostService(deps: {
  repo: TAudienceHostRepository;
  isServerOwnHost: TIsServerOwnHost;
  resolveTxt: TResolveTxt;
  /** Called after a verified domain appeared or went (CORS list and members' decks read again). */
  changed: (organisationId: string) => Promise<void>;
}) {
  const { repo } = deps;

  async function assertClaimable(organisationId: string, host: string) {
    if (deps.isServerOwnHost(host)) throw invalidField('audienceHost', 'audienceHost.serverOwn');
    if (await repo.isVerifiedElsewhere(organisationId, host)) throw taken();
  }

  return {
    /** Claims `host` unverified, or drops the domain (null). */
    async claim(organisation: TOrganisationRow, host: string | null): Promise<TOrganisationRow> {
      if (host !== null && host !== organisation.audienceHost) {
        await assertClaimable(organisation.id, host);
      }
      const wasVerified = organisation.audienceHostVerifiedAt !== null;
      const row = await repo.claim(organisation, host, createOpaqueToken());
      if (wasVerified && row.audienceHostVerifiedAt === null) await deps.changed(organisation.id);
      return row;
    },

    /** Looks the TXT record up at `_crowdeck.<host>` and marks the claimed domain verified. */
    async verify(organisation: TOrganisationRow): Promise<TOrganisationRow> {
      const { audienceHost: host, audienceHostToken: token } = organisation;
      if (!host || !token) throw fieldRefusal(409, 'audienceHost', 'audienceHost.missing');
      if (organisation.audienceHostVerifiedAt) return organisation;
      await assertClaimable(organisation.id, host);
      const name = audienceHostRecordName(host);
      if (!(await hasVerificationRecord(deps.resolveTxt, name, token))) {
        throw fieldRefusal(409, 'audienceHost', 'audienceHost.notVerified');
      }
      const row = await repo.markVerified(organisation.id, host, token, true);
      if (row === 'taken') throw taken();
      if (!row) throw fieldRefusal(409, 'audienceHost', 'audienceHost.notVerified');
      await deps.changed(organisation.id);
      return row;
    },

    /** The operator sets and verifies a domain without DNS (ownership checked another way). */
    async verifyByOperator(
      organisation: TOrganisationRow | null,
      host: string,
    ): Promise<TOrganisationRow> {
      if (!organisation) throw notFound();
      await assertClaimable(organisation.id, host);
      const token =
        organisation.audienceHost === host && organisation.audienceHostToken
          ? organisation.audienceHostToken
          : createOpaqueToken();
      const row = await repo.markVerified(organisation.id, host, token, false);
      if (row === 'taken') throw taken();
      if (!row) throw notFound();
      await deps.changed(organisation.id);
      return row;
    },
  };
}

export type TAudienceHostService = ReturnType<typeof createAudienceHostService>;
