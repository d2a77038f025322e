/**
 * A self-paced assignment's participant: the phone holding a participant's token takes that
 * participant's assignment (answers, comes back, reads their score) and no other, and not once
 * the presenter removed them. The presenter side of an assignment is the deck's (mayManageDeck).
 */
export const mayTakeAssignment = (
  participant: { runId: string; removedAt: Date | null },
  assignment: { id: string },
): boolean => participant.runId === assignment.id && participant.removedAt === null;

/**
 * The presenter removes a participant from an assignment of a deck they own, and only a
 * participant of that very assignment (not of another run of the deck).
 */
export const mayRemoveAssignmentParticipant = (
  userId: string,
  deck: { ownerId: string },
  participant: { runId: string },
  assignment: { id: string },
): boolean => deck.ownerId === userId && participant.runId === assignment.id;

/**
 * A nickname starts an assignment only if it does not ask for the organisation's sign-in: there,
 * only a signed identity does (mayJoinAssignmentWithIdentity).
 */
export const mayStartAssignmentWithNickname = (assignment: {
  organisationSignIn: boolean;
}): boolean => !assignment.organisationSignIn;

/**
 * A signed identity admits a phone to an assignment (starting it, or finding the participant the
 * same person started before) only if the assignment asks for the organisation's sign-in, the
 * identity was issued for this very assignment by the deck owner's current organisation, and it
 * has not run out.
 */
export const mayJoinAssignmentWithIdentity = (
  claim: { assignmentId: string | null; organisationId: string; expiresAt: number },
  assignment: { id: string; organisationSignIn: boolean; organisationId: string | null },
  now: number,
): boolean =>
  assignment.organisationSignIn &&
  claim.assignmentId === assignment.id &&
  assignment.organisationId !== null &&
  claim.organisationId === assignment.organisationId &&
  now < claim.expiresAt;
