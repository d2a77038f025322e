/**
 * A self-paced assignment's participant: the phone holding a participant's token takes that
 * participant's assignment (answers, comes back, reads their score) and no other, and not once
 * the presenter removed them. The presenter side of an assignment is the deck's (mayManageDeck).
 */
export const mayTakeAssignment = (
  participant: { runId: string; removedAt: Date | null },
  assignment: { id: string },
): boolean => participant.runId === assignment.id && participant.removedAt === null;
