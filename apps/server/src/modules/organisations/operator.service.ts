import {
  getAudienceLimit,
  toPlanId,
  type TOperatorSetPlan,
  type TOrganisationRole,
} from '@crowdeck/core';
import { fieldRefusal, invalidField, notFound } from '../../http/api-error';
import type { TUsersRepository } from '../accounts/users.repository';
import type { TOrganisationRow } from '../../db/schema';
import { createOpaqueToken } from '../../lib/tokens';
import { OPERATOR_ACTOR_LABEL } from '../audit';
import type { TSsoRepository } from '../sso/sso.repository';
import { refusingTakenDomain } from '../sso/taken-domain';
import type { TAudienceHostService } from './audience-host.service';
import type { TMemberDecks } from './member-decks.repository';
import { AlreadyMemberError, type TOrganisationsRepository } from './organisations.repository';

/** An organisation as the operator sees it (never the SSO client secret). */
export interface TOperatorOrganisation {
  id: string;
  name: string;
  plan: string | null;
  /** The agreed limit, or the plan's default when none was set. */
  audienceLimit: number | null;
  members?: number;
  createdAt: string;
}

function toOperatorView(row: TOrganisationRow & { members?: number }): TOperatorOrganisation {
  const plan = row.plan === null ? null : toPlanId(row.plan);
  return {
    id: row.id,
    name: row.name,
    plan,
    audienceLimit: plan === null ? null : getAudienceLimit(plan, row.audienceLimit),
    ...(row.members !== undefined && { members: row.members }),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the operator of a Crowdeck server does for a company buying Custom (sold by contact): create
 * its organisation, grant the plan and audience limit, make someone its owner. The command line
 * (`npm run admin`) and the operator API share it; no self-service path reaches it.
 */
export function createOperatorService(deps: {
  repo: TOrganisationsRepository;
  users: Pick<TUsersRepository, 'findByEmail'>;
  domains: Pick<TSsoRepository, 'claimDomain' | 'markVerified'>;
  /** Absent in the command line, which has no audience-domain command. */
  audienceHosts?: Pick<TAudienceHostService, 'verifyByOperator'>;
  /** Absent in the command line (no live engine there: decks are read fresh within 2 s). */
  memberDecks?: TMemberDecks;
}) {
  const { repo } = deps;
  return {
    async create(name: string): Promise<TOperatorOrganisation> {
      return toOperatorView(await repo.create(name));
    },

    async list(): Promise<TOperatorOrganisation[]> {
      return (await repo.list()).map(toOperatorView);
    },

    async setPlan(id: string, input: TOperatorSetPlan): Promise<TOperatorOrganisation> {
      const row = await repo.setPlan(id, input.plan, input.audienceLimit ?? null);
      if (!row) throw notFound();
      await deps.memberDecks?.ofOrganisation(id);
      return toOperatorView(row);
    },

    /** Adds an existing account (by email) with a role, owner by default. */
    async addMember(id: string, email: string, role: TOrganisationRole): Promise<void> {
      if (!(await repo.findById(id))) throw notFound();
      const user = await deps.users.findByEmail(email);
      if (!user) throw invalidField('email', 'email.unknown');
      try {
        await repo.addMember(id, user.id, role, {
          organisationId: id,
          actorUserId: null,
          actorLabel: OPERATOR_ACTOR_LABEL,
          action: 'memberJoined',
          targetType: 'member',
          targetId: user.id,
          details: { email: user.email, role, via: 'operator' },
        });
        await deps.memberDecks?.ofUser(user.id);
      } catch (error) {
        if (error instanceof AlreadyMemberError) {
          throw fieldRefusal(409, 'email', 'organisation.alreadyMember');
        }
        throw error;
      }
    },

    /**
     * Marks an email domain of the organisation verified without DNS (claiming it first when
     * needed): the operator has checked ownership another way.
     */
    async verifyDomain(
      id: string,
      domain: string,
    ): Promise<{ domain: string; verifiedAt: string }> {
      if (!(await repo.findById(id))) throw notFound();
      const row = await refusingTakenDomain(async () => {
        const verified = await deps.domains.markVerified(id, { domain });
        if (verified) return verified;
        await deps.domains.claimDomain({
          organisationId: id,
          domain,
          verificationToken: createOpaqueToken(),
        });
        return deps.domains.markVerified(id, { domain });
      });
      if (!row?.verifiedAt) throw notFound();
      return { domain: row.domain, verifiedAt: row.verifiedAt.toISOString() };
    },

    /** Sets and verifies an own audience domain without DNS: the operator checked ownership. */
    async verifyAudienceHost(
      id: string,
      host: string,
    ): Promise<{ audienceHost: string; verifiedAt: string }> {
      if (!deps.audienceHosts) throw notFound();
      const row = await deps.audienceHosts.verifyByOperator(await repo.findById(id), host);
      if (!row.audienceHost || !row.audienceHostVerifiedAt) throw notFound();
      return {
        audienceHost: row.audienceHost,
        verifiedAt: row.audienceHostVerifiedAt.toISOString(),
      };
    },
  };
}

export type TOperatorService = ReturnType<typeof createOperatorService>;
