import type { TParticipantIdentitySigner } from '../../lib/participant-identity';
import { mayJoinAssignmentWithIdentity, mayStartAssignmentWithNickname } from '../../policies';
import { LIVE_MESSAGES, LiveError } from '../live/errors';

/** Who the organisation's sign-in vouched for: their real name and the hash of their key. */
export interface TAssignmentIdentity {
  name: string;
  identityHash: string;
}

/** The assignment as the identity check sees it. */
interface TIdentityTarget {
  run: { id: string; organisationSignIn: boolean };
  organisation: { id: string } | null;
}

/** `identity_required` for an organisation sign-in: none given, not trusted, or run out. */
const refuse = (reason?: 'unknown' | 'expired') =>
  new LiveError(
    'identity_required',
    reason === 'expired' ? LIVE_MESSAGES.identityExpired : LIVE_MESSAGES.identityOrganisation,
    { identity: 'organisation', ...(reason ? { reason } : {}) },
  );

/**
 * How a phone without a token starts an assignment: null for a nickname (allowed only where the
 * assignment does not ask for the organisation's sign-in), or the person its signed identity
 * names, checked against the assignment, its owner's current organisation and the clock.
 */
export function identifyAssignmentParticipant(
  identities: Pick<TParticipantIdentitySigner, 'verify'> | null,
  target: TIdentityTarget,
  identity: string | undefined,
  now: number,
): TAssignmentIdentity | null {
  if (mayStartAssignmentWithNickname(target.run)) return null;
  if (!identity) throw refuse();
  const claim = identities?.verify(identity) ?? null;
  if (!claim) throw refuse('unknown');
  const assignment = {
    id: target.run.id,
    organisationSignIn: target.run.organisationSignIn,
    organisationId: target.organisation?.id ?? null,
  };
  if (!mayJoinAssignmentWithIdentity(claim, assignment, now)) {
    throw refuse(claim.expiresAt <= now ? 'expired' : 'unknown');
  }
  return { name: claim.name, identityHash: claim.identityHash };
}
