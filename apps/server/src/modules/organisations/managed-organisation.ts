import { authorize, mayManageOrganisation } from '../../policies';
import type { TOrganisationsRepository } from './organisations.repository';

/**
 * The caller's membership when the `mayManageOrganisation` policy lets them manage it (and it is
 * the organisation named, when one is); otherwise the 404 an organisation that does not exist
 * gets, so nothing tells organisations apart. Members, branding and single sign-on all ask here.
 */
export async function loadManagedMembership(
  repo: Pick<TOrganisationsRepository, 'membershipOf'>,
  userId: string,
  organisationId?: string,
) {
  return authorize(await repo.membershipOf(userId), (membership) =>
    mayManageOrganisation(membership, organisationId),
  );
}
